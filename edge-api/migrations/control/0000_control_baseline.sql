-- Baseline of the control plane (CONTROL) (#35): the tables, indexes and triggers migrations 0000-0027 of the single database had
-- built, as that database held them (hand-written triggers and CHECKs included); later migrations follow it.
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
CREATE TABLE `dev_saas_hostnames` (
	`id` text PRIMARY KEY NOT NULL,
	`hostname` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `auth_counters` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`window_start` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `domain_redirects` (
	`domain` text PRIMARY KEY NOT NULL,
	`website_id` integer NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `otp_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`phone_number` text NOT NULL,
	`purpose` text NOT NULL,
	`code_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`expires_at` text NOT NULL,
	`revoked_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `sms_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to_phone` text NOT NULL,
	`body` text NOT NULL,
	`code` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
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
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`email` text,
	`phone_number` text,
	`password_hash` text,
	`role_name` text DEFAULT 'user' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
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
,
	`session_id` integer);
--> statement-breakpoint
CREATE TABLE `remote_releases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`remote` text NOT NULL,
	`version` text NOT NULL,
	`manifest` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
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
CREATE UNIQUE INDEX `custom_hostnames_hostname_uq` ON `custom_hostnames` (`hostname`);
--> statement-breakpoint
CREATE INDEX `custom_hostnames_site_idx` ON `custom_hostnames` (`website_id`);
--> statement-breakpoint
CREATE INDEX `domain_redirects_site_idx` ON `domain_redirects` (`website_id`);
--> statement-breakpoint
CREATE INDEX `otp_phone_idx` ON `otp_codes` (`phone_number`,`purpose`,`created_at`);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token_uq` ON `sessions` (`token_hash`);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);
--> statement-breakpoint
CREATE INDEX `sms_outbox_phone_idx` ON `sms_outbox` (`to_phone`,`created_at`);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_uq` ON `users` (`username`);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_phone_uq` ON `users` (`phone_number`);
--> statement-breakpoint
CREATE INDEX `remote_failures_remote_idx` ON `remote_failures` (`remote`,`created_at`);
--> statement-breakpoint
CREATE UNIQUE INDEX `remote_failures_session_uq` ON `remote_failures` (`remote`,`version`,`stage`,`session_id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `remote_releases_version_uq` ON `remote_releases` (`remote`,`version`);
--> statement-breakpoint
CREATE INDEX `remote_rollbacks_remote_idx` ON `remote_rollbacks` (`remote`,`created_at`);
--> statement-breakpoint
CREATE INDEX `email_outbox_to_idx` ON `email_outbox` (`to_email`,`created_at`);
--> statement-breakpoint
CREATE TABLE `stores` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`owner_id` integer NOT NULL,
	`domain` text NOT NULL,
	`shard` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`moved_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stores_owner_uq` ON `stores` (`owner_id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `stores_domain_uq` ON `stores` (`domain`);
--> statement-breakpoint
CREATE INDEX `stores_shard_idx` ON `stores` (`shard`);
