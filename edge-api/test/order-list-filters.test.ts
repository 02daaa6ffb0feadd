// The orders list's filters (status, from/to days) and GET /orders.csv with the same filters (#17).
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, Order, Paged } from '@app/contracts';
import { api } from './helpers';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { buy } from './checkout-fixtures';
import { orderAction } from './order-lifecycle-helpers';

type Shop = Awaited<ReturnType<typeof merchantWithWebsiteFixture>>;
const list = async (token: string, q: string) => {
  const res = await api(`/orders/?${q}`, { token });
  return { status: res.status, body: (await res.json()) as Paged<Order> & ErrorBody };
};

describe('GET /orders/ filters and /orders.csv', () => {
  let shop: Shop;
  let ids: number[];

  beforeAll(async () => {
    shop = await merchantWithWebsiteFixture();
    const p = await productFixture(shop.websiteId, { priceCents: 1000, stock: 100, name: '=HYPERLINK("x")' });
    ids = [];
    for (let i = 0; i < 4; i++) ids.push((await buy(shop.websiteId, [[p, 1]])).order.id);
    // Dates: two on 2026-01-10, one on 2026-01-12, one on 2026-02-01.
    const days = ['2026-01-10T08:00:00.000Z', '2026-01-10T23:59:59.999Z', '2026-01-12T00:00:00.000Z', '2026-02-01T12:00:00.000Z'];
    for (const [i, day] of days.entries()) await shop.db.prepare('UPDATE orders SET created_at = ? WHERE id = ?').bind(day, ids[i]).run();
    await orderAction(shop.token, ids[1]!, 'fulfil', { tracking_number: '@SUM(1)', carrier: 'DHL' });
    await orderAction(shop.token, ids[2]!, 'refund', { amount: 2.5 });
    await shop.db.prepare("UPDATE orders SET customer_name = '=cmd|calc' WHERE id = ?").bind(ids[3]).run();
  });

  it('filters by status and by whole days, both ends included', async () => {
    expect((await list(shop.token, 'status=fulfilled')).body.items.map((o) => o.id)).toEqual([ids[1]]);
    expect((await list(shop.token, 'status=paid')).body.total).toBe(2);
    expect((await list(shop.token, 'from=2026-01-10&to=2026-01-10')).body.items.map((o) => o.id)).toEqual([ids[1], ids[0]]);
    expect((await list(shop.token, 'from=2026-01-11')).body.total).toBe(2);
    expect((await list(shop.token, 'to=2026-01-12&status=partially_refunded')).body.items.map((o) => o.id)).toEqual([ids[2]]);
    expect((await list(shop.token, 'status=&from=&to=')).body.total).toBe(4);
  });

  it('refuses a bad status or date with 400 at the field', async () => {
    for (const [q, field] of [
      ['status=shipped', 'status'],
      ['from=2026-13-01', 'from'],
      ['to=yesterday', 'to'],
      ['from=2026-02-30', 'from'],
      ['from=2026-02-01&to=2026-01-01', 'to'],
    ] as const) {
      const { status, body } = await list(shop.token, q);
      expect([q, status, body.detail?.[0]?.loc]).toEqual([q, 400, ['query', field]]);
    }
  });

  it('exports the filtered orders as spreadsheet-safe CSV, to the owner only', async () => {
    const res = await api('/orders.csv?from=2026-01-10', { token: shop.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('orders.csv');
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('order,created_at,status,customer,email,currency,subtotal,discount,total,refunded,carrier,tracking');
    expect(lines).toHaveLength(5);
    expect(lines[2]).toBe(
      `${ids[1]},2026-01-10T23:59:59.999Z,fulfilled,Ada Shopper,ada@example.com,USD,10.00,0.00,10.00,0.00,DHL,'@SUM(1)`,
    );
    expect(lines[3]).toContain('partially_refunded');
    expect(lines[3]).toContain(',2.50,');
    expect(lines[4]).toContain(",'=cmd|calc,");
    const paidOnly = await api('/orders.csv?status=paid&to=2026-01-10', { token: shop.token });
    expect((await paidOnly.text()).trimEnd().split('\r\n')).toHaveLength(2);
    expect((await api('/orders.csv?status=nope', { token: shop.token })).status).toBe(400);
    expect((await api('/orders.csv')).status).toBe(401);
    const other = await merchantWithWebsiteFixture();
    const theirs = await api('/orders.csv', { token: other.token });
    expect((await theirs.text()).trimEnd().split('\r\n')).toHaveLength(1);
  });
});
