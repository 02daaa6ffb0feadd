// Discounts (DESIGN §17): codes a shopper types and automatic discounts, and who used a once-per-email one.
// Migration 0011 is written by hand: the CHECKs (exactly one of code / automatic, usage within its limit) and the
// case-insensitive unique code index are expressions drizzle-kit does not write; this file mirrors its columns.
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, websites } from './schema';
import { orders } from './schema-orders';

export const discounts = sqliteTable('discounts', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  websiteId: integer('website_id')
    .notNull()
    .references(() => websites.id, { onDelete: 'cascade' }),
  // Null for an automatic discount; unique per store without regard to case (index on lower(code)).
  code: text('code'),
  title: text('title').notNull(),
  automatic: integer('automatic', { mode: 'boolean' }).notNull().default(false),
  kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
  // percent: whole percent 1-100; fixed: cents.
  value: integer('value').notNull(),
  appliesTo: text('applies_to', { enum: ['order', 'products'] }).notNull(),
  // JSON array of the store's product ids.
  productIds: text('product_ids').notNull().default('[]'),
  minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
  startsAt: text('starts_at'),
  endsAt: text('ends_at'),
  usageLimit: integer('usage_limit'),
  usageCount: integer('usage_count').notNull().default(0),
  oncePerEmail: integer('once_per_email', { mode: 'boolean' }).notNull().default(false),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  createdAt: createdAt(),
});

export const discountRedemptions = sqliteTable('discount_redemptions', {
  discountId: integer('discount_id')
    .notNull()
    .references(() => discounts.id, { onDelete: 'cascade' }),
  // Unique per discount without regard to case (index on lower(email)).
  email: text('email').notNull(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
});
