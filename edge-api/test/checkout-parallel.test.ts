// Checkout through parallel and repeated HTTP requests: the same Idempotency-Key replays the stored answer, and
// concurrent shoppers never oversell (checkout-idempotency.test.ts drives the same races below the HTTP layer).
import { describe, expect, it } from 'vitest';
import type { CheckoutResponse, ErrorBody } from '@app/contracts';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { buy, cart, newKey, postCheckout, rowCount, stockOf } from './checkout-fixtures';

describe('checkout idempotency', () => {
  it('replays the stored answer for the same key and body, and refuses another body with 422', async () => {
    const m = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId, { priceCents: 500, stock: 10 });
    const key = newKey();
    const body = cart([{ product_id: p, quantity: 2 }]);
    const first = await postCheckout(m.websiteId, body, key);
    const firstText = await first.text();
    // Same request with keys in another order: same canonical body.
    const reordered = { payment: body.payment, customer: body.customer, items: body.items };
    const again = await postCheckout(m.websiteId, reordered, key);
    expect(again.status).toBe(first.status);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.text()).toBe(firstText);
    expect(await rowCount('orders', m.websiteId)).toBe(1);
    expect(await stockOf(p)).toBe(8);

    const other = await postCheckout(m.websiteId, cart([{ product_id: p, quantity: 3 }]), key);
    expect(other.status).toBe(422);
    expect(((await other.json()) as ErrorBody).code).toBe('idempotency_mismatch');
    expect(await rowCount('orders', m.websiteId)).toBe(1);
  });

  it('replays declines and out-of-stock answers too', async () => {
    const m = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId, { stock: 1 });
    for (const [body, status] of [
      [cart([{ product_id: p, quantity: 1 }], '0002'), 402],
      [cart([{ product_id: p, quantity: 2 }]), 409],
    ] as const) {
      const key = newKey();
      const first = await postCheckout(m.websiteId, body, key);
      expect(first.status).toBe(status);
      const text = await first.text();
      const again = await postCheckout(m.websiteId, body, key);
      expect(again.status).toBe(status);
      expect(again.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await again.text()).toBe(text);
    }
    expect(await rowCount('orders', m.websiteId)).toBe(1); // the one failed order of the decline
  });

  it('scopes keys per website', async () => {
    const a = await merchantWithWebsiteFixture();
    const b = await merchantWithWebsiteFixture();
    const pa = await productFixture(a.websiteId);
    const pb = await productFixture(b.websiteId);
    const key = newKey();
    expect((await postCheckout(a.websiteId, cart([{ product_id: pa, quantity: 1 }]), key)).status).toBe(200);
    const res = await postCheckout(b.websiteId, cart([{ product_id: pb, quantity: 1 }]), key);
    expect(res.status).toBe(200);
    expect(res.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await rowCount('orders', b.websiteId)).toBe(1);
  });
});

describe('checkout concurrency', () => {
  it('sells exactly the stock to 20 parallel shoppers', async () => {
    const m = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId, { priceCents: 700, stock: 3 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postCheckout(m.websiteId, cart([{ product_id: p, quantity: 1 }]))),
    );
    const statuses = responses.map((r) => r.status);
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as (ErrorBody & Partial<CheckoutResponse>)[];
    console.log('20 parallel checkouts, stock 3 ->', JSON.stringify(countBy(statuses)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    for (const b of bodies.filter((b) => b.code)) expect(b.code).toBe('out_of_stock');
    expect(await stockOf(p)).toBe(0);
    expect(await rowCount('orders', m.websiteId)).toBe(3);
    expect(await rowCount('orders', m.websiteId, "status = 'paid'")).toBe(3);
    expect(await rowCount('transactions', m.websiteId)).toBe(3);
    expect(await rowCount('order_items', m.websiteId)).toBe(3);
  });

  it('processes 10 parallel requests with one key exactly once, all answers equal', async () => {
    const m = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId, { priceCents: 250, stock: 50 });
    const key = newKey();
    const body = cart([{ product_id: p, quantity: 2 }]);
    const responses = await Promise.all(Array.from({ length: 10 }, () => postCheckout(m.websiteId, body, key)));
    const texts = await Promise.all(responses.map((r) => r.text()));
    const replayed = responses.filter((r) => r.headers.get('Idempotent-Replayed') === 'true').length;
    console.log('10 parallel, one key -> statuses', JSON.stringify(countBy(responses.map((r) => r.status))), 'replayed', replayed);
    expect(new Set(responses.map((r) => r.status))).toEqual(new Set([200]));
    expect(new Set(texts).size).toBe(1);
    expect(replayed).toBe(9);
    expect(await rowCount('orders', m.websiteId)).toBe(1);
    expect(await stockOf(p)).toBe(48);
  });

  it('never answers 5xx to a burst of mixed requests', async () => {
    const m = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId, { stock: 2 });
    const key = newKey();
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () => postCheckout(m.websiteId, cart([{ product_id: p, quantity: 1 }]), key)),
      ...Array.from({ length: 5 }, (_, i) => postCheckout(m.websiteId, cart([{ product_id: p, quantity: 1 + (i % 2) }]))),
      buy(m.websiteId, [[p, 1]], '0002').then(() => new Response(null, { status: 402 })),
    ]);
    for (const r of responses) expect(r.status).toBeLessThan(500);
    expect(await stockOf(p)).toBeGreaterThanOrEqual(0);
  });
});

function countBy(values: number[]) {
  return values.reduce<Record<number, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});
}
