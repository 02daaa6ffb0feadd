ALTER TABLE `payment_settings` ADD `providers` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- Every existing store keeps its one provider as its only enabled one (#34: several ways to pay).
UPDATE `payment_settings` SET `providers` = json_array(`provider`);
