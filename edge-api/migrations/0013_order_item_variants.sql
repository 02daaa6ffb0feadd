-- Buying a variant (DESIGN §17): an order item remembers which variant was sold and its title ("M / Red").
-- variant_id has no foreign key on purpose: a merchant may delete the variant (or the product) later, and the order
-- keeps its own copy of name, variant title and price instead of losing the line or blocking the delete.
-- Items ordered before variants keep variant_id NULL and variant_title ''.
ALTER TABLE `order_items` ADD `variant_id` integer;--> statement-breakpoint
ALTER TABLE `order_items` ADD `variant_title` text DEFAULT '' NOT NULL;
