CREATE TABLE `domain_redirects` (
	`domain` text PRIMARY KEY NOT NULL,
	`website_id` integer NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `domain_redirects_site_idx` ON `domain_redirects` (`website_id`);