// Payments (DESIGN §18). Asynchronous payments (migration 0016, written by hand there): which provider events were
// applied (the built-in test provider's own books are a control table, schema-control.ts); the orders table's payment columns are in schema-orders.ts.
// A store's payment settings (migration 0017): one row per website, written by PUT /website/payments. The provider's
// credentials are stored only as AES-GCM ciphertext (edge-api src/payments/credentials-crypto.ts); `hint` keeps what
// the dashboard may show of them. No row: the built-in test provider in the store's currency.
import { PAYMENT_PROVIDERS } from '@app/contracts/payment-providers';
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { now, websites } from './schema';

/** One row per provider event applied: the unique (provider, event_id) makes a redelivered webhook a no-op. */
export const paymentEvents = sqliteTable(
  'payment_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    websiteId: integer('website_id').notNull(),
    orderId: integer('order_id'),
    receivedAt: text('received_at').notNull().default(now),
  },
  (t) => [uniqueIndex('payment_events_provider_event_uq').on(t.provider, t.eventId)],
);

export const paymentSettings = sqliteTable('payment_settings', {
  websiteId: integer('website_id')
    .primaryKey()
    .references(() => websites.id, { onDelete: 'cascade' }),
  // The provider list's ids (a type only: SQLite keeps any text, so a new provider needs no migration).
  provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
  // The ways the store takes payment (#34), a JSON array of provider ids in checkout's order, e.g.
  // ["chapa","cash_on_delivery"]; `provider` is its first (what older code reads). Migration 0025 filled it from
  // `provider` for every existing row, so no store lost its choice.
  providers: text('providers').notNull().default('[]'),
  currency: text('currency').notNull(),
  // Which provider the stored credentials are for (switching provider keeps the other's until replaced).
  credentialsProvider: text('credentials_provider'),
  // base64 AES-GCM ciphertext (with its tag) of JSON {secret_key, webhook_secret}; the website id is the AAD.
  credentialsCiphertext: text('credentials_ciphertext'),
  // base64 96-bit IV, fresh for every encryption.
  iv: text('iv'),
  // Which PAYMENTS_KEY encrypted it (rotation: decrypt with the old, re-encrypt with the new).
  keyVersion: integer('key_version').notNull().default(1),
  // JSON {secret_key, webhook_secret}: the last 4 characters of each, what the dashboard shows.
  hint: text('hint'),
  // Hours a cash-on-delivery order waits for the merchant's confirmation before it expires and its stock is released
  // (migration 0021; contracts COD_CONFIRM_HOURS_*).
  codConfirmHours: integer('cod_confirm_hours').notNull().default(48),
  // The stored secret key was saved while its provider could not be reached to check it (#34 item 3): the Payments
  // screen says "not checked yet" until a later save checks it again and the provider answers.
  keyUnchecked: integer('key_unchecked', { mode: 'boolean' }).notNull().default(false),
  updatedAt: text('updated_at').notNull(),
});
