CREATE TABLE `preview_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`website_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`revoked_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `preview_links_token_uq` ON `preview_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `preview_links_site_idx` ON `preview_links` (`website_id`,`id`);--> statement-breakpoint
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
CREATE INDEX `publication_events_site_idx` ON `publication_events` (`website_id`,`id`);--> statement-breakpoint
CREATE TABLE `publication_media` (
	`website_id` integer NOT NULL,
	`publication_id` integer NOT NULL,
	`key` text NOT NULL,
	PRIMARY KEY(`publication_id`, `key`),
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`publication_id`) REFERENCES `publications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `publication_media_key_idx` ON `publication_media` (`key`);--> statement-breakpoint
CREATE TABLE `publications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`website_id` integer NOT NULL,
	`hash` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`author_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `publications_site_idx` ON `publications` (`website_id`,`id`);--> statement-breakpoint
CREATE INDEX `publications_site_hash_idx` ON `publications` (`website_id`,`hash`);--> statement-breakpoint
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
CREATE INDEX `scheduled_publishes_at_idx` ON `scheduled_publishes` (`at`);--> statement-breakpoint
ALTER TABLE `websites` ADD `live_publication_id` integer;