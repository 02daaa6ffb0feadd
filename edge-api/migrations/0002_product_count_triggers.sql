-- websites.product_count follows every insert and delete of a product, in the same transaction as the write
-- (a trigger cannot be skipped by a forgotten statement or miscounted by a race).
CREATE TRIGGER `products_count_after_insert` AFTER INSERT ON `products`
BEGIN
  UPDATE `websites` SET `product_count` = `product_count` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `products_count_after_delete` AFTER DELETE ON `products`
BEGIN
  UPDATE `websites` SET `product_count` = `product_count` - 1 WHERE `id` = OLD.`website_id`;
END;
--> statement-breakpoint
UPDATE `websites` SET `product_count` = (SELECT count(*) FROM `products` WHERE `products`.`website_id` = `websites`.`id`);
