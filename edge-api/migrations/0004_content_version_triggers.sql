-- websites.content_version is the storefront's page version (its cache key: storefront-worker/src/cache.ts).
-- The database bumps it on every write to a row a storefront page shows, in the same transaction as the write, so
-- no code path (a merchant edit, a checkout's stock change, a cascade) can forget it. One bump per row written: the
-- number only has to change, not count edits. Tables a page does not show (sessions, orders, ...) have no trigger.
CREATE TRIGGER `websites_version_after_update` AFTER UPDATE OF `domain`, `title`, `description`, `currency` ON `websites`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `chrome_version_after_insert` AFTER INSERT ON `chrome`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `chrome_version_after_update` AFTER UPDATE ON `chrome`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `chrome_version_after_delete` AFTER DELETE ON `chrome`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = OLD.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `nav_items_version_after_insert` AFTER INSERT ON `nav_items`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `nav_items_version_after_update` AFTER UPDATE ON `nav_items`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `nav_items_version_after_delete` AFTER DELETE ON `nav_items`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = OLD.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `heroes_version_after_insert` AFTER INSERT ON `heroes`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `heroes_version_after_update` AFTER UPDATE ON `heroes`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `heroes_version_after_delete` AFTER DELETE ON `heroes`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = OLD.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `pages_version_after_insert` AFTER INSERT ON `pages`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `pages_version_after_update` AFTER UPDATE ON `pages`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `pages_version_after_delete` AFTER DELETE ON `pages`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = OLD.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `sections_version_after_insert` AFTER INSERT ON `sections`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `sections_version_after_update` AFTER UPDATE ON `sections`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `sections_version_after_delete` AFTER DELETE ON `sections`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = OLD.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `products_version_after_insert` AFTER INSERT ON `products`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `products_version_after_update` AFTER UPDATE ON `products`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `products_version_after_delete` AFTER DELETE ON `products`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = OLD.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_images_version_after_insert` AFTER INSERT ON `product_images`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_images_version_after_update` AFTER UPDATE ON `product_images`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_images_version_after_delete` AFTER DELETE ON `product_images`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = OLD.`website_id`;
END;
