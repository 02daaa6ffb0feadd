CREATE TABLE `custom_hostnames` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`website_id` integer NOT NULL,
	`hostname` text NOT NULL,
	`cf_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`ssl_status` text,
	`records` text DEFAULT '[]' NOT NULL,
	`errors` text DEFAULT '[]' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`checked_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `custom_hostnames_hostname_uq` ON `custom_hostnames` (`hostname`);--> statement-breakpoint
CREATE INDEX `custom_hostnames_site_idx` ON `custom_hostnames` (`website_id`);--> statement-breakpoint
CREATE TABLE `dev_saas_hostnames` (
	`id` text PRIMARY KEY NOT NULL,
	`hostname` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
