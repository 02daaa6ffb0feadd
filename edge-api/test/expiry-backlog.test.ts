// Holds outlive their 15 minutes (#32 item 4): a backlog of 1,000 overdue holds (redirect orders whose provider never
// answered and cash orders nobody confirmed, some with a limited code) is released in ONE run of the every-minute job,
// in bulk guarded batches; only the orders that have a provider reference are asked about; what is not overdue, and
// a confirmed cash order, keep their holds. The hold ends are set in the past in D1, nothing waits.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { PendingCheckoutResponse } from '@app/contracts';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { postCheckout, stockOf } from './checkout-fixtures';
import { createDiscount } from './discount-helpers';
import { orderRow, redirectCart } from './payments/helpers';
import { expireShard, ROUND_SIZE } from '../src/payments/expiry';
import { StripeFake } from './fakes/stripe';
import { installFakes } from './fakes/install';
import { stripeDriver } from './payments/stripe-driver';

const BACKLOG = 1000;
const PAST = '2000-01-01T00:00:00.000Z';
const FUTURE = '2999-01-01T00:00:00.000Z';

const run = (db: D1Database, sql: string, ...binds: unknown[]) =>
  db
    .prepare(sql)
    .bind(...binds)
    .run();
const count = async (db: D1Database, sql: string, ...binds: unknown[]) =>
  (await db
    .prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

/**
 * `n` waiting orders of one unit of the product each, written as checkout writes them (order, item, stock taken,
 * discount use taken), numbered from `from`. Every third is a cash order awaiting the merchant; every tenth used the code.
 */
async function backlog(db: D1Database, websiteId: number, product: number, discountId: number, n: number, tag: string) {
  await run(
    db,
    `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?3)
     INSERT INTO orders (website_id, status, total_cents, subtotal_cents, currency, customer_name, provider, checkout_ref,
                         expires_at, discount_id, client_key)
     SELECT ?1, CASE WHEN i % 3 = 0 THEN 'awaiting_payment' ELSE 'pending' END, 1000, 1000, 'USD', 'Backlog',
            CASE WHEN i % 3 = 0 THEN 'cash_on_delivery' ELSE 'test' END, ?4 || i,
            strftime('%Y-%m-%dT%H:%M:%fZ', ?5, '+' || i || ' seconds'), CASE WHEN i % 10 = 0 THEN ?2 END, 'c' || (i % 97)
       FROM k`,
    websiteId,
    discountId,
    n,
    `${tag}-`,
    PAST,
  );
  await run(
    db,
    `INSERT INTO order_items (order_id, website_id, product_id, variant_id, name, variant_title, price_cents, quantity)
     SELECT o.id, o.website_id, ?2, (SELECT id FROM variants WHERE product_id = ?2), 'Backlog item', '', 1000, 1
       FROM orders AS o WHERE o.website_id = ?1 AND o.checkout_ref LIKE ?3`,
    websiteId,
    product,
    `${tag}-%`,
  );
  await run(db, `UPDATE variants SET stock = stock - ?2 WHERE product_id = ?1`, product, n);
  await run(db, `UPDATE discounts SET usage_count = usage_count + ?2 WHERE id = ?1`, discountId, Math.floor(n / 10));
}

describe('the expiry job with a backlog', () => {
  it(`releases ${BACKLOG} overdue holds in one run, asking providers only about orders with a provider reference`, async () => {
    const shop = await merchantWithWebsiteFixture();
    const product = await productFixture(shop.websiteId, { stock: BACKLOG + 5 });
    const code = await createDiscount(shop.token, { usage_limit: 500 });
    await backlog(shop.db, shop.websiteId, product, code.id, BACKLOG, 'backlog');
    expect(await stockOf(product)).toBe(5);
    // Three real redirect checkouts (the test provider has their payment sessions): these are the ones asked.
    const asked: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await postCheckout(shop.websiteId, redirectCart(product, 1));
      asked.push(((await res.json()) as PendingCheckoutResponse).order_id);
    }
    await run(shop.db, `UPDATE orders SET expires_at = ? WHERE id IN (?, ?, ?)`, PAST, ...asked);
    // Not overdue, and a cash order the merchant confirmed: both keep their holds.
    await backlog(shop.db, shop.websiteId, product, code.id, 2, 'kept');
    await run(shop.db, `UPDATE orders SET expires_at = ? WHERE checkout_ref = 'kept-1'`, FUTURE);
    await run(
      shop.db,
      `UPDATE orders SET status = 'awaiting_payment', provider = 'cash_on_delivery', expires_at = NULL,
                 confirmed_at = ? WHERE checkout_ref = 'kept-2'`,
      PAST,
    );
    expect(await stockOf(product)).toBe(0);

    // The shard's own tick (the cron runs one per shard, each on this budget: expiry-shards.test).
    const report = await expireShard(env, shop.db);
    console.log(`expiry backlog: one run released ${report.expired} holds`, JSON.stringify(report));

    expect(report.asked).toBe(3);
    expect(report.expired).toBe(BACKLOG + 3);
    // 1,000 in rounds of 250: four full rounds and one that finds none left; five statements each.
    expect(report.rounds).toBe(Math.floor(BACKLOG / ROUND_SIZE) + 1);
    expect(report.statements).toBe(report.rounds * 5);
    const overdue = `SELECT COUNT(*) AS n FROM orders WHERE website_id = ? AND status IN ('pending', 'awaiting_payment')
                       AND expires_at IS NOT NULL AND expires_at <= ?`;
    expect(await count(shop.db, overdue, shop.websiteId, new Date().toISOString())).toBe(0);
    expect(await stockOf(product)).toBe(BACKLOG + 3);
    const usage = await count(shop.db, `SELECT usage_count AS n FROM discounts WHERE id = ?`, code.id);
    expect(usage).toBe(0);
    for (const id of asked) expect((await orderRow(id)).status).toBe('expired');
    const events = await shop.db
      .prepare(
        `SELECT e.note, e.from_status, COUNT(*) AS n FROM order_events AS e JOIN orders AS o ON o.id = e.order_id
        WHERE o.checkout_ref LIKE 'backlog-%' AND e.type = 'expired' AND e.actor = 'system' GROUP BY e.note, e.from_status`,
      )
      .all<{ note: string; from_status: string; n: number }>();
    expect(events.results).toEqual(
      expect.arrayContaining([
        { note: 'not_paid_in_time', from_status: 'pending', n: BACKLOG - Math.floor(BACKLOG / 3) },
        { note: 'not_confirmed_in_time', from_status: 'awaiting_payment', n: Math.floor(BACKLOG / 3) },
      ]),
    );
    expect(await count(shop.db, `SELECT COUNT(*) AS n FROM orders WHERE checkout_ref IN ('kept-1', 'kept-2') AND status = 'expired'`)).toBe(
      0,
    );

    // A second run finds nothing to do.
    expect(await expireShard(env, shop.db)).toEqual({ asked: 0, rounds: 1, statements: 5 });
  });
});

describe('the expiry job and the providers', () => {
  it('asks Stripe only about an overdue order that has its session, and expires one without a reference unasked', async () => {
    const fake = new StripeFake();
    const restore = installFakes(fake);
    try {
      const shop = await merchantWithWebsiteFixture();
      await stripeDriver(fake).setup(shop);
      const product = await productFixture(shop.websiteId, { stock: 4 });
      const ids: number[] = [];
      for (let i = 0; i < 2; i++) {
        const res = await postCheckout(shop.websiteId, redirectCart(product, 1));
        expect(res.status).toBe(201);
        ids.push(((await res.json()) as PendingCheckoutResponse).order_id);
      }
      const withSession = (await orderRow(ids[0])).provider_ref!;
      // The second as if its provider had never answered (the worker stopped before the reference was recorded).
      await run(shop.db, `UPDATE orders SET provider_ref = NULL WHERE id = ?`, ids[1]);
      await run(shop.db, `UPDATE orders SET expires_at = ? WHERE id IN (?, ?)`, PAST, ...ids);
      const before = fake.requests.length;
      const report = await expireShard(env, shop.db);
      const asked = fake.requests.slice(before).map((r) => `${r.method} ${r.path}`);
      expect(asked).toEqual([`GET /v1/checkout/sessions/${withSession}`]);
      expect(report).toMatchObject({ asked: 1, expired: 2 });
      for (const id of ids) expect((await orderRow(id)).status).toBe('expired');
      expect(await stockOf(product)).toBe(4);
    } finally {
      restore();
    }
  });
});
