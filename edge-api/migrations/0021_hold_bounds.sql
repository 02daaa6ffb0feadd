-- Bounded holds (#32): what unpaid orders may hold. client_key: a hash of the store and the caller's address of a
-- waiting order (checkout bounds the units one client holds per product and per store). confirmed_at: the merchant's
-- confirmation of a cash-on-delivery order, which ends its expiry (an unconfirmed one expires after the store's
-- cod_confirm_hours, its stock and discount use released). The expiry cron's queue now covers both waiting states.
-- Cash orders placed before this migration have no expires_at: they keep holding until the merchant acts, as before.
DROP INDEX `orders_pending_expiry_idx`;--> statement-breakpoint
ALTER TABLE `orders` ADD `client_key` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `confirmed_at` text;--> statement-breakpoint
CREATE INDEX `orders_hold_expiry_idx` ON `orders` (`expires_at`) WHERE "orders"."status" IN ('pending', 'awaiting_payment') AND "orders"."expires_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `orders_client_holds_idx` ON `orders` (`website_id`,`client_key`,`created_at`) WHERE "orders"."client_key" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `payment_settings` ADD `cod_confirm_hours` integer DEFAULT 48 NOT NULL;