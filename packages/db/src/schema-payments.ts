// A store's payment settings (DESIGN §18, migration 0017): one row per website, written by PUT /website/payments.
// The provider's credentials are stored only as AES-GCM ciphertext (edge-api src/payments/credentials-crypto.ts);
// `hint` keeps what the dashboard may show of them. No row: the built-in test provider in the store's currency.
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { websites } from './schema';

export const paymentSettings = sqliteTable('payment_settings', {
  websiteId: integer('website_id')
    .primaryKey()
    .references(() => websites.id, { onDelete: 'cascade' }),
  // contracts PAYMENT_PROVIDERS
  provider: text('provider', { enum: ['test', 'stripe', 'chapa', 'cash_on_delivery'] }).notNull(),
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
  updatedAt: text('updated_at').notNull(),
});
