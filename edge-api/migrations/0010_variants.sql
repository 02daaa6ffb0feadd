CREATE TABLE `product_options` (
	`product_id` integer PRIMARY KEY NOT NULL,
	`website_id` integer NOT NULL,
	`options` text NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `variants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`website_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`option1` text DEFAULT '' NOT NULL,
	`option2` text DEFAULT '' NOT NULL,
	`option3` text DEFAULT '' NOT NULL,
	`sku` text DEFAULT '' NOT NULL,
	`price_cents` integer NOT NULL,
	`compare_at_cents` integer,
	`stock` integer DEFAULT 0 NOT NULL,
	`image_id` integer,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`image_id`) REFERENCES `product_images`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "variants_stock_ck" CHECK("variants"."stock" >= 0),
	CONSTRAINT "variants_price_ck" CHECK("variants"."price_cents" >= 0),
	CONSTRAINT "variants_compare_at_ck" CHECK("variants"."compare_at_cents" IS NULL OR "variants"."compare_at_cents" > "variants"."price_cents")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `variants_combination_uq` ON `variants` (`product_id`,`option1`,`option2`,`option3`);--> statement-breakpoint
CREATE INDEX `variants_product_idx` ON `variants` (`product_id`,`position`);--> statement-breakpoint
CREATE INDEX `variants_site_product_idx` ON `variants` (`website_id`,`product_id`,`position`);--> statement-breakpoint
-- Hand-added from here (drizzle-kit does not write triggers or data). Every product that exists gets its default
-- variant: its price, stock and SKU, no options. (Written to skip a product that has variants, so that a test can
-- run it again as it stands.)
INSERT INTO `variants` (`website_id`, `product_id`, `sku`, `price_cents`, `stock`, `position`)
  SELECT `website_id`, `id`, `sku`, `price_cents`, `stock`, 0 FROM `products`
  WHERE NOT EXISTS (SELECT 1 FROM `variants` v WHERE v.`product_id` = `products`.`id`);
--> statement-breakpoint
-- A new product (the existing create route, a restore) gets its default variant in the same transaction.
CREATE TRIGGER `products_default_variant_after_insert` AFTER INSERT ON `products`
BEGIN
  INSERT INTO `variants` (`website_id`, `product_id`, `sku`, `price_cents`, `stock`, `position`)
    VALUES (NEW.`website_id`, NEW.`id`, NEW.`sku`, NEW.`price_cents`, NEW.`stock`, 0);
END;
--> statement-breakpoint
-- products.price_cents is the lowest variant price and products.stock the sum, so today's API, list queries and
-- storefront keep working. Recomputed after every variant write, in its transaction; the WHERE skips a write that
-- would change nothing (no content_version bump, no trigger below). With no variant left (mid-replace) the price stays.
CREATE TRIGGER `variants_totals_after_insert` AFTER INSERT ON `variants`
BEGIN
  UPDATE `products` SET
    `price_cents` = COALESCE((SELECT min(`price_cents`) FROM `variants` WHERE `product_id` = NEW.`product_id`), `price_cents`),
    `stock` = COALESCE((SELECT sum(`stock`) FROM `variants` WHERE `product_id` = NEW.`product_id`), 0)
  WHERE `id` = NEW.`product_id` AND (
    `price_cents` IS NOT COALESCE((SELECT min(`price_cents`) FROM `variants` WHERE `product_id` = NEW.`product_id`), `price_cents`)
    OR `stock` IS NOT COALESCE((SELECT sum(`stock`) FROM `variants` WHERE `product_id` = NEW.`product_id`), 0));
END;
--> statement-breakpoint
CREATE TRIGGER `variants_totals_after_update` AFTER UPDATE OF `price_cents`, `stock`, `product_id` ON `variants`
BEGIN
  UPDATE `products` SET
    `price_cents` = COALESCE((SELECT min(`price_cents`) FROM `variants` WHERE `product_id` = NEW.`product_id`), `price_cents`),
    `stock` = COALESCE((SELECT sum(`stock`) FROM `variants` WHERE `product_id` = NEW.`product_id`), 0)
  WHERE `id` = NEW.`product_id` AND (
    `price_cents` IS NOT COALESCE((SELECT min(`price_cents`) FROM `variants` WHERE `product_id` = NEW.`product_id`), `price_cents`)
    OR `stock` IS NOT COALESCE((SELECT sum(`stock`) FROM `variants` WHERE `product_id` = NEW.`product_id`), 0));
END;
--> statement-breakpoint
CREATE TRIGGER `variants_totals_after_delete` AFTER DELETE ON `variants`
BEGIN
  UPDATE `products` SET
    `price_cents` = COALESCE((SELECT min(`price_cents`) FROM `variants` WHERE `product_id` = OLD.`product_id`), `price_cents`),
    `stock` = COALESCE((SELECT sum(`stock`) FROM `variants` WHERE `product_id` = OLD.`product_id`), 0)
  WHERE `id` = OLD.`product_id` AND (
    `price_cents` IS NOT COALESCE((SELECT min(`price_cents`) FROM `variants` WHERE `product_id` = OLD.`product_id`), `price_cents`)
    OR `stock` IS NOT COALESCE((SELECT sum(`stock`) FROM `variants` WHERE `product_id` = OLD.`product_id`), 0));
END;
--> statement-breakpoint
-- A direct write of price, stock or SKU on a product WITHOUT options (the product form's PUT, today's checkout
-- decrement) is passed to its default variant, so the two stay equal whichever side is written. A compare-at price no
-- longer above the new price is dropped rather than failing the write. When the write came from the triggers above
-- the values already agree and the WHERE makes this a no-op (no ping-pong).
CREATE TRIGGER `products_default_variant_after_update` AFTER UPDATE OF `price_cents`, `stock`, `sku` ON `products`
BEGIN
  UPDATE `variants` SET
    `price_cents` = NEW.`price_cents`,
    `stock` = NEW.`stock`,
    `sku` = NEW.`sku`,
    `compare_at_cents` = CASE WHEN `compare_at_cents` > NEW.`price_cents` THEN `compare_at_cents` END
  WHERE `product_id` = NEW.`id` AND `option1` = '' AND `option2` = '' AND `option3` = ''
    AND NOT EXISTS (SELECT 1 FROM `variants` o WHERE o.`product_id` = NEW.`id` AND o.`option1` <> '')
    AND (`price_cents` IS NOT NEW.`price_cents` OR `stock` IS NOT NEW.`stock` OR `sku` IS NOT NEW.`sku`);
END;
--> statement-breakpoint
-- A product WITH options has its price and stock only through its variants: a direct write that disagrees with them
-- (today's checkout taking stock by product id) is refused, worded as a CHECK failure so that the checkout batch's
-- existing handling answers 409 instead of selling stock no variant has. Checkout switches to per-variant stock
-- (UPDATE variants SET stock = stock - ? WHERE id = ? AND product_id = ? AND website_id = ?) with variant_id.
CREATE TRIGGER `products_options_guard_after_update` AFTER UPDATE OF `price_cents`, `stock` ON `products`
WHEN EXISTS (SELECT 1 FROM `variants` WHERE `product_id` = NEW.`id` AND `option1` <> '')
BEGIN
  SELECT RAISE(ABORT, 'CHECK constraint failed: products_variants_ck (a product with options sells by variant)')
  WHERE NEW.`price_cents` IS NOT (SELECT min(`price_cents`) FROM `variants` WHERE `product_id` = NEW.`id`)
    OR NEW.`stock` IS NOT (SELECT sum(`stock`) FROM `variants` WHERE `product_id` = NEW.`id`);
END;
--> statement-breakpoint
-- content_version (migration 0004): the product page shows options and variants.
CREATE TRIGGER `variants_version_after_insert` AFTER INSERT ON `variants`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
-- Not for the default variant following its product (the products trigger bumped it already): a checkout keeps
-- bumping it once.
CREATE TRIGGER `variants_version_after_update` AFTER UPDATE ON `variants`
WHEN NOT (NEW.`option1` = '' AND OLD.`option1` = '' AND NEW.`option2` = '' AND NEW.`option3` = ''
  AND NEW.`compare_at_cents` IS OLD.`compare_at_cents` AND NEW.`image_id` IS OLD.`image_id` AND NEW.`position` = OLD.`position`
  AND EXISTS (SELECT 1 FROM `products` p WHERE p.`id` = NEW.`product_id`
    AND p.`price_cents` = NEW.`price_cents` AND p.`stock` = NEW.`stock` AND p.`sku` = NEW.`sku`))
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `variants_version_after_delete` AFTER DELETE ON `variants`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = OLD.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_options_version_after_insert` AFTER INSERT ON `product_options`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_options_version_after_update` AFTER UPDATE ON `product_options`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_options_version_after_delete` AFTER DELETE ON `product_options`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = OLD.`website_id`;
END;
