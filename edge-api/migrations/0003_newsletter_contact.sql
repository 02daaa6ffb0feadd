CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`website_id` integer NOT NULL,
	`section_id` integer NOT NULL,
	`page_slug` text NOT NULL,
	`section_title` text NOT NULL,
	`fields` text NOT NULL,
	`is_read` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contact_messages_site_created_idx` ON `contact_messages` (`website_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `contact_messages_site_read_idx` ON `contact_messages` (`website_id`,`is_read`);--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`website_id` integer NOT NULL,
	`email` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_site_email_uq` ON `newsletter_subscribers` (`website_id`,`email`);--> statement-breakpoint
CREATE INDEX `newsletter_site_created_idx` ON `newsletter_subscribers` (`website_id`,`created_at`,`id`);