// Direct D1 fixtures for tests of one resource, so they do not depend on other resources' routes.
// Rows are written exactly as the API would write them; the API itself is always exercised through fetch.
import { env } from 'cloudflare:test';
import { STANDARD_PAGES } from '@app/contracts';
import { everyShard, placeStore, type ShardBinding } from '@app/db';
import { randomToken, sha256Hex } from '../src/lib/crypto';
import { minutesFromNow } from '../src/lib/time';
import { shardOf, unique, uniquePhone } from './helpers';

export interface MerchantFixture {
  token: string;
  userId: number;
  username: string;
}

/** An active merchant with a live session (bearer token). */
export async function merchantFixture(): Promise<MerchantFixture> {
  const username = unique('fx');
  const user = await env.CONTROL.prepare(
    `INSERT INTO users (username, email, phone_number, role_name, status) VALUES (?, ?, ?, 'user', 'active') RETURNING id`,
  )
    .bind(username, `${username}@example.com`, uniquePhone())
    .first<{ id: number }>();
  const token = randomToken();
  await env.CONTROL.prepare(`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)`)
    .bind(await sha256Hex(token), user!.id, minutesFromNow(60 * 24))
    .run();
  return { token, userId: user!.id, username };
}

/** A website owned by the merchant, with its three standard pages (published); `db` is its shard's database. */
async function websiteFixture(
  userId: number,
  domain = unique('fxshop'),
  shard?: ShardBinding,
): Promise<{ websiteId: number; domain: string; db: D1Database }> {
  // As the API creates one: its directory row in CONTROL first (id and shard), then its rows in that shard.
  const store = await placeStore(env, userId, domain, shard);
  const websiteId = store.id;
  await store.db
    .prepare(`INSERT INTO websites (id, owner_id, domain, title, description) VALUES (?, ?, ?, 'Fixture shop', 'A shop')`)
    .bind(websiteId, userId, domain)
    .run();
  await store.db.batch(
    STANDARD_PAGES.map((p) =>
      store.db
        .prepare(
          `INSERT INTO pages (website_id, title, slug, meta_title, meta_description, is_published) VALUES (?, ?, ?, 'Meta title', 'Meta description', 1)`,
        )
        .bind(websiteId, p.title, p.slug),
    ),
  );
  return { websiteId, domain, db: store.db };
}

/** A merchant with a website; `shard`: on that shard (tenancy tests), else on the least-filled one as the API does. */
export async function merchantWithWebsiteFixture(opts: { shard?: ShardBinding } = {}) {
  const m = await merchantFixture();
  return { ...m, ...(await websiteFixture(m.userId, undefined, opts.shard)) };
}

/** A product row (price in cents) for checkout, order and listing tests. */
export async function productFixture(websiteId: number, opts: { priceCents?: number; stock?: number; name?: string } = {}) {
  const db = await shardOf(websiteId);
  const row = await db
    .prepare(
      `INSERT INTO products (website_id, name, description, price_cents, stock, category, rating) VALUES (?, ?, 'A product', ?, ?, 'General', 4) RETURNING id`,
    )
    .bind(websiteId, opts.name ?? unique('p'), opts.priceCents ?? 1000, opts.stock ?? 10)
    .first<{ id: number }>();
  return row!.id;
}

export const contentVersion = async (websiteId: number) =>
  (await (
    await shardOf(websiteId)
  )
    .prepare('SELECT content_version AS v FROM websites WHERE id = ?')
    .bind(websiteId)
    .first<{ v: number }>())!.v;

/**
 * The website row of a merchant as the shards hold it (null without one): what the website tests check after each
 * call. Every shard is read, not only the directory's, so a row left behind in any shard shows.
 */
export async function siteOf(userId: number) {
  const rows = await Promise.all(
    everyShard(env).map(({ db }) => db.prepare('SELECT * FROM websites WHERE owner_id = ?').bind(userId).all<Record<string, unknown>>()),
  );
  const found = rows.flatMap((r) => r.results);
  if (found.length > 1) throw new Error(`merchant ${userId} has ${found.length} website rows across the shards`);
  return found[0] ?? null;
}

/** The message of a missing or blank required field (DESIGN §14: the English beside the code). */
export const FILL = 'Please fill in all fields.';
