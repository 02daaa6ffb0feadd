-- Discounts and server pricing (DESIGN §17). Written by hand: drizzle-kit writes neither expression indexes
-- (lower(code)) nor table CHECKs; packages/db/src/schema-discounts.ts mirrors the columns for queries.
CREATE TABLE `discounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`website_id` integer NOT NULL,
	`code` text,
	`title` text NOT NULL,
	`automatic` integer DEFAULT false NOT NULL,
	`kind` text NOT NULL CHECK (`kind` IN ('percent', 'fixed')),
	-- percent: whole percent 1-100; fixed: cents of the store currency.
	`value` integer NOT NULL CHECK (`value` > 0),
	`applies_to` text NOT NULL CHECK (`applies_to` IN ('order', 'products')),
	-- JSON array of product ids (applies_to = 'products').
	`product_ids` text DEFAULT '[]' NOT NULL,
	`min_subtotal_cents` integer DEFAULT 0 NOT NULL CHECK (`min_subtotal_cents` >= 0),
	`starts_at` text,
	`ends_at` text,
	`usage_limit` integer CHECK (`usage_limit` IS NULL OR `usage_limit` >= 1),
	`usage_count` integer DEFAULT 0 NOT NULL,
	`once_per_email` integer DEFAULT false NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade,
	-- Exactly one way to apply: a code the shopper types, or automatically.
	CONSTRAINT `discounts_code_or_automatic` CHECK ((`code` IS NOT NULL) + (`automatic` <> 0) = 1),
	-- The checkout batch increments usage_count: past the limit this fails the whole batch (no order, no usage), so
	-- concurrent checkouts can never use a code more often than allowed. Named so the error tells it from stock.
	CONSTRAINT `discounts_usage_within_limit` CHECK (`usage_limit` IS NULL OR `usage_count` <= `usage_limit`)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `discounts_site_code_uq` ON `discounts` (`website_id`, lower(`code`)) WHERE `code` IS NOT NULL;
--> statement-breakpoint
CREATE INDEX `discounts_site_created_idx` ON `discounts` (`website_id`, `created_at`, `id`);
--> statement-breakpoint
-- Who used a once-per-email discount: the unique index settles two concurrent checkouts by the same shopper.
CREATE TABLE `discount_redemptions` (
	`discount_id` integer NOT NULL,
	`email` text NOT NULL,
	`order_id` integer NOT NULL,
	FOREIGN KEY (`discount_id`) REFERENCES `discounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `discount_redemptions_email_uq` ON `discount_redemptions` (`discount_id`, lower(`email`));
--> statement-breakpoint
ALTER TABLE `orders` ADD `subtotal_cents` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `orders` ADD `discount_cents` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `orders` ADD `discount_code` text;
--> statement-breakpoint
-- Orders placed before discounts existed were never discounted.
UPDATE `orders` SET `subtotal_cents` = `total_cents`;
