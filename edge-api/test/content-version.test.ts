// The storefront's page version (websites.content_version, part of its cache key: storefront-worker/src/cache.ts)
// is bumped by the database (migration 0004): any insert, update or delete of a row a storefront page shows bumps
// it, whatever code wrote it; a write to a table no page shows leaves it alone.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { contentVersion, merchantWithWebsiteFixture, productFixture } from './fixtures';
import { unique } from './helpers';

// The shard of the store the test writes to (each test sets it after making its store).
let db: D1Database;
const run = (sql: string, ...args: unknown[]) =>
  db
    .prepare(sql)
    .bind(...args)
    .run();
const first = async (sql: string, ...args: unknown[]) =>
  (await db
    .prepare(sql)
    .bind(...args)
    .first<{ id: number }>())!.id;

/** Runs `write` and returns how much the website's version moved. */
async function bumpOf(websiteId: number, write: () => Promise<unknown>): Promise<number> {
  const before = await contentVersion(websiteId);
  await write();
  return (await contentVersion(websiteId)) - before;
}

type Writes = {
  insert: (w: number) => Promise<number>;
  update: (w: number, id: number) => Promise<unknown>;
  remove: (w: number, id: number) => Promise<unknown>;
};

const shown: Record<string, Writes> = {
  chrome: {
    insert: async (w) => (await run(`INSERT INTO chrome (website_id, place, html_content) VALUES (?, 'header', '<b>Hi</b>')`, w), 0),
    update: (w) => run(`UPDATE chrome SET html_content = 'Bye' WHERE website_id = ?`, w),
    remove: (w) => run(`DELETE FROM chrome WHERE website_id = ?`, w),
  },
  nav_items: {
    insert: (w) =>
      first(`INSERT INTO nav_items (website_id, place, position, title, link) VALUES (?, 'header', 0, 'Shop', '/shop') RETURNING id`, w),
    update: (_w, id) => run(`UPDATE nav_items SET title = 'Store' WHERE id = ?`, id),
    remove: (_w, id) => run(`DELETE FROM nav_items WHERE id = ?`, id),
  },
  heroes: {
    insert: async (w) => (
      await run(`INSERT INTO heroes (website_id, title, subtitle, image_key) VALUES (?, 'T', 'S', 'hero/x.png')`, w),
      0
    ),
    update: (w) => run(`UPDATE heroes SET title = 'New' WHERE website_id = ?`, w),
    remove: (w) => run(`DELETE FROM heroes WHERE website_id = ?`, w),
  },
  pages: {
    insert: (w) => first(`INSERT INTO pages (website_id, title, slug) VALUES (?, 'Extra', ?) RETURNING id`, w, unique('extra')),
    update: (_w, id) => run(`UPDATE pages SET is_published = 1 WHERE id = ?`, id),
    remove: (_w, id) => run(`DELETE FROM pages WHERE id = ?`, id),
  },
  sections: {
    insert: async (w) => {
      const page = await first(`SELECT id FROM pages WHERE website_id = ? LIMIT 1`, w);
      return first(`INSERT INTO sections (website_id, page_id, title, type) VALUES (?, ?, 'About', 'text') RETURNING id`, w, page);
    },
    update: (_w, id) => run(`UPDATE sections SET content = '{"text":"x"}' WHERE id = ?`, id),
    remove: (_w, id) => run(`DELETE FROM sections WHERE id = ?`, id),
  },
  products: {
    insert: (w) => productFixture(w, { stock: 3 }),
    update: (_w, id) => run(`UPDATE products SET stock = stock - 1 WHERE id = ?`, id),
    remove: (_w, id) => run(`DELETE FROM products WHERE id = ?`, id),
  },
  product_images: {
    insert: async (w) => {
      const product = await productFixture(w);
      return first(
        `INSERT INTO product_images (product_id, website_id, key, content_type) VALUES (?, ?, ?, 'image/png') RETURNING id`,
        product,
        w,
        unique('products/i'),
      );
    },
    update: (_w, id) => run(`UPDATE product_images SET position = 1 WHERE id = ?`, id),
    remove: (_w, id) => run(`DELETE FROM product_images WHERE id = ?`, id),
  },
  // DESIGN §16: a page shows translations (a product's at once) and follows the store's languages.
  translations: {
    insert: async (w) => (
      await run(
        `INSERT INTO translations (website_id, resource_type, resource_id, locale, fields, source_hash, updated_at) VALUES (?, 'website', ?, 'es', '{"title":"Uno"}', 'h', 'now')`,
        w,
        w,
      ),
      0
    ),
    update: (w) => run(`UPDATE translations SET fields = '{"title":"Dos"}' WHERE website_id = ?`, w),
    remove: (w) => run(`DELETE FROM translations WHERE website_id = ?`, w),
  },
  website_locales: {
    insert: async (w) => (await run(`INSERT INTO website_locales (website_id, locale, enabled) VALUES (?, 'es', 1)`, w), 0),
    update: (w) => run(`UPDATE website_locales SET enabled = 0 WHERE website_id = ?`, w),
    remove: (w) => run(`DELETE FROM website_locales WHERE website_id = ?`, w),
  },
};

describe('content_version follows every write a storefront page shows', () => {
  for (const [table, writes] of Object.entries(shown)) {
    it(`${table}: insert, update and delete each bump it, for that website only`, async () => {
      const site = await merchantWithWebsiteFixture();
      db = site.db;
      db = site.db;
      const other = await merchantWithWebsiteFixture();
      const otherBefore = await contentVersion(other.websiteId);
      let id = 0;
      expect(await bumpOf(site.websiteId, async () => (id = await writes.insert(site.websiteId)))).toBeGreaterThan(0);
      expect(await bumpOf(site.websiteId, () => writes.update(site.websiteId, id))).toBeGreaterThan(0);
      expect(await bumpOf(site.websiteId, () => writes.remove(site.websiteId, id))).toBeGreaterThan(0);
      expect(await contentVersion(other.websiteId)).toBe(otherBefore);
    });
  }

  it('websites: a change to its domain, title, description, currency or default locale bumps it; its counters do not', async () => {
    const site = await merchantWithWebsiteFixture();
    db = site.db;
    for (const [column, value] of [
      ['title', 'New'],
      ['description', 'D'],
      ['currency', 'EUR'],
      ['domain', unique('dom')],
      ['default_locale', 'es'],
    ]) {
      expect(await bumpOf(site.websiteId, () => run(`UPDATE websites SET ${column} = ? WHERE id = ?`, value, site.websiteId))).toBe(1);
    }
    expect(
      await bumpOf(site.websiteId, () =>
        run(`UPDATE websites SET product_count = product_count, updated_at = 'x' WHERE id = ?`, site.websiteId),
      ),
    ).toBe(0);
  });

  it('writes to tables no page shows (sessions, orders, transactions, subscribers, messages, keys) do not bump it', async () => {
    const site = await merchantWithWebsiteFixture();
    db = site.db;
    const w = site.websiteId;
    const bump = await bumpOf(w, async () => {
      // Sessions are CONTROL's (no shard table at all); the rest are the store's own rows in its shard.
      await env.CONTROL.prepare(`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, '2099-01-01')`)
        .bind(unique('h'), site.userId)
        .run();
      await env.CONTROL.prepare(`UPDATE sessions SET revoked_at = 'now' WHERE user_id = ?`).bind(site.userId).run();
      const order = await first(
        `INSERT INTO orders (website_id, status, total_cents, currency, customer_name) VALUES (?, 'paid', 100, 'USD', 'A') RETURNING id`,
        w,
      );
      await run(
        `INSERT INTO order_items (order_id, website_id, product_id, name, price_cents, quantity) VALUES (?, ?, 1, 'P', 100, 1)`,
        order,
        w,
      );
      await run(
        `INSERT INTO transactions (website_id, order_id, txn_id, ref_id, third_party_id, mer_id, mer_name, amount_cents, currency, payment_via, status)
         VALUES (?, ?, ?, 'r', 't', 1, 'm', 100, 'USD', 'card', 'success')`,
        w,
        order,
        unique('txn'),
      );
      await run(`INSERT INTO newsletter_subscribers (website_id, email) VALUES (?, ?)`, w, `${unique('n')}@example.com`);
      await run(
        `INSERT INTO contact_messages (website_id, section_id, page_slug, section_title, fields) VALUES (?, 1, 'contact', 'Form', '{}')`,
        w,
      );
      await run(`INSERT INTO idempotency_keys (website_id, key, request_hash) VALUES (?, ?, 'h')`, w, unique('k'));
      await run(`DELETE FROM orders WHERE id = ?`, order);
    });
    expect(bump).toBe(0);
  });
});
