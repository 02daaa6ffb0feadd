CREATE TABLE `remote_channels` (
	`remote` text PRIMARY KEY NOT NULL,
	`active_release_id` integer NOT NULL,
	`previous_release_id` integer,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`active_release_id`) REFERENCES `remote_releases`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`previous_release_id`) REFERENCES `remote_releases`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `remote_failures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`remote` text NOT NULL,
	`version` text NOT NULL,
	`stage` text NOT NULL,
	`message` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `remote_failures_remote_idx` ON `remote_failures` (`remote`,`created_at`);--> statement-breakpoint
CREATE TABLE `remote_releases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`remote` text NOT NULL,
	`version` text NOT NULL,
	`manifest` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `remote_releases_version_uq` ON `remote_releases` (`remote`,`version`);