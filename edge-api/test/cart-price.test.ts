// POST /stores/:website_id/cart/price (DESIGN §17) through the worker's fetch on real D1: prices from the products,
// the best discount, problems beside the price, rate limits, and refusals of bad input.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { CartPriceResponse, ErrorBody } from '@app/contracts';
import { counterKeys } from '../src/services/counters';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { api } from './helpers';
import { createDiscount, priceCart } from './discount-helpers';

async function priced(websiteId: number, body: unknown): Promise<CartPriceResponse> {
  const res = await priceCart(websiteId, body);
  expect(res.status).toBe(200);
  return (await res.json()) as CartPriceResponse;
}

describe('cart price', () => {
  it('prices lines from the products, ignoring client prices, merging duplicate lines', async () => {
    const m = await merchantWithWebsiteFixture();
    const a = await productFixture(m.websiteId, { priceCents: 1999, name: 'Mug' });
    const b = await productFixture(m.websiteId, { priceCents: 500 });
    const r = await priced(m.websiteId, {
      items: [
        { product_id: a, quantity: 1, price: 0.01 },
        { product_id: b, quantity: 1 },
        { product_id: a, quantity: 1 },
      ],
    });
    expect(r.lines[0]).toEqual({
      product_id: a,
      // A product without options sells its default variant.
      variant_id: expect.any(Number),
      name: 'Mug',
      variant_title: '',
      unit_price: 19.99,
      quantity: 2,
      line_total: 39.98,
      stock: 10,
      available: true,
    });
    expect(r).toMatchObject({ subtotal: 44.98, discount: null, total: 44.98, currency: 'USD', problems: [] });
    expect(r.discount_error).toBeUndefined();
  });

  it('lists missing and short lines as problems, out of the subtotal', async () => {
    const m = await merchantWithWebsiteFixture();
    const other = await merchantWithWebsiteFixture();
    const a = await productFixture(m.websiteId, { priceCents: 1000, stock: 1 });
    const b = await productFixture(m.websiteId, { priceCents: 300 });
    const theirs = await productFixture(other.websiteId);
    const r = await priced(m.websiteId, {
      items: [
        { product_id: a, quantity: 2 },
        { product_id: theirs, quantity: 1 },
        { product_id: b, quantity: 1 },
      ],
    });
    expect(r.problems).toEqual([
      { product_id: a, variant_id: expect.any(Number), code: 'out_of_stock' },
      { product_id: theirs, variant_id: null, code: 'product_not_found' },
    ]);
    // The stock left tells the cart how far to clamp a short line (0 for a product that is gone).
    expect(r.lines.map((l) => [l.available, l.line_total, l.stock])).toEqual([
      [false, 0, 1],
      [false, 0, 0],
      [true, 3, 10],
    ]);
    expect(r.subtotal).toBe(3);
  });

  it('applies the largest of the entered code and the automatic discounts, and says why a code does not apply', async () => {
    const m = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId, { priceCents: 4000 });
    await createDiscount(m.token, { code: 'TEN', kind: 'percent', value: 10 });
    await createDiscount(m.token, { code: null, automatic: true, title: 'Auto five', kind: 'fixed', value: 5 });
    await createDiscount(m.token, { code: 'BIG', kind: 'fixed', value: 15, min_subtotal: 100 });
    const items = [{ product_id: p, quantity: 1 }];
    expect((await priced(m.websiteId, { items })).discount).toEqual({ code: null, title: 'Auto five', amount: 5 });
    // 10% of 40 is 4: the automatic 5 is larger, and the code is simply not needed (no error, no stacking).
    const withCode = await priced(m.websiteId, { items, discount_code: 'ten' });
    expect(withCode).toMatchObject({ discount: { code: null, title: 'Auto five', amount: 5 }, total: 35 });
    expect(withCode.discount_error).toBeUndefined();
    const twice = await priced(m.websiteId, { items: [{ product_id: p, quantity: 2 }], discount_code: 'ten' });
    expect(twice).toMatchObject({ subtotal: 80, discount: { code: 'TEN', amount: 8 }, total: 72 });
    const tooSmall = await priced(m.websiteId, { items, discount_code: 'BIG' });
    expect(tooSmall.discount?.title).toBe('Auto five');
    expect(tooSmall.discount_error).toEqual({ code: 'discount_invalid', rule: 'discountMinSubtotal', params: { min: 100 } });
    const unknown = await priced(m.websiteId, { items, discount_code: 'NOPE' });
    expect(unknown.discount_error).toEqual({ code: 'discount_invalid', rule: 'discountUnknown' });
  });

  it("never applies another store's code", async () => {
    const m = await merchantWithWebsiteFixture();
    const other = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId);
    await createDiscount(other.token, { code: 'THEIRS' });
    const r = await priced(m.websiteId, { items: [{ product_id: p, quantity: 1 }], discount_code: 'THEIRS' });
    expect(r.discount).toBeNull();
    expect(r.discount_error?.rule).toBe('discountUnknown');
  });

  it('checks once per email against earlier redemptions, in any case', async () => {
    const m = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId);
    const d = await createDiscount(m.token, { code: 'ONCE', once_per_email: true });
    const items = [{ product_id: p, quantity: 1 }];
    expect((await priced(m.websiteId, { items, discount_code: 'ONCE' })).discount_error?.rule).toBe('discountEmailRequired');
    expect((await priced(m.websiteId, { items, discount_code: 'ONCE', email: 'ada@example.com' })).discount?.amount).toBe(1);
    const order = await m.db
      .prepare(
        `INSERT INTO orders (website_id, status, total_cents, currency, customer_name) VALUES (?, 'paid', 900, 'USD', 'Ada') RETURNING id`,
      )
      .bind(m.websiteId)
      .first<{ id: number }>();
    await m.db
      .prepare('INSERT INTO discount_redemptions (discount_id, email, order_id) VALUES (?, ?, ?)')
      .bind(d.id, 'ada@example.com', order!.id)
      .run();
    const again = await priced(m.websiteId, { items, discount_code: 'ONCE', email: 'ADA@example.com' });
    expect(again.discount_error?.rule).toBe('discountUsedByEmail');
  });

  it('refuses bad input with 400 at the field, an unknown store with 404, never 5xx', async () => {
    const m = await merchantWithWebsiteFixture();
    const cases: [unknown, string[]][] = [
      [{ items: [{ product_id: 'x', quantity: 1 }] }, ['body', 'items[0]', 'product_id']],
      [{ items: [{ product_id: 1, quantity: 0 }] }, ['body', 'items[0]', 'quantity']],
      [{ items: [], email: 'not-an-email' }, ['body', 'email']],
      [{ items: [], discount_code: 'x'.repeat(41) }, ['body', 'discount_code']],
      [{}, ['body', 'items']],
    ];
    for (const [body, loc] of cases) {
      const res = await priceCart(m.websiteId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as ErrorBody).detail?.map((d) => d.loc)).toContainEqual(loc);
    }
    expect(
      (await api(`/stores/${m.websiteId}/cart/price`, { method: 'POST', body: '{', headers: { 'Content-Type': 'application/json' } }))
        .status,
    ).toBe(400);
    const gone = await priceCart(999_999_999, { items: [] });
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as ErrorBody).code).toBe('website_not_found');
  });

  it('is rate limited per client', async () => {
    const m = await merchantWithWebsiteFixture();
    const ip = '203.0.113.77';
    await env.CONTROL.prepare(`INSERT INTO auth_counters (key, count, window_start) VALUES (?, 1000, ?)`)
      .bind(counterKeys.cartPriceClient(m.websiteId, ip), new Date().toISOString())
      .run();
    const res = await api(`/stores/${m.websiteId}/cart/price`, {
      method: 'POST',
      json: { items: [] },
      headers: { 'CF-Connecting-IP': ip },
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBeTruthy();
  });
});
