import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, ReportSummary } from '@app/contracts';
import { api, shardOf } from './helpers';
import { merchantFixture, merchantWithWebsiteFixture, productFixture } from './fixtures';
import { buy } from './checkout-fixtures';
import { asRealOrders } from './order-lifecycle-helpers';

type Merchant = Awaited<ReturnType<typeof merchantWithWebsiteFixture>>;

const summary = async (token: string, query = '') => {
  const res = await api(`/reports/summary${query}`, { token });
  return { status: res.status, body: (await res.json()) as ReportSummary & ErrorBody };
};

const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** A paid order written straight into D1 with a past date (checkout always stamps "now"). */
async function pastOrder(websiteId: number, daysAgo: number, productId: number, name: string, priceCents: number, quantity: number) {
  const createdAt = `${utcDay(daysAgo)}T12:00:00.000Z`;
  const db = await shardOf(websiteId);
  const order = await db
    .prepare(
      `INSERT INTO orders (website_id, status, total_cents, subtotal_cents, currency, customer_name, created_at, provider)
     VALUES (?1, 'paid', ?2, ?2, 'USD', 'Old', ?3, 'stripe') RETURNING id`,
    )
    .bind(websiteId, priceCents * quantity, createdAt)
    .first<{ id: number }>();
  await db
    .prepare(`INSERT INTO order_items (order_id, website_id, product_id, name, price_cents, quantity) VALUES (?, ?, ?, ?, ?, ?)`)
    .bind(order!.id, websiteId, productId, name, priceCents, quantity)
    .run();
}

describe('GET /reports/summary', () => {
  let m: Merchant;
  let a: number;
  let b: number;
  let c: number;

  beforeAll(async () => {
    m = await merchantWithWebsiteFixture();
    a = await productFixture(m.websiteId, { priceCents: 1000, stock: 100, name: 'Alpha' });
    b = await productFixture(m.websiteId, { priceCents: 250, stock: 100, name: 'Beta' });
    c = await productFixture(m.websiteId, { priceCents: 5000, stock: 100, name: 'Gamma' });
    // Today: 3 paid orders (10 + 2x2.50, 3x10, 50) and one decline that must not count.
    await buy(m.websiteId, [
      [a, 1],
      [b, 2],
    ]);
    await buy(m.websiteId, [[a, 3]]);
    await buy(m.websiteId, [[c, 1]]);
    await buy(m.websiteId, [[c, 5]], '0002');
    await asRealOrders(m.websiteId);
    // Inside 7 days, inside 30 days only, inside 90 days only, and outside every window.
    await pastOrder(m.websiteId, 6, b, 'Beta', 250, 4);
    await pastOrder(m.websiteId, 20, a, 'Alpha', 1000, 2);
    await pastOrder(m.websiteId, 60, c, 'Gamma', 5000, 2);
    await pastOrder(m.websiteId, 95, c, 'Gamma', 5000, 9);
  });

  it('sums the paid orders of the last 30 days by default', async () => {
    const { status, body } = await summary(m.token);
    expect(status).toBe(200);
    // 15 + 30 + 50 today, 10 six days ago, 20 twenty days ago.
    expect(body).toMatchObject({ days: 30, currency: 'USD', revenue: 125, orders: 5, average_order_value: 25 });
    expect(body.sales_per_day).toHaveLength(30);
    expect(body.sales_per_day[0].date).toBe(utcDay(29));
    expect(body.sales_per_day[29]).toEqual({ date: utcDay(0), revenue: 95, orders: 3 });
    expect(body.sales_per_day[23]).toEqual({ date: utcDay(6), revenue: 10, orders: 1 });
    expect(body.sales_per_day[9]).toEqual({ date: utcDay(20), revenue: 20, orders: 1 });
    const dates = body.sales_per_day.map((d) => d.date);
    expect(dates).toEqual([...dates].sort());
    expect(body.sales_per_day.reduce((s, d) => s + d.revenue, 0)).toBe(body.revenue);
    expect(body.sales_per_day.filter((d) => d.orders === 0)).toHaveLength(27);
    expect(body.top_products).toEqual([
      { product_id: a, name: 'Alpha', quantity: 6, revenue: 60 },
      { product_id: c, name: 'Gamma', quantity: 1, revenue: 50 },
      { product_id: b, name: 'Beta', quantity: 6, revenue: 15 },
    ]);
  });

  it('narrows to 7 days and widens to 90', async () => {
    const week = (await summary(m.token, '?days=7')).body;
    expect(week).toMatchObject({ days: 7, revenue: 105, orders: 4, average_order_value: 26.25 });
    expect(week.sales_per_day.map((d) => d.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map(utcDay));
    const quarter = (await summary(m.token, '?days=90')).body;
    expect(quarter).toMatchObject({ days: 90, revenue: 225, orders: 6, average_order_value: 37.5 });
    expect(quarter.sales_per_day).toHaveLength(90);
    expect(quarter.top_products[0]).toEqual({ product_id: c, name: 'Gamma', quantity: 3, revenue: 150 });
  });

  it('keeps at most five top products', async () => {
    const shop = await merchantWithWebsiteFixture();
    const ids: number[] = [];
    for (let i = 1; i <= 7; i++) ids.push(await productFixture(shop.websiteId, { priceCents: i * 100, stock: 10, name: `P${i}` }));
    await buy(
      shop.websiteId,
      ids.map((id) => [id, 1] as [number, number]),
    );
    await asRealOrders(shop.websiteId);
    const { body } = await summary(shop.token, '?days=7');
    expect(body.top_products.map((p) => p.name)).toEqual(['P7', 'P6', 'P5', 'P4', 'P3']);
    expect(body).toMatchObject({ revenue: 28, orders: 1, average_order_value: 28 });
  });

  it('keeps test orders apart: never in revenue, the paid-order count or top products (#34 item 1)', async () => {
    const shop = await merchantWithWebsiteFixture();
    const p = await productFixture(shop.websiteId, { priceCents: 1000, stock: 100, name: 'Real' });
    const q = await productFixture(shop.websiteId, { priceCents: 700, stock: 100, name: 'Practice' });
    await buy(shop.websiteId, [[p, 2]]);
    await asRealOrders(shop.websiteId);
    await buy(shop.websiteId, [[q, 3]]); // through the test provider: a test order
    await buy(shop.websiteId, [[q, 1]]);
    const { body } = await summary(shop.token, '?days=7');
    expect(body).toMatchObject({ revenue: 20, orders: 1, average_order_value: 20, test: { revenue: 28, orders: 2 } });
    expect(body.top_products.map((t) => t.name)).toEqual(['Real']);
    expect(body.sales_per_day.at(-1)).toEqual({ date: utcDay(0), revenue: 20, orders: 1 });
  });

  it('refuses other periods and bad numbers with 400', async () => {
    for (const q of ['1', '0', '-1', '31', '365', 'abc', '1e308', '7.5', 'NaN', '']) {
      const { status, body } = await summary(m.token, `?days=${q}`);
      expect(status, q).toBe(400);
      expect(body.code).toBe('validation_failed');
      expect(body.detail?.[0].loc).toEqual(['query', 'days']);
    }
  });

  it('shows another merchant only zeros', async () => {
    const other = await merchantWithWebsiteFixture();
    const { status, body } = await summary(other.token, '?days=90');
    expect(status).toBe(200);
    expect(body).toMatchObject({ revenue: 0, orders: 0, average_order_value: 0, top_products: [] });
    expect(body.sales_per_day.every((d) => d.revenue === 0 && d.orders === 0)).toBe(true);
  });

  it('needs a token and a website', async () => {
    expect((await api('/reports/summary')).status).toBe(401);
    const noSite = await merchantFixture();
    const { status, body } = await summary(noSite.token);
    expect(status).toBe(404);
    expect(body.code).toBe('website_not_found');
  });
});
