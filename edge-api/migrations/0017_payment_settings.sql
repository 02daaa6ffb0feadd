-- A store's payment provider, currency and encrypted credentials (DESIGN §18; packages/db/src/schema-payments.ts).
CREATE TABLE `payment_settings` (
	`website_id` integer PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`currency` text NOT NULL,
	`credentials_provider` text,
	`credentials_ciphertext` text,
	`iv` text,
	`key_version` integer DEFAULT 1 NOT NULL,
	`hint` text,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
