import { describe, expect, it } from 'vitest';
import type { CheckoutResponse, ErrorBody } from '@app/contracts';
import { api } from './helpers';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { card, cart, keyRow, newKey, postCheckout, rowCount, stockOf, type StockDetail } from './checkout-fixtures';

type Declined = ErrorBody & CheckoutResponse;

describe('POST /stores/:website_id/checkout', () => {
  it('writes a paid order, its items and transaction, and takes stock, priced from D1', async () => {
    const m = await merchantWithWebsiteFixture();
    const a = await productFixture(m.websiteId, { priceCents: 1250, stock: 5, name: 'Lamp' });
    const b = await productFixture(m.websiteId, { priceCents: 300, stock: 2, name: 'Bulb' });
    const key = newKey();
    // Client prices are ignored; duplicate lines are merged.
    const body = cart([
      { product_id: a, quantity: 2, price: 0.01 },
      { product_id: b, quantity: 1, price: 0 },
      { product_id: a, quantity: 1 },
    ]);
    const res = await postCheckout(m.websiteId, body, key);
    expect(res.status).toBe(200);
    expect(res.headers.get('Idempotent-Replayed')).toBeNull();
    const { order, transaction } = (await res.json()) as CheckoutResponse;
    expect(order).toMatchObject({ total_value: 40.5, currency: 'USD', status: 'paid', customer_name: 'Ada Shopper' });
    expect(order.items).toEqual([
      { product_id: a, name: 'Lamp', price: 12.5, quantity: 3, variant_id: expect.any(Number), variant_title: '' },
      { product_id: b, name: 'Bulb', price: 3, quantity: 1, variant_id: expect.any(Number), variant_title: '' },
    ]);
    // A public answer never shows the owner's user id.
    expect(transaction).not.toHaveProperty('mer_id');
    expect(transaction).toMatchObject({
      mer_name: 'Fixture shop',
      amount: 40.5,
      currency: 'USD',
      order_id: order.id,
      payment_via: 'card',
      status: 'success',
      created_at: order.created_at,
    });
    expect(transaction.txn_id).toMatch(/^txn_/);
    expect(transaction.ref_id).toMatch(/^ref_/);
    expect(transaction.third_party_id).toMatch(/^tp_test_/);

    const o = await m.db.prepare('SELECT * FROM orders WHERE id = ?').bind(order.id).first<Record<string, unknown>>();
    expect(o).toMatchObject({ website_id: m.websiteId, status: 'paid', total_cents: 4050, customer_email: 'ada@example.com' });
    const items = await m.db
      .prepare('SELECT product_id, price_cents, quantity, website_id, variant_title FROM order_items WHERE order_id = ? ORDER BY id')
      .bind(order.id)
      .all();
    expect(items.results).toEqual([
      { product_id: a, price_cents: 1250, quantity: 3, website_id: m.websiteId, variant_title: '' },
      { product_id: b, price_cents: 300, quantity: 1, website_id: m.websiteId, variant_title: '' },
    ]);
    const t = await m.db.prepare('SELECT * FROM transactions WHERE order_id = ?').bind(order.id).all<Record<string, unknown>>();
    expect(t.results).toHaveLength(1);
    expect(t.results[0]).toMatchObject({ website_id: m.websiteId, amount_cents: 4050, status: 'success', txn_id: transaction.txn_id });
    expect(await stockOf(a)).toBe(2);
    expect(await stockOf(b)).toBe(1);
    // The answer is stored under the key, with the order's real id.
    const stored = await keyRow(m.websiteId, key);
    expect(stored?.response_status).toBe(200);
    expect(JSON.parse(stored!.response_body!)).toEqual({ order, transaction });
  });

  it('records a declined card as a failed order and transaction and takes no stock (402)', async () => {
    const m = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId, { priceCents: 999, stock: 4 });
    const res = await postCheckout(m.websiteId, cart([{ product_id: p, quantity: 2 }], '0002'));
    expect(res.status).toBe(402);
    const body = (await res.json()) as Declined;
    expect(body).toMatchObject({ code: 'payment_declined', message: 'card_declined' });
    expect(body.order).toMatchObject({ status: 'failed', total_value: 19.98, items: [{ product_id: p, quantity: 2, price: 9.99 }] });
    expect(body.transaction).toMatchObject({ status: 'failed', reason: 'card_declined', order_id: body.order.id, amount: 19.98 });
    expect(body.transaction).not.toHaveProperty('mer_id');
    expect(await rowCount('orders', m.websiteId, "status = 'failed'")).toBe(1);
    expect(await rowCount('order_items', m.websiteId)).toBe(1);
    expect(await rowCount('transactions', m.websiteId, "status = 'failed' AND reason = 'card_declined'")).toBe(1);
    expect(await rowCount('orders', m.websiteId, "status = 'paid'")).toBe(0);
    expect(await stockOf(p)).toBe(4);
  });

  it('refuses an expired card as a decline', async () => {
    const m = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId, { stock: 4 });
    const res = await postCheckout(m.websiteId, { ...cart([{ product_id: p, quantity: 1 }]), payment: { ...card(), exp_year: 2001 } });
    expect(res.status).toBe(402);
    expect(((await res.json()) as Declined).transaction.reason).toBe('card_expired');
    expect(await stockOf(p)).toBe(4);
  });

  it('answers an oversell with 409 out_of_stock listing the short lines, writing nothing', async () => {
    const m = await merchantWithWebsiteFixture();
    const plenty = await productFixture(m.websiteId, { stock: 10 });
    const few = await productFixture(m.websiteId, { stock: 2, name: 'Rare' });
    const res = await postCheckout(
      m.websiteId,
      cart([
        { product_id: plenty, quantity: 1 },
        { product_id: few, quantity: 3 },
      ]),
    );
    expect(res.status).toBe(409);
    const body = (await res.json()) as ErrorBody & { detail: StockDetail[] };
    expect(body.code).toBe('out_of_stock');
    expect(body.detail).toEqual([
      {
        loc: ['items', '1'],
        msg: 'Only 2 left of "Rare"',
        product_id: few,
        requested: 3,
        available: 2,
        variant_id: expect.any(Number),
        variant_title: '',
      },
    ]);
    expect(await rowCount('orders', m.websiteId)).toBe(0);
    expect(await rowCount('transactions', m.websiteId)).toBe(0);
    expect(await stockOf(plenty)).toBe(10);
    expect(await stockOf(few)).toBe(2);
  });

  it('refuses card numbers and CVVs anywhere in the body and stores nothing of them', async () => {
    const m = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId);
    const base = cart([{ product_id: p, quantity: 1 }]);
    const bodies = [
      { ...base, payment: { ...card(), card_number: '4242424242424242' } },
      { ...base, payment: { ...card(), cvv: '123' } },
      { ...base, cvv: '123' },
      { ...base, customer: { name: 'Ada', number: '4242424242424242' } },
      { ...base, card: { cardNumber: '4242 4242 4242 4242' } },
      { ...base, customer: { name: '4242 4242 4242 4242' } },
      { ...base, items: [{ product_id: p, quantity: 1, note: '4242-4242-4242-4242' }] },
    ];
    for (const body of bodies) {
      const key = newKey();
      const res = await postCheckout(m.websiteId, body, key);
      expect(res.status).toBe(400);
      const err = (await res.json()) as ErrorBody;
      expect(err.code).toBe('validation_failed');
      expect(JSON.stringify(err)).not.toMatch(/4242|123/);
      expect(await keyRow(m.websiteId, key)).toBeNull();
    }
    expect(await rowCount('orders', m.websiteId)).toBe(0);
  });

  it('refuses products that are unknown or belong to another store', async () => {
    const m = await merchantWithWebsiteFixture();
    const other = await merchantWithWebsiteFixture();
    const mine = await productFixture(m.websiteId, { stock: 5 });
    const theirs = await productFixture(other.websiteId, { stock: 5 });
    const res = await postCheckout(
      m.websiteId,
      cart([
        { product_id: mine, quantity: 1 },
        { product_id: theirs, quantity: 1 },
        { product_id: 99_999_999, quantity: 1 },
      ]),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.code).toBe('product_not_found');
    expect(body.detail?.map((d) => d.loc)).toEqual([
      ['items', '1'],
      ['items', '2'],
    ]);
    expect(await rowCount('orders', m.websiteId)).toBe(0);
    expect(await rowCount('orders', other.websiteId)).toBe(0);
    expect(await stockOf(mine)).toBe(5);
    expect(await stockOf(theirs)).toBe(5);
  });

  it('answers 404 website_not_found for an unknown or malformed store', async () => {
    for (const id of ['99999999', 'abc', '0', '-1', '1e3']) {
      const res = await postCheckout(id, cart([{ product_id: 1, quantity: 1 }]));
      expect(res.status).toBe(404);
      expect(((await res.json()) as ErrorBody).code).toBe('website_not_found');
    }
  });

  it('requires a well-formed Idempotency-Key', async () => {
    const m = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId);
    for (const key of [null, '', 'short', 'has space in it', 'x'.repeat(201), 'bad/chars!']) {
      const res = await postCheckout(m.websiteId, cart([{ product_id: p, quantity: 1 }]), key);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).detail?.[0].loc).toEqual(['header', 'Idempotency-Key']);
    }
    expect(await rowCount('orders', m.websiteId)).toBe(0);
  });

  it('refuses bad numbers and malformed bodies with 400', async () => {
    const m = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId);
    const base = cart([{ product_id: p, quantity: 1 }]);
    const bad: unknown[] = [
      ...[-1, 0, 1.5, 1e308, 'NaN', 'abc', null, true, 1000].map((quantity) => ({ ...base, items: [{ product_id: p, quantity }] })),
      ...[-1, 0, 1.5, 1e308, 'x'].map((product_id) => ({ ...base, items: [{ product_id, quantity: 1 }] })),
      {
        ...base,
        items: [
          { product_id: p, quantity: 600 },
          { product_id: p, quantity: 600 },
        ],
      },
      { ...base, items: [] },
      { ...base, items: Array.from({ length: 51 }, (_, i) => ({ product_id: i + 1, quantity: 1 })) },
      { ...base, customer: { name: '   ' } },
      { ...base, payment: { ...card(), exp_month: 13 } },
      { ...base, payment: { ...card(), exp_year: 1e308 } },
      { ...base, payment: { ...card(), method: 'cash' } },
      { ...base, payment: { ...card(), token: 'tok_test_1111' } },
      { ...base, payment: { ...card(), token: 'tok_live_4242' } },
      { ...base, payment: undefined },
    ];
    for (const body of bad) {
      const res = await postCheckout(m.websiteId, body);
      expect(res.status, JSON.stringify(body).slice(0, 200)).toBe(400);
    }
    for (const raw of ['{"items":[{"product_id":1,"quantity":NaN}]}', 'not json', '', '[]', '"x"', 'null']) {
      expect((await postRawCheckout(m.websiteId, raw)).status, raw).toBe(400);
    }
    // Deep nesting is refused, not a stack overflow.
    let deep: unknown = 'x';
    for (let i = 0; i < 2000; i++) deep = { a: deep };
    expect((await postCheckout(m.websiteId, { ...base, extra: deep })).status).toBe(400);
    expect(await rowCount('orders', m.websiteId)).toBe(0);
    expect(await stockOf(p)).toBe(10);
  });
});

/** A raw body, possibly not JSON at all. */
function postRawCheckout(websiteId: number, raw: string) {
  return api(`/stores/${websiteId}/checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey() },
    body: raw,
  });
}
