// Refunds of an order (DESIGN §18, migration 0018): one row per refund, written in the batch that raises
// orders.refunded_cents, so the order and its refunds never disagree.
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './schema';
import { orders } from './schema-orders';

export const refunds = sqliteTable(
  'refunds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    websiteId: integer('website_id').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    // 'cancelled' for the refund a cancel makes; else the merchant's reason ('' when none).
    reason: text('reason').notNull().default(''),
    restock: integer('restock', { mode: 'boolean' }).notNull().default(false),
    providerRef: text('provider_ref'),
    // 'pending' while the provider is asked, then 'succeeded' or 'failed' (given back to orders.refunded_cents).
    status: text('status').notNull().default('pending'),
    // Unique per order: a retried request finds its refund instead of refunding twice.
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refunds_key_uq').on(t.websiteId, t.orderId, t.idempotencyKey),
    index('refunds_site_created_idx').on(t.websiteId, t.createdAt),
  ],
);
