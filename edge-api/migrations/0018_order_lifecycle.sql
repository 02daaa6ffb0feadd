-- The merchant's order lifecycle (DESIGN §18, #17): fulfil, cancel, refund, mark paid.
-- refunded_cents: money given back so far. Its CHECK makes an impossible value fail the whole D1 batch: the lifecycle
-- writes -1 into it when its guarded UPDATE moved nothing (another tab moved the order first), so the refund row and
-- the restock of that batch are rolled back with it (edge-api services/order-lifecycle.ts).
ALTER TABLE `orders` ADD `refunded_cents` integer DEFAULT 0 NOT NULL CHECK (`refunded_cents` >= 0 AND `refunded_cents` <= `total_cents`);
--> statement-breakpoint
ALTER TABLE `orders` ADD `fulfilled_at` text;
--> statement-breakpoint
ALTER TABLE `orders` ADD `tracking_number` text;
--> statement-breakpoint
ALTER TABLE `orders` ADD `carrier` text;
--> statement-breakpoint
ALTER TABLE `orders` ADD `cancelled_at` text;
--> statement-breakpoint
-- Set when the order's items went back on their variants (a cancel or refund with restock): never twice.
ALTER TABLE `orders` ADD `restocked_at` text;
--> statement-breakpoint
-- Each refund, written in the batch that raises orders.refunded_cents. status: 'pending' while the provider is asked,
-- then 'succeeded' or 'failed' (a failed one is given back to refunded_cents). idempotency_key is unique per order, so
-- a retried request finds its refund instead of refunding twice.
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
CREATE UNIQUE INDEX `refunds_key_uq` ON `refunds` (`website_id`,`order_id`,`idempotency_key`);
--> statement-breakpoint
-- Reports net refunds by the day they were made.
CREATE INDEX `refunds_site_created_idx` ON `refunds` (`website_id`,`created_at`);
--> statement-breakpoint
-- The orders list filtered by status, newest first.
CREATE INDEX `orders_site_status_created_idx` ON `orders` (`website_id`,`status`,`created_at`,`id`);
