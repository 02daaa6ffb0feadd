-- Asynchronous payments (DESIGN §18, issue #17): an order can wait for its provider (pending, awaiting_payment) while
-- it holds the stock and the discount use its checkout took. Written by hand (partial unique indexes, the backfill);
-- packages/db/src/schema-orders.ts and schema-payments.ts mirror the columns for queries.
-- Which provider takes the order's money ('test', 'stripe', 'chapa', 'cash_on_delivery'); older orders: the test card.
ALTER TABLE `orders` ADD `provider` text DEFAULT 'test' NOT NULL;
--> statement-breakpoint
-- The provider's id for the payment (a Checkout Session id, a Chapa tx_ref, the test provider's ref); null until created.
ALTER TABLE `orders` ADD `provider_ref` text;
--> statement-breakpoint
-- Our own reference for an order written before its payment exists: its batch finds the new order's id by it (as the
-- card flow does by its transaction's txn_id), and the payment's transaction row takes it as txn_id when paid.
ALTER TABLE `orders` ADD `checkout_ref` text;
--> statement-breakpoint
-- When a pending order stops holding its stock (the expiry cron's cutoff); null for orders that never wait.
ALTER TABLE `orders` ADD `expires_at` text;
--> statement-breakpoint
-- What the provider says was taken, in cents (0 until paid); refunds are checked against it.
ALTER TABLE `orders` ADD `paid_cents` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- The discount whose use the order took, so that releasing the order gives that use back.
ALTER TABLE `orders` ADD `discount_id` integer;
--> statement-breakpoint
UPDATE `orders` SET `paid_cents` = `total_cents` WHERE `status` = 'paid';
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_checkout_ref_uq` ON `orders` (`checkout_ref`) WHERE `checkout_ref` IS NOT NULL;
--> statement-breakpoint
CREATE INDEX `orders_provider_ref_idx` ON `orders` (`provider`, `provider_ref`) WHERE `provider_ref` IS NOT NULL;
--> statement-breakpoint
-- The expiry cron's scan: only orders still waiting, oldest cutoff first.
CREATE INDEX `orders_pending_expiry_idx` ON `orders` (`expires_at`) WHERE `status` = 'pending';
--> statement-breakpoint
-- Each provider event is applied once: the webhook route inserts here first and stops when the row already exists.
CREATE TABLE `payment_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`provider` text NOT NULL,
	`event_id` text NOT NULL,
	`website_id` integer NOT NULL,
	`order_id` integer,
	`received_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_events_provider_event_uq` ON `payment_events` (`provider`, `event_id`);
--> statement-breakpoint
-- The built-in test provider's own books (what Stripe or Chapa keep on their side): one row per payment, the secret its
-- hosted page's form must carry, the outcome the shopper chose and what was refunded.
CREATE TABLE `test_payments` (
	`ref` text PRIMARY KEY NOT NULL,
	`website_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL CHECK (`status` IN ('pending', 'succeeded', 'failed', 'expired')),
	`form_secret` text NOT NULL,
	`return_url` text NOT NULL,
	`refunded_cents` integer DEFAULT 0 NOT NULL CHECK (`refunded_cents` >= 0 AND `refunded_cents` <= `amount_cents`),
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
