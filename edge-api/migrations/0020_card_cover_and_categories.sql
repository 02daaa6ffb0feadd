-- The storefront home's reads (DESIGN §11: one uncached home render reads at most cards + 20 D1 rows). A card's first
-- image and the store's category list are kept where the home already reads: the product row and the website row.
ALTER TABLE `products` ADD `cover_key` text;--> statement-breakpoint
ALTER TABLE `products` ADD `cover_width` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `cover_height` integer;--> statement-breakpoint
ALTER TABLE `websites` ADD `categories` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- Hand-added from here (drizzle-kit does not write triggers or data).
UPDATE `products` SET
  `cover_key` = (SELECT pi.`key` FROM `product_images` pi WHERE pi.`product_id` = `products`.`id` ORDER BY pi.`position`, pi.`id` LIMIT 1),
  `cover_width` = (SELECT pi.`width` FROM `product_images` pi WHERE pi.`product_id` = `products`.`id` ORDER BY pi.`position`, pi.`id` LIMIT 1),
  `cover_height` = (SELECT pi.`height` FROM `product_images` pi WHERE pi.`product_id` = `products`.`id` ORDER BY pi.`position`, pi.`id` LIMIT 1);
--> statement-breakpoint
-- The cover follows every image write that can change which image is first or what it is, in the write's transaction.
-- The WHERE skips a write that changes nothing. 0004's product_images triggers already bump content_version.
CREATE TRIGGER `product_images_cover_after_insert` AFTER INSERT ON `product_images`
BEGIN
  UPDATE `products` SET
    `cover_key` = (SELECT pi.`key` FROM `product_images` pi WHERE pi.`product_id` = NEW.`product_id` ORDER BY pi.`position`, pi.`id` LIMIT 1),
    `cover_width` = (SELECT pi.`width` FROM `product_images` pi WHERE pi.`product_id` = NEW.`product_id` ORDER BY pi.`position`, pi.`id` LIMIT 1),
    `cover_height` = (SELECT pi.`height` FROM `product_images` pi WHERE pi.`product_id` = NEW.`product_id` ORDER BY pi.`position`, pi.`id` LIMIT 1)
  WHERE `id` = NEW.`product_id`
    AND `cover_key` IS NOT (SELECT pi.`key` FROM `product_images` pi WHERE pi.`product_id` = NEW.`product_id` ORDER BY pi.`position`, pi.`id` LIMIT 1);
END;
--> statement-breakpoint
CREATE TRIGGER `product_images_cover_after_delete` AFTER DELETE ON `product_images`
BEGIN
  UPDATE `products` SET
    `cover_key` = (SELECT pi.`key` FROM `product_images` pi WHERE pi.`product_id` = OLD.`product_id` ORDER BY pi.`position`, pi.`id` LIMIT 1),
    `cover_width` = (SELECT pi.`width` FROM `product_images` pi WHERE pi.`product_id` = OLD.`product_id` ORDER BY pi.`position`, pi.`id` LIMIT 1),
    `cover_height` = (SELECT pi.`height` FROM `product_images` pi WHERE pi.`product_id` = OLD.`product_id` ORDER BY pi.`position`, pi.`id` LIMIT 1)
  WHERE `id` = OLD.`product_id`
    AND `cover_key` IS NOT (SELECT pi.`key` FROM `product_images` pi WHERE pi.`product_id` = OLD.`product_id` ORDER BY pi.`position`, pi.`id` LIMIT 1);
END;
--> statement-breakpoint
-- An update can move an image to another product (both products' covers) or change the first one's key or size; the
-- key is compared with the size, since a re-measured image keeps its key.
CREATE TRIGGER `product_images_cover_after_update` AFTER UPDATE OF `product_id`, `position`, `key`, `width`, `height` ON `product_images`
BEGIN
  UPDATE `products` SET
    `cover_key` = (SELECT pi.`key` FROM `product_images` pi WHERE pi.`product_id` = `products`.`id` ORDER BY pi.`position`, pi.`id` LIMIT 1),
    `cover_width` = (SELECT pi.`width` FROM `product_images` pi WHERE pi.`product_id` = `products`.`id` ORDER BY pi.`position`, pi.`id` LIMIT 1),
    `cover_height` = (SELECT pi.`height` FROM `product_images` pi WHERE pi.`product_id` = `products`.`id` ORDER BY pi.`position`, pi.`id` LIMIT 1)
  WHERE `id` IN (NEW.`product_id`, OLD.`product_id`);
END;
--> statement-breakpoint
-- content_version (0004) once per edit: the cover columns, like 0014's card facts, change only by the triggers above,
-- after an image write whose own 0004 trigger bumped the version already.
DROP TRIGGER IF EXISTS `products_version_after_update`;
--> statement-breakpoint
CREATE TRIGGER `products_version_after_update` AFTER UPDATE ON `products`
WHEN NEW.`compare_at_cents` IS OLD.`compare_at_cents` AND NEW.`prices_vary` IS OLD.`prices_vary` AND NEW.`has_options` IS OLD.`has_options`
  AND NEW.`cover_key` IS OLD.`cover_key` AND NEW.`cover_width` IS OLD.`cover_width` AND NEW.`cover_height` IS OLD.`cover_height`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
-- The category list: the store's categories, sorted, at most 30 (CATEGORY_LIST_MAX in packages/db). A new product's
-- category is merged into the list (UNION drops a duplicate; reads only the list). When the last product of a
-- category goes (a delete, or a category change), the list is rebuilt from products_site_category_idx, which reads
-- the products of the first 30 categories: a rare write, and the home's read becomes one row.
UPDATE `websites` SET `categories` = (
  SELECT json_group_array(c) FROM (SELECT DISTINCT p.`category` AS c FROM `products` p WHERE p.`website_id` = `websites`.`id` ORDER BY c LIMIT 30)
);
--> statement-breakpoint
CREATE TRIGGER `products_categories_after_insert` AFTER INSERT ON `products`
BEGIN
  UPDATE `websites` SET `categories` = (
    SELECT json_group_array(c) FROM (SELECT value AS c FROM json_each(`websites`.`categories`) UNION SELECT NEW.`category` ORDER BY c LIMIT 30)
  ) WHERE `id` = NEW.`website_id` AND NOT EXISTS (SELECT 1 FROM json_each(`websites`.`categories`) WHERE value = NEW.`category`);
END;
--> statement-breakpoint
CREATE TRIGGER `products_categories_after_update_merge` AFTER UPDATE OF `category` ON `products`
WHEN NEW.`category` IS NOT OLD.`category`
BEGIN
  UPDATE `websites` SET `categories` = (
    SELECT json_group_array(c) FROM (SELECT value AS c FROM json_each(`websites`.`categories`) UNION SELECT NEW.`category` ORDER BY c LIMIT 30)
  ) WHERE `id` = NEW.`website_id` AND NOT EXISTS (SELECT 1 FROM json_each(`websites`.`categories`) WHERE value = NEW.`category`);
END;
--> statement-breakpoint
CREATE TRIGGER `products_categories_after_update_rebuild` AFTER UPDATE OF `category` ON `products`
WHEN NEW.`category` IS NOT OLD.`category`
  AND NOT EXISTS (SELECT 1 FROM `products` p WHERE p.`website_id` = OLD.`website_id` AND p.`category` = OLD.`category`)
BEGIN
  UPDATE `websites` SET `categories` = (
    SELECT json_group_array(c) FROM (SELECT DISTINCT p.`category` AS c FROM `products` p WHERE p.`website_id` = OLD.`website_id` ORDER BY c LIMIT 30)
  ) WHERE `id` = OLD.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `products_categories_after_delete` AFTER DELETE ON `products`
WHEN NOT EXISTS (SELECT 1 FROM `products` p WHERE p.`website_id` = OLD.`website_id` AND p.`category` = OLD.`category`)
BEGIN
  UPDATE `websites` SET `categories` = (
    SELECT json_group_array(c) FROM (SELECT DISTINCT p.`category` AS c FROM `products` p WHERE p.`website_id` = OLD.`website_id` ORDER BY c LIMIT 30)
  ) WHERE `id` = OLD.`website_id`;
END;
