CREATE TABLE `remote_rollbacks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`remote` text NOT NULL,
	`from_version` text NOT NULL,
	`to_version` text NOT NULL,
	`actor` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `remote_rollbacks_remote_idx` ON `remote_rollbacks` (`remote`,`created_at`);--> statement-breakpoint
ALTER TABLE `remote_failures` ADD `session_id` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `remote_failures_session_uq` ON `remote_failures` (`remote`,`version`,`stage`,`session_id`);