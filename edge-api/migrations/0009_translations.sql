CREATE TABLE `translations` (
	`website_id` integer NOT NULL,
	`resource_type` text NOT NULL,
	`resource_id` integer NOT NULL,
	`locale` text NOT NULL,
	`fields` text DEFAULT '{}' NOT NULL,
	`source_hash` text NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`website_id`, `resource_type`, `resource_id`, `locale`),
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `website_locales` (
	`website_id` integer NOT NULL,
	`locale` text NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	PRIMARY KEY(`website_id`, `locale`),
	FOREIGN KEY (`website_id`) REFERENCES `websites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `websites` ADD `default_locale` text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
-- Hand-added (drizzle-kit does not write triggers). A translation names its resource by (type, id), which no foreign
-- key can express across tables: these triggers delete a resource's translations with the resource, in the same
-- transaction, whatever deleted it (a route, a cascade from its page or website, a restore).
CREATE TRIGGER `pages_translations_after_delete` AFTER DELETE ON `pages`
BEGIN
  DELETE FROM `translations` WHERE `website_id` = OLD.`website_id` AND `resource_type` = 'page' AND `resource_id` = OLD.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `sections_translations_after_delete` AFTER DELETE ON `sections`
BEGIN
  DELETE FROM `translations` WHERE `website_id` = OLD.`website_id` AND `resource_type` = 'section' AND `resource_id` = OLD.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `nav_items_translations_after_delete` AFTER DELETE ON `nav_items`
BEGIN
  DELETE FROM `translations` WHERE `website_id` = OLD.`website_id` AND `resource_type` = 'nav_item' AND `resource_id` = OLD.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `products_translations_after_delete` AFTER DELETE ON `products`
BEGIN
  DELETE FROM `translations` WHERE `website_id` = OLD.`website_id` AND `resource_type` = 'product' AND `resource_id` = OLD.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `heroes_translations_after_delete` AFTER DELETE ON `heroes`
BEGIN
  DELETE FROM `translations` WHERE `website_id` = OLD.`website_id` AND `resource_type` = 'hero' AND `resource_id` = OLD.`website_id`;
END;
--> statement-breakpoint
-- content_version (migration 0004): a storefront page shows translations (product ones at once, content ones through
-- the preview of the draft) and follows the store's languages.
CREATE TRIGGER `translations_version_after_insert` AFTER INSERT ON `translations`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `translations_version_after_update` AFTER UPDATE ON `translations`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `translations_version_after_delete` AFTER DELETE ON `translations`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = OLD.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `website_locales_version_after_insert` AFTER INSERT ON `website_locales`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `website_locales_version_after_update` AFTER UPDATE ON `website_locales`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `website_locales_version_after_delete` AFTER DELETE ON `website_locales`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = OLD.`website_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `websites_locale_version_after_update` AFTER UPDATE OF `default_locale` ON `websites`
BEGIN
  UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`id`;
END;
