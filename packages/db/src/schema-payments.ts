// Asynchronous payments (DESIGN §18, migration 0016, written by hand there): which provider events were applied, and
// the built-in test provider's own books. The orders table's payment columns are in schema-orders.ts.
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** One row per provider event applied: the unique (provider, event_id) makes a redelivered webhook a no-op. */
export const paymentEvents = sqliteTable(
  'payment_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    websiteId: integer('website_id').notNull(),
    orderId: integer('order_id'),
    receivedAt: text('received_at').notNull(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_uq').on(t.provider, t.eventId)],
);

/** The test provider's side of a payment (what Stripe or Chapa would keep): outcome, form secret, refunds. */
export const testPayments = sqliteTable('test_payments', {
  ref: text('ref').primaryKey(),
  websiteId: integer('website_id').notNull(),
  orderId: integer('order_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  // 'pending' | 'succeeded' | 'failed' | 'expired' (a CHECK in the migration)
  status: text('status').notNull().default('pending'),
  formSecret: text('form_secret').notNull(),
  returnUrl: text('return_url').notNull(),
  refundedCents: integer('refunded_cents').notNull().default(0),
  createdAt: text('created_at').notNull(),
});
