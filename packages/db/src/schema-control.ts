// The control plane's tables (DESIGN §20: the CONTROL database): accounts, sign-in, sign-up codes, rate-limit counters,
// the SMS outbox, domains, the test payment provider's own books (what Stripe would keep, not the store's). Nothing
// here is a store's content; control.ts lists every control table, shard.ts every store shard's.
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './schema-common';

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    username: text('username').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash'),
    roleName: text('role_name').notNull().default('user'),
    // 'pending' until the phone is verified, then 'active'.
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_username_uq').on(t.username), uniqueIndex('users_phone_uq').on(t.phoneNumber)],
);

export const sessions = sqliteTable(
  'sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    // SHA-256 of the token, hex. The token itself is never stored.
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
    revokedAt: text('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const otpCodes = sqliteTable(
  'otp_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    phoneNumber: text('phone_number').notNull(),
    // 'register' or 'login'
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [index('otp_phone_idx').on(t.phoneNumber, t.purpose, t.createdAt)],
);

// Fixed-window counters (send limits, failed codes, failed logins), updated atomically by one upsert.
export const authCounters = sqliteTable('auth_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: text('window_start').notNull(),
});

export const smsOutbox = sqliteTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    toPhone: text('to_phone').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.toPhone, t.createdAt)],
);

// A store's former domains (issue #34 item 13): /published/{old}/... answers 301 to the same path under the store's
// current domain until `expires_at` (DOMAIN_REDIRECT_DAYS after the change). A store that takes the old name deletes
// the row in the same batch (edge-api db/websites.ts): the name is then that store's and the redirect ends.
export const domainRedirects = sqliteTable(
  'domain_redirects',
  {
    domain: text('domain').primaryKey(),
    // The store (a website id; no foreign key: websites live in the store shards).
    websiteId: integer('website_id').notNull(),
    expiresAt: text('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('domain_redirects_site_idx').on(t.websiteId)],
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
  createdAt: createdAt(),
});

/**
 * The store directory (DESIGN §20): which shard holds a store's rows, and what finds a store without reading a shard
 * (its owner, its domain). `id` is the store's website id everywhere (the shard's websites row takes it), handed out
 * here so ids never collide across shards. `status`: 'active'; a move (#35 item 4) sets 'moving' while it copies and
 * `moved_at` when it flips `shard`. Written with the website's row in the shard; read through packages/db shards.ts.
 */
export const stores = sqliteTable(
  'stores',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ownerId: integer('owner_id').notNull(),
    domain: text('domain').notNull(),
    // A binding name of packages/db shards.ts's SHARDS ('SHARD_0', ...).
    shard: text('shard').notNull(),
    status: text('status').notNull().default('active'),
    movedAt: text('moved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stores_owner_uq').on(t.ownerId),
    uniqueIndex('stores_domain_uq').on(t.domain),
    index('stores_shard_idx').on(t.shard),
  ],
);
