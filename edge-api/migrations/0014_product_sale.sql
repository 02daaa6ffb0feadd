-- Card facts (DESIGN §17, "Sale" badges, "From" prices, "Choose options"): kept on the product row so the home grid
-- reads no variant rows (its rows read stay one per card). Hand-numbered 0014 (0013 is written in parallel).
ALTER TABLE `products` ADD `compare_at_cents` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `prices_vary` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `has_options` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-added from here (drizzle-kit does not write triggers or data). The compare-at is the cheapest variant's (the one
-- products.price_cents comes from; ties by position), so a card's struck-through price belongs to the price it shows.
UPDATE `products` SET
  `compare_at_cents` = (SELECT v.`compare_at_cents` FROM `variants` v WHERE v.`product_id` = `products`.`id` ORDER BY v.`price_cents`, v.`position`, v.`id` LIMIT 1),
  `prices_vary` = COALESCE((SELECT min(v.`price_cents`) <> max(v.`price_cents`) FROM `variants` v WHERE v.`product_id` = `products`.`id`), 0),
  `has_options` = EXISTS (SELECT 1 FROM `variants` v WHERE v.`product_id` = `products`.`id` AND v.`option1` <> '');
--> statement-breakpoint
-- Recomputed after every variant write that can change them, in its transaction. Not after a stock change (a
-- checkout): none of the three depends on stock. Mid-replace, with no variant left, they read "none" until the
-- inserts that follow in the same batch recompute them. The WHERE skips a write that would change nothing, so a
-- product's content_version is bumped once per edit, as 0010's triggers keep it.
CREATE TRIGGER `variants_card_after_insert` AFTER INSERT ON `variants`
BEGIN
  UPDATE `products` SET
    `compare_at_cents` = (SELECT v.`compare_at_cents` FROM `variants` v WHERE v.`product_id` = NEW.`product_id` ORDER BY v.`price_cents`, v.`position`, v.`id` LIMIT 1),
    `prices_vary` = COALESCE((SELECT min(v.`price_cents`) <> max(v.`price_cents`) FROM `variants` v WHERE v.`product_id` = NEW.`product_id`), 0),
    `has_options` = EXISTS (SELECT 1 FROM `variants` v WHERE v.`product_id` = NEW.`product_id` AND v.`option1` <> '')
  WHERE `id` = NEW.`product_id` AND (
    `compare_at_cents` IS NOT (SELECT v.`compare_at_cents` FROM `variants` v WHERE v.`product_id` = NEW.`product_id` ORDER BY v.`price_cents`, v.`position`, v.`id` LIMIT 1)
    OR `prices_vary` IS NOT COALESCE((SELECT min(v.`price_cents`) <> max(v.`price_cents`) FROM `variants` v WHERE v.`product_id` = NEW.`product_id`), 0)
    OR `has_options` IS NOT EXISTS (SELECT 1 FROM `variants` v WHERE v.`product_id` = NEW.`product_id` AND v.`option1` <> ''));
END;
--> statement-breakpoint
CREATE TRIGGER `variants_card_after_update` AFTER UPDATE OF `price_cents`, `compare_at_cents`, `option1`, `position`, `product_id` ON `variants`
BEGIN
  UPDATE `products` SET
    `compare_at_cents` = (SELECT v.`compare_at_cents` FROM `variants` v WHERE v.`product_id` = NEW.`product_id` ORDER BY v.`price_cents`, v.`position`, v.`id` LIMIT 1),
    `prices_vary` = COALESCE((SELECT min(v.`price_cents`) <> max(v.`price_cents`) FROM `variants` v WHERE v.`product_id` = NEW.`product_id`), 0),
    `has_options` = EXISTS (SELECT 1 FROM `variants` v WHERE v.`product_id` = NEW.`product_id` AND v.`option1` <> '')
  WHERE `id` = NEW.`product_id` AND (
    `compare_at_cents` IS NOT (SELECT v.`compare_at_cents` FROM `variants` v WHERE v.`product_id` = NEW.`product_id` ORDER BY v.`price_cents`, v.`position`, v.`id` LIMIT 1)
    OR `prices_vary` IS NOT COALESCE((SELECT min(v.`price_cents`) <> max(v.`price_cents`) FROM `variants` v WHERE v.`product_id` = NEW.`product_id`), 0)
    OR `has_options` IS NOT EXISTS (SELECT 1 FROM `variants` v WHERE v.`product_id` = NEW.`product_id` AND v.`option1` <> ''));
END;
--> statement-breakpoint
CREATE TRIGGER `variants_card_after_delete` AFTER DELETE ON `variants`
BEGIN
  UPDATE `products` SET
    `compare_at_cents` = (SELECT v.`compare_at_cents` FROM `variants` v WHERE v.`product_id` = OLD.`product_id` ORDER BY v.`price_cents`, v.`position`, v.`id` LIMIT 1),
    `prices_vary` = COALESCE((SELECT min(v.`price_cents`) <> max(v.`price_cents`) FROM `variants` v WHERE v.`product_id` = OLD.`product_id`), 0),
    `has_options` = EXISTS (SELECT 1 FROM `variants` v WHERE v.`product_id` = OLD.`product_id` AND v.`option1` <> '')
  WHERE `id` = OLD.`product_id` AND (
    `compare_at_cents` IS NOT (SELECT v.`compare_at_cents` FROM `variants` v WHERE v.`product_id` = OLD.`product_id` ORDER BY v.`price_cents`, v.`position`, v.`id` LIMIT 1)
    OR `prices_vary` IS NOT COALESCE((SELECT min(v.`price_cents`) <> max(v.`price_cents`) FROM `variants` v WHERE v.`product_id` = OLD.`product_id`), 0)
    OR `has_options` IS NOT EXISTS (SELECT 1 FROM `variants` v WHERE v.`product_id` = OLD.`product_id` AND v.`option1` <> ''));
END;
--> statement-breakpoint
-- content_version (migration 0004) once per edit: an update that changes the card facts comes only from the triggers
-- above, after a variant write whose own trigger (0010) or product write (0004) bumped the version already.
DROP TRIGGER IF EXISTS `products_version_after_update`;
--> statement-breakpoint
CREATE TRIGGER `products_version_after_update` AFTER UPDATE ON `products`
WHEN NEW.`compare_at_cents` IS OLD.`compare_at_cents` AND NEW.`prices_vary` IS OLD.`prices_vary` AND NEW.`has_options` IS OLD.`has_options`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
