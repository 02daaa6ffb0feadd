import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse, ErrorBody, Order, Paged } from '@app/contracts';
import { api } from './helpers';
import { merchantFixture, merchantWithWebsiteFixture, productFixture } from './fixtures';
import { ADDRESS, buy } from './checkout-fixtures';

type Merchant = Awaited<ReturnType<typeof merchantWithWebsiteFixture>>;

const listOrders = (token: string, query = '') => api(`/orders/${query}`, { token });

describe('GET /orders/', () => {
  let m: Merchant;
  let made: CheckoutResponse[];

  beforeAll(async () => {
    m = await merchantWithWebsiteFixture();
    const a = await productFixture(m.websiteId, { priceCents: 1000, stock: 500, name: 'Alpha' });
    const b = await productFixture(m.websiteId, { priceCents: 250, stock: 500, name: 'Beta' });
    made = [];
    // 25 orders, oldest first: every fifth is declined, every third has two lines.
    for (let i = 0; i < 25; i++) {
      const lines: [number, number][] =
        i % 3 === 0
          ? [
              [a, 1 + (i % 4)],
              [b, 2],
            ]
          : [[a, 1]];
      made.push(await buy(m.websiteId, lines, i % 5 === 4 ? '0002' : '4242'));
    }
  });

  it('pages 25 orders as 10/10/5, newest first, with their items', async () => {
    const newestFirst = made.map((r) => r.order).reverse();
    const seen: Order[] = [];
    for (const [page, size] of [
      [1, 10],
      [2, 10],
      [3, 5],
    ]) {
      const res = await listOrders(m.token, page === 1 ? '' : `?page=${page}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as Paged<Order>;
      expect(body).toMatchObject({ total: 25, page, limit: 10 });
      expect(body.items).toHaveLength(size);
      seen.push(...body.items);
    }
    expect(seen).toEqual(newestFirst);
    expect(seen.map((o) => o.id)).toEqual([...seen.map((o) => o.id)].sort((x, y) => y - x));
    const twoLines = seen.find((o) => o.items.length === 2)!;
    expect(twoLines.items.map((it) => it.name)).toEqual(['Alpha', 'Beta']);
    expect(twoLines.items[1]).toMatchObject({ price: 2.5, quantity: 2 });
    expect(seen.filter((o) => o.status === 'failed')).toHaveLength(5);
    // The merchant sees where each order ships (#17).
    expect(seen[0]).toMatchObject({ customer_email: 'ada@example.com', shipping_address: ADDRESS, locale: 'en' });
    for (const o of seen)
      expect(Object.keys(o).sort()).toEqual([
        'created_at',
        'currency',
        'customer_email',
        'customer_name',
        'discount',
        'discount_code',
        'id',
        'items',
        'locale',
        'shipping_address',
        'status',
        'subtotal',
        'test',
        'total_value',
      ]);
  });

  it('honours limit up to 100 and answers an empty page past the end', async () => {
    const all = (await (await listOrders(m.token, '?limit=100')).json()) as Paged<Order>;
    expect(all).toMatchObject({ total: 25, page: 1, limit: 100 });
    expect(all.items).toHaveLength(25);
    expect(all.items.reduce((n, o) => n + o.items.length, 0)).toBe(25 + 9);
    const three = (await (await listOrders(m.token, '?page=2&limit=3')).json()) as Paged<Order>;
    expect(three.items.map((o) => o.id)).toEqual(all.items.slice(3, 6).map((o) => o.id));
    const past = (await (await listOrders(m.token, '?page=9')).json()) as Paged<Order>;
    expect(past).toEqual({ items: [], total: 25, page: 9, limit: 10 });
  });

  it('refuses bad page and limit values with 400', async () => {
    for (const q of [
      'page=0',
      'page=-1',
      'page=abc',
      'page=1e308',
      'page=1.5',
      'page=NaN',
      'page=Infinity',
      'page=',
      'limit=0',
      'limit=-1',
      'limit=abc',
      'limit=101',
      'limit=1e308',
      'limit=2.5',
    ]) {
      const res = await listOrders(m.token, `?${q}`);
      expect(res.status, q).toBe(400);
      const body = (await res.json()) as ErrorBody;
      expect(body.code).toBe('validation_failed');
      expect(body.detail?.[0].loc[0]).toBe('query');
    }
  });

  it('shows another merchant none of these orders', async () => {
    const other = await merchantWithWebsiteFixture();
    const empty = (await (await listOrders(other.token)).json()) as Paged<Order>;
    expect(empty).toEqual({ items: [], total: 0, page: 1, limit: 10 });
    const p = await productFixture(other.websiteId);
    const own = await buy(other.websiteId, [[p, 1]]);
    const mine = (await (await listOrders(other.token, '?limit=100')).json()) as Paged<Order>;
    expect(mine.items.map((o) => o.id)).toEqual([own.order.id]);
    expect(mine.total).toBe(1);
  });

  it('needs a token and a website', async () => {
    const anon = await api('/orders/');
    expect(anon.status).toBe(401);
    expect(await anon.json()).toMatchObject({ code: 'no_token', message: 'No token found' });
    const bad = await listOrders('not-a-real-token');
    expect(bad.status).toBe(401);
    const noSite = await merchantFixture();
    const res = await listOrders(noSite.token);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'website_not_found' });
  });
});
