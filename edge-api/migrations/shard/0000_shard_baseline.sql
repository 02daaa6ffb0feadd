-- Baseline of the store shards (SHARD_0..SHARD_n) (#35): the tables, indexes and triggers migrations 0000-0027 of the single database had
-- built, as that database held them (hand-written triggers and CHECKs included); later migrations follow it.
CREATE TABLE `chrome` (
	`website_id` integer NOT NULL,
	`place` text NOT NULL,
	`html_content` text DEFAULT '' NOT NULL,
	PRIMARY KEY(`website_id`, `place`),
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `heroes` (
	`website_id` integer PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`subtitle` text NOT NULL,
	`image_key` text NOT NULL,
	`call_to_action` text DEFAULT '' NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`website_id` integer NOT NULL,
	`key` text NOT NULL,
	`request_hash` text NOT NULL,
	`response_status` integer,
	`response_body` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`website_id`, `key`)
);
--> statement-breakpoint
CREATE TABLE `nav_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`website_id` integer NOT NULL,
	`place` text NOT NULL,
	`position` integer NOT NULL,
	`title` text NOT NULL,
	`link` text NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `order_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`website_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`name` text NOT NULL,
	`price_cents` integer NOT NULL,
	`quantity` integer NOT NULL,
	`variant_id` integer,
	`variant_title` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`website_id` integer NOT NULL,
	`status` text NOT NULL,
	`total_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`customer_name` text NOT NULL,
	`customer_email` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`subtotal_cents` integer DEFAULT 0 NOT NULL,
	`discount_cents` integer DEFAULT 0 NOT NULL,
	`discount_code` text,
	`provider` text DEFAULT 'test' NOT NULL,
	`provider_ref` text,
	`checkout_ref` text,
	`expires_at` text,
	`paid_cents` integer DEFAULT 0 NOT NULL,
	`discount_id` integer,
	`refunded_cents` integer DEFAULT 0 NOT NULL CHECK (`refunded_cents` >= 0 AND `refunded_cents` <= `total_cents`),
	`fulfilled_at` text,
	`tracking_number` text,
	`carrier` text,
	`cancelled_at` text,
	`restocked_at` text,
	`ship_line1` text DEFAULT '' NOT NULL,
	`ship_line2` text DEFAULT '' NOT NULL,
	`ship_city` text DEFAULT '' NOT NULL,
	`ship_region` text DEFAULT '' NOT NULL,
	`ship_postal_code` text DEFAULT '' NOT NULL,
	`ship_country` text DEFAULT '' NOT NULL,
	`customer_locale` text DEFAULT 'en' NOT NULL,
	`client_key` text,
	`confirmed_at` text,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`website_id` integer NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`meta_title` text DEFAULT '' NOT NULL,
	`meta_description` text DEFAULT '' NOT NULL,
	`is_published` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `product_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`website_id` integer NOT NULL,
	`key` text NOT NULL,
	`content_type` text NOT NULL,
	`width` integer,
	`height` integer,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`website_id` integer NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`price_cents` integer NOT NULL,
	`stock` integer DEFAULT 0 NOT NULL,
	`category` text NOT NULL,
	`rating` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`sku` text DEFAULT '' NOT NULL,
	`compare_at_cents` integer,
	`prices_vary` integer DEFAULT false NOT NULL,
	`has_options` integer DEFAULT false NOT NULL,
	`cover_key` text,
	`cover_width` integer,
	`cover_height` integer,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "products_stock_ck" CHECK("products"."stock" >= 0),
	CONSTRAINT "products_price_ck" CHECK("products"."price_cents" >= 0),
	CONSTRAINT "products_rating_ck" CHECK("products"."rating" BETWEEN 0 AND 5)
);
--> statement-breakpoint
CREATE TABLE `sections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`website_id` integer NOT NULL,
	`page_id` integer NOT NULL,
	`title` text NOT NULL,
	`type` text NOT NULL,
	`content` text DEFAULT '{}' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`page_id`) REFERENCES `pages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`website_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`txn_id` text NOT NULL,
	`ref_id` text NOT NULL,
	`third_party_id` text NOT NULL,
	`mer_id` integer NOT NULL,
	`mer_name` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`payment_via` text NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`status` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `websites` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`owner_id` integer NOT NULL,
	`domain` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`content_version` integer DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`product_count` integer DEFAULT 0 NOT NULL,
	`live_publication_id` integer,
	`default_locale` text DEFAULT 'en' NOT NULL,
	`categories` text DEFAULT '[]' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`website_id` integer NOT NULL,
	`section_id` integer NOT NULL,
	`page_slug` text NOT NULL,
	`section_title` text NOT NULL,
	`fields` text NOT NULL,
	`is_read` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`sender_email` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`website_id` integer NOT NULL,
	`email` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `preview_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`website_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`revoked_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`purpose` text DEFAULT 'share' NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `publication_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`website_id` integer NOT NULL,
	`publication_id` integer NOT NULL,
	`kind` text NOT NULL,
	`author_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `publication_media` (
	`website_id` integer NOT NULL,
	`publication_id` integer NOT NULL,
	`key` text NOT NULL,
	PRIMARY KEY(`publication_id`, `key`),
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`publication_id`) REFERENCES `publications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `publications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`website_id` integer NOT NULL,
	`hash` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`author_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `scheduled_publishes` (
	`website_id` integer PRIMARY KEY NOT NULL,
	`publication_id` integer NOT NULL,
	`at` text NOT NULL,
	`author_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`publication_id`) REFERENCES `publications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `translations` (
	`website_id` integer NOT NULL,
	`resource_type` text NOT NULL,
	`resource_id` integer NOT NULL,
	`locale` text NOT NULL,
	`fields` text DEFAULT '{}' NOT NULL,
	`source_hash` text NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`website_id`, `resource_type`, `resource_id`, `locale`),
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `website_locales` (
	`website_id` integer NOT NULL,
	`locale` text NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	PRIMARY KEY(`website_id`, `locale`),
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
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
CREATE TABLE `discount_redemptions` (
	`discount_id` integer NOT NULL,
	`email` text NOT NULL,
	`order_id` integer NOT NULL,
	FOREIGN KEY (`discount_id`) REFERENCES `discounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `order_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`website_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`type` text NOT NULL,
	`from_status` text,
	`to_status` text,
	`note` text DEFAULT '' NOT NULL,
	`actor` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `payment_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`provider` text NOT NULL,
	`event_id` text NOT NULL,
	`website_id` integer NOT NULL,
	`order_id` integer,
	`received_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `payment_settings` (
	`website_id` integer PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`currency` text NOT NULL,
	`credentials_provider` text,
	`credentials_ciphertext` text,
	`iv` text,
	`key_version` integer DEFAULT 1 NOT NULL,
	`hint` text,
	`updated_at` text NOT NULL,
	`cod_confirm_hours` integer DEFAULT 48 NOT NULL,
	`providers` text DEFAULT '[]' NOT NULL,
	`key_unchecked` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`website_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`amount_cents` integer NOT NULL CHECK (`amount_cents` > 0),
	`reason` text DEFAULT '' NOT NULL,
	`restock` integer DEFAULT 0 NOT NULL,
	`provider_ref` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`idempotency_key` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `nav_items_site_idx` ON `nav_items` (`website_id`,`place`,`position`);
--> statement-breakpoint
CREATE INDEX `order_items_order_idx` ON `order_items` (`order_id`);
--> statement-breakpoint
CREATE INDEX `order_items_site_product_idx` ON `order_items` (`website_id`,`product_id`);
--> statement-breakpoint
CREATE INDEX `orders_site_created_idx` ON `orders` (`website_id`,`created_at`,`id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_checkout_ref_uq` ON `orders` (`checkout_ref`) WHERE `checkout_ref` IS NOT NULL;
--> statement-breakpoint
CREATE INDEX `orders_provider_ref_idx` ON `orders` (`provider`, `provider_ref`) WHERE `provider_ref` IS NOT NULL;
--> statement-breakpoint
CREATE INDEX `orders_site_status_created_idx` ON `orders` (`website_id`,`status`,`created_at`,`id`);
--> statement-breakpoint
CREATE INDEX `orders_hold_expiry_idx` ON `orders` (`expires_at`) WHERE "orders"."status" IN ('pending', 'awaiting_payment') AND "orders"."expires_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX `orders_client_holds_idx` ON `orders` (`website_id`,`client_key`,`created_at`) WHERE "orders"."client_key" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX `pages_site_slug_uq` ON `pages` (`website_id`,`slug`);
--> statement-breakpoint
CREATE INDEX `product_images_product_idx` ON `product_images` (`product_id`,`position`);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_images_key_uq` ON `product_images` (`key`);
--> statement-breakpoint
CREATE INDEX `products_site_created_idx` ON `products` (`website_id`,`created_at`,`id`);
--> statement-breakpoint
CREATE INDEX `products_site_category_idx` ON `products` (`website_id`,`category`,`created_at`);
--> statement-breakpoint
CREATE INDEX `products_site_price_idx` ON `products` (`website_id`,`price_cents`,`id`);
--> statement-breakpoint
CREATE INDEX `products_site_category_price_idx` ON `products` (`website_id`,`category`,`price_cents`,`id`);
--> statement-breakpoint
CREATE INDEX `sections_page_idx` ON `sections` (`page_id`,`sort_order`,`id`);
--> statement-breakpoint
CREATE INDEX `transactions_site_created_idx` ON `transactions` (`website_id`,`created_at`,`id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_txn_uq` ON `transactions` (`txn_id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `websites_owner_uq` ON `websites` (`owner_id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `websites_domain_uq` ON `websites` (`domain`);
--> statement-breakpoint
CREATE INDEX `contact_messages_site_created_idx` ON `contact_messages` (`website_id`,`created_at`,`id`);
--> statement-breakpoint
CREATE INDEX `contact_messages_site_read_idx` ON `contact_messages` (`website_id`,`is_read`);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_site_email_uq` ON `newsletter_subscribers` (`website_id`,`email`);
--> statement-breakpoint
CREATE INDEX `newsletter_site_created_idx` ON `newsletter_subscribers` (`website_id`,`created_at`,`id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `preview_links_token_uq` ON `preview_links` (`token_hash`);
--> statement-breakpoint
CREATE INDEX `preview_links_site_idx` ON `preview_links` (`website_id`,`id`);
--> statement-breakpoint
CREATE INDEX `publication_events_site_idx` ON `publication_events` (`website_id`,`id`);
--> statement-breakpoint
CREATE INDEX `publication_media_key_idx` ON `publication_media` (`key`);
--> statement-breakpoint
CREATE INDEX `publications_site_idx` ON `publications` (`website_id`,`id`);
--> statement-breakpoint
CREATE INDEX `publications_site_hash_idx` ON `publications` (`website_id`,`hash`);
--> statement-breakpoint
CREATE INDEX `scheduled_publishes_at_idx` ON `scheduled_publishes` (`at`);
--> statement-breakpoint
CREATE UNIQUE INDEX `variants_combination_uq` ON `variants` (`product_id`,`option1`,`option2`,`option3`);
--> statement-breakpoint
CREATE INDEX `variants_product_idx` ON `variants` (`product_id`,`position`);
--> statement-breakpoint
CREATE INDEX `variants_site_product_idx` ON `variants` (`website_id`,`product_id`,`position`);
--> statement-breakpoint
CREATE UNIQUE INDEX `discounts_site_code_uq` ON `discounts` (`website_id`, lower(`code`)) WHERE `code` IS NOT NULL;
--> statement-breakpoint
CREATE INDEX `discounts_site_created_idx` ON `discounts` (`website_id`, `created_at`, `id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `discount_redemptions_email_uq` ON `discount_redemptions` (`discount_id`, lower(`email`));
--> statement-breakpoint
CREATE INDEX `order_events_order_idx` ON `order_events` (`order_id`,`id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_events_provider_event_uq` ON `payment_events` (`provider`, `event_id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_key_uq` ON `refunds` (`website_id`,`order_id`,`idempotency_key`);
--> statement-breakpoint
CREATE INDEX `refunds_site_created_idx` ON `refunds` (`website_id`,`created_at`);
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
CREATE TRIGGER `heroes_translations_after_delete` AFTER DELETE ON `heroes`
BEGIN
  DELETE FROM `translations` WHERE `website_id` = OLD.`website_id` AND `resource_type` = 'hero' AND `resource_id` = OLD.`website_id`;
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
CREATE TRIGGER `nav_items_translations_after_delete` AFTER DELETE ON `nav_items`
BEGIN
  DELETE FROM `translations` WHERE `website_id` = OLD.`website_id` AND `resource_type` = 'nav_item' AND `resource_id` = OLD.`id`;
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
CREATE TRIGGER `pages_translations_after_delete` AFTER DELETE ON `pages`
BEGIN
  DELETE FROM `translations` WHERE `website_id` = OLD.`website_id` AND `resource_type` = 'page' AND `resource_id` = OLD.`id`;
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
--> statement-breakpoint
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
CREATE TRIGGER `product_images_cover_after_update` AFTER UPDATE OF `product_id`, `position`, `key`, `width`, `height` ON `product_images`
BEGIN
  UPDATE `products` SET
    `cover_key` = (SELECT pi.`key` FROM `product_images` pi WHERE pi.`product_id` = `products`.`id` ORDER BY pi.`position`, pi.`id` LIMIT 1),
    `cover_width` = (SELECT pi.`width` FROM `product_images` pi WHERE pi.`product_id` = `products`.`id` ORDER BY pi.`position`, pi.`id` LIMIT 1),
    `cover_height` = (SELECT pi.`height` FROM `product_images` pi WHERE pi.`product_id` = `products`.`id` ORDER BY pi.`position`, pi.`id` LIMIT 1)
  WHERE `id` IN (NEW.`product_id`, OLD.`product_id`);
END;
--> statement-breakpoint
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
CREATE TRIGGER `products_version_after_insert` AFTER INSERT ON `products`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `products_version_after_delete` AFTER DELETE ON `products`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = OLD.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `products_translations_after_delete` AFTER DELETE ON `products`
BEGIN
  DELETE FROM `translations` WHERE `website_id` = OLD.`website_id` AND `resource_type` = 'product' AND `resource_id` = OLD.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `products_default_variant_after_insert` AFTER INSERT ON `products`
BEGIN
  INSERT INTO `variants` (`website_id`, `product_id`, `sku`, `price_cents`, `stock`, `position`)
    VALUES (NEW.`website_id`, NEW.`id`, NEW.`sku`, NEW.`price_cents`, NEW.`stock`, 0);
END;
--> statement-breakpoint
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
CREATE TRIGGER `products_options_guard_after_update` AFTER UPDATE OF `price_cents`, `stock` ON `products`
WHEN EXISTS (SELECT 1 FROM `variants` WHERE `product_id` = NEW.`id` AND `option1` <> '')
BEGIN
  SELECT RAISE(ABORT, 'CHECK constraint failed: products_variants_ck (a product with options sells by variant)')
  WHERE NEW.`price_cents` IS NOT (SELECT min(`price_cents`) FROM `variants` WHERE `product_id` = NEW.`id`)
    OR NEW.`stock` IS NOT (SELECT sum(`stock`) FROM `variants` WHERE `product_id` = NEW.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `products_version_after_update` AFTER UPDATE ON `products`
WHEN NEW.`compare_at_cents` IS OLD.`compare_at_cents` AND NEW.`prices_vary` IS OLD.`prices_vary` AND NEW.`has_options` IS OLD.`has_options`
  AND NEW.`cover_key` IS OLD.`cover_key` AND NEW.`cover_width` IS OLD.`cover_width` AND NEW.`cover_height` IS OLD.`cover_height`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
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
CREATE TRIGGER `sections_translations_after_delete` AFTER DELETE ON `sections`
BEGIN
  DELETE FROM `translations` WHERE `website_id` = OLD.`website_id` AND `resource_type` = 'section' AND `resource_id` = OLD.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `websites_version_after_update` AFTER UPDATE OF `domain`, `title`, `description`, `currency` ON `websites`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `websites_locale_version_after_update` AFTER UPDATE OF `default_locale` ON `websites`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `translations_version_after_insert` AFTER INSERT ON `translations`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `translations_version_after_update` AFTER UPDATE ON `translations`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `translations_version_after_delete` AFTER DELETE ON `translations`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = OLD.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `website_locales_version_after_insert` AFTER INSERT ON `website_locales`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `website_locales_version_after_update` AFTER UPDATE ON `website_locales`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `website_locales_version_after_delete` AFTER DELETE ON `website_locales`
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
--> statement-breakpoint
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
CREATE TRIGGER `variants_version_after_insert` AFTER INSERT ON `variants`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `variants_version_after_delete` AFTER DELETE ON `variants`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = OLD.`website_id`;
END;
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
--> statement-breakpoint
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
