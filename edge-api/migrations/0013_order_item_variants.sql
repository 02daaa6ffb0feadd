-- Buying a variant (DESIGN §17): an order item remembers which variant was sold and its title ("M / Red").
-- variant_id has no foreign key on purpose: a merchant may delete the variant (or the product) later, and the order
-- keeps its own copy of name, variant title and price instead of losing the line or blocking the delete.
-- Items ordered before variants keep variant_id NULL and variant_title ''.
ALTER TABLE `order_items` ADD `variant_id` integer;--> statement-breakpoint
ALTER TABLE `order_items` ADD `variant_title` text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- Checkout now takes stock from the variant (UPDATE variants SET stock = stock - ?), and products.stock (the sum)
-- follows by trigger, whose content_version bump (migration 0004) already tells the storefront. This trigger therefore
-- also skips a change of stock alone, so a checkout bumps the version once per product, as before. Every other
-- condition is 0010's.
DROP TRIGGER IF EXISTS `variants_version_after_update`;
--> statement-breakpoint
CREATE TRIGGER `variants_version_after_update` AFTER UPDATE ON `variants`
WHEN NOT (NEW.`option1` = '' AND OLD.`option1` = '' AND NEW.`option2` = '' AND NEW.`option3` = ''
  AND NEW.`compare_at_cents` IS OLD.`compare_at_cents` AND NEW.`image_id` IS OLD.`image_id` AND NEW.`position` = OLD.`position`
  AND EXISTS (SELECT 1 FROM `products` p WHERE p.`id` = NEW.`product_id`
    AND p.`price_cents` = NEW.`price_cents` AND p.`stock` = NEW.`stock` AND p.`sku` = NEW.`sku`))
AND NOT (NEW.`stock` <> OLD.`stock` AND NEW.`product_id` = OLD.`product_id` AND NEW.`price_cents` = OLD.`price_cents`
  AND NEW.`compare_at_cents` IS OLD.`compare_at_cents` AND NEW.`sku` = OLD.`sku` AND NEW.`option1` = OLD.`option1`
  AND NEW.`option2` = OLD.`option2` AND NEW.`option3` = OLD.`option3` AND NEW.`image_id` IS OLD.`image_id`
  AND NEW.`position` = OLD.`position`)
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
