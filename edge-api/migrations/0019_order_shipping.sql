-- Where an order ships and the shopper's language (issue #17, DESIGN §18): checkout collects the address with the
-- email (customer_email, from 0000); older orders keep '' (no address) and 'en'. The email outbox keeps the shopper
-- emails a local run "sends" (EMAIL_PROVIDER=outbox), readable at GET /__dev/email?to= with DEV_ROUTES.
ALTER TABLE `orders` ADD `ship_line1` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `ship_line2` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `ship_city` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `ship_region` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `ship_postal_code` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `ship_country` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `customer_locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to_email` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text NOT NULL,
	`locale` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `email_outbox_to_idx` ON `email_outbox` (`to_email`,`created_at`);
