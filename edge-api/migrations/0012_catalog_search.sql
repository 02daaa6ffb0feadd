-- Finding products (DESIGN §17 item 5): the storefront grid's price sorts, over the whole store and within one
-- category, read products in index order and stop at the page's end (no temp B-tree over the store's rows).
-- Hand-numbered 0012 (0010 and 0011 are the variants' and discounts' migrations, written in parallel); the indexes are
-- declared in packages/db/src/schema.ts too, so the next drizzle-kit snapshot holds them.
CREATE INDEX IF NOT EXISTS `products_site_price_idx` ON `products` (`website_id`,`price_cents`,`id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `products_site_category_price_idx` ON `products` (`website_id`,`category`,`price_cents`,`id`);
