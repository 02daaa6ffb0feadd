// Orders and what a checkout writes with them: the order, its items, the payment's transaction and the idempotency
// key that makes a retried checkout answer once (DESIGN §5, §17). Split from schema.ts, which had passed 300 lines.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, websites } from './schema';

export const orders = sqliteTable(
  'orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    // contracts ORDER_STATUSES: 'pending' | 'awaiting_payment' | 'paid' | 'failed' | 'expired' | ...
    status: text('status').notNull(),
    totalCents: integer('total_cents').notNull(),
    // Before the discount (migration 0011; older orders: the total). total = subtotal - discount.
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    discountCode: text('discount_code'),
    currency: text('currency').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    // Where it ships (migration 0019); '' on orders placed before checkout asked. ship_country: ISO 3166-1 alpha-2.
    shipLine1: text('ship_line1').notNull().default(''),
    shipLine2: text('ship_line2').notNull().default(''),
    shipCity: text('ship_city').notNull().default(''),
    shipRegion: text('ship_region').notNull().default(''),
    shipPostalCode: text('ship_postal_code').notNull().default(''),
    shipCountry: text('ship_country').notNull().default(''),
    // The checkout page's language: the shopper's emails are written in it.
    customerLocale: text('customer_locale').notNull().default('en'),
    createdAt: createdAt(),
    // Asynchronous payments (migration 0016): the provider, its payment id, our checkout reference (the txn_id of the
    // transaction written when paid), when a pending order stops holding stock, what was taken and the discount used.
    provider: text('provider').notNull().default('test'),
    providerRef: text('provider_ref'),
    checkoutRef: text('checkout_ref'),
    expiresAt: text('expires_at'),
    paidCents: integer('paid_cents').notNull().default(0),
    discountId: integer('discount_id'),
    // The merchant's lifecycle (migration 0018): money given back (CHECK 0..total), shipping, cancel and restock times.
    refundedCents: integer('refunded_cents').notNull().default(0),
    fulfilledAt: text('fulfilled_at'),
    trackingNumber: text('tracking_number'),
    carrier: text('carrier'),
    cancelledAt: text('cancelled_at'),
    restockedAt: text('restocked_at'),
    // Holds (migration 0021, #32): who placed a waiting order (a hash of the store and the caller's address, never the
    // address), so one client's unpaid orders can be bounded, and when the merchant confirmed a cash-on-delivery order
    // (it then holds its stock until delivered instead of expiring at expires_at).
    clientKey: text('client_key'),
    confirmedAt: text('confirmed_at'),
  },
  (t) => [
    index('orders_site_created_idx').on(t.websiteId, t.createdAt, t.id),
    index('orders_site_status_created_idx').on(t.websiteId, t.status, t.createdAt, t.id),
    // Partial (migration 0016): only orders that wait for a payment carry a checkout_ref, a provider_ref or a cutoff.
    uniqueIndex('orders_checkout_ref_uq')
      .on(t.checkoutRef)
      .where(sql`${t.checkoutRef} IS NOT NULL`),
    index('orders_provider_ref_idx')
      .on(t.provider, t.providerRef)
      .where(sql`${t.providerRef} IS NOT NULL`),
    // The expiry cron's queue: pending orders and unconfirmed cash-on-delivery orders, by when their hold ends.
    index('orders_hold_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} IN ('pending', 'awaiting_payment') AND ${t.expiresAt} IS NOT NULL`),
    // What one client holds in a store (checkout's hold bounds).
    index('orders_client_holds_idx')
      .on(t.websiteId, t.clientKey, t.createdAt)
      .where(sql`${t.clientKey} IS NOT NULL`),
  ],
);

export const orderItems = sqliteTable(
  'order_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    websiteId: integer('website_id').notNull(),
    productId: integer('product_id').notNull(),
    // The variant bought (migration 0013). No foreign key: the merchant may delete the variant later, and the order
    // keeps what was sold (its own copy of name, title and price) rather than losing the line or blocking the delete.
    // Null on orders placed before variants.
    variantId: integer('variant_id'),
    name: text('name').notNull(),
    // "M / Red" (contracts variantTitle), as it was when ordered; '' for a product without options and older orders.
    variantTitle: text('variant_title').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_site_product_idx').on(t.websiteId, t.productId)],
);

export const transactions = sqliteTable(
  'transactions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    txnId: text('txn_id').notNull(),
    refId: text('ref_id').notNull(),
    thirdPartyId: text('third_party_id').notNull(),
    merId: integer('mer_id').notNull(),
    merName: text('mer_name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    paymentVia: text('payment_via').notNull(),
    reason: text('reason').notNull().default(''),
    // 'success' | 'failed'
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('transactions_site_created_idx').on(t.websiteId, t.createdAt, t.id), uniqueIndex('transactions_txn_uq').on(t.txnId)],
);

export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    websiteId: integer('website_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    // Null while the first request is still being processed.
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.key] })],
);

/**
 * An order's history (DESIGN §18): one row per change of state or of what the merchant recorded (created, paid,
 * fulfilled, refunded ...), written in the same batch as the change it describes, so the timeline never disagrees
 * with the order. `actor` says who moved it: 'shopper', 'provider', 'merchant' or 'system' (the expiry cron).
 */
export const orderEvents = sqliteTable(
  'order_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    websiteId: integer('website_id').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    note: text('note').notNull().default(''),
    actor: text('actor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);
