// Refunds and cancels (DESIGN §18): never more than was paid, partial then full, restock exact per variant, a retried
// refund never refunds twice, two refunds racing for the same money -> one.
import { describe, expect, it } from 'vitest';
import type { ErrorBody, OrderDetailResponse } from '@app/contracts';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { buy, stockOf } from './checkout-fixtures';
import { teeFixture, variantStock } from './variant-checkout-fixtures';
import { buyLines, detail, orderAction, refundRows, setStatus } from './order-lifecycle-helpers';

async function paid(priceCents = 1000, quantity = 3) {
  const shop = await merchantWithWebsiteFixture();
  const product = await productFixture(shop.websiteId, { priceCents, stock: 20 });
  const { order } = await buy(shop.websiteId, [[product, quantity]]);
  return { shop, product, order };
}
const refund = (token: string, id: number, json: unknown, key?: string) =>
  orderAction(token, id, 'refund', json, key ? { 'Idempotency-Key': key } : {});

describe('refund', () => {
  it('partial then full: partially_refunded, then refunded; each a succeeded refund row and an event', async () => {
    const { shop, order } = await paid(1000, 3);
    const first = await refund(shop.token, order.id, { amount: 12.5, reason: 'Damaged box' });
    expect(first.status).toBe(200);
    expect(((await first.json()) as OrderDetailResponse).order).toMatchObject({ status: 'partially_refunded', refunded: 12.5 });
    const second = await refund(shop.token, order.id, { amount: 17.5 });
    const d = ((await second.json()) as OrderDetailResponse).order;
    expect(d).toMatchObject({ status: 'refunded', refunded: 30 });
    expect(d.refunds.map((r) => [r.amount, r.status, r.reason])).toEqual([
      [12.5, 'succeeded', 'Damaged box'],
      [17.5, 'succeeded', ''],
    ]);
    expect(d.refunds[0]!.provider_ref).toMatch(/^re_test_/);
    // The amount travels as a reason code with its values (the dashboard writes it); the merchant's words beside it.
    const refundEvents = d.events.filter((e) => e.type === 'refunded');
    expect(refundEvents.map((e) => [e.from_status, e.to_status, e.code, e.params, e.note])).toEqual([
      ['paid', 'partially_refunded', 'refunded_amount', { amount: 12.5, currency: 'USD' }, 'Damaged box'],
      ['partially_refunded', 'refunded', 'refunded_amount', { amount: 17.5, currency: 'USD' }, ''],
    ]);
    const more = await refund(shop.token, order.id, { amount: 0.01 });
    expect(more.status).toBe(409);
  });

  it('over-refund and bad amounts are 400 at body.amount, and nothing is written', async () => {
    const { shop, order } = await paid(1000, 3);
    await refund(shop.token, order.id, { amount: 10 });
    const over = await refund(shop.token, order.id, { amount: 20.01 });
    expect(over.status).toBe(400);
    const body = (await over.json()) as ErrorBody;
    expect(body.detail?.[0]).toMatchObject({ loc: ['body', 'amount'], msg: 'At most 20 can be refunded' });
    for (const amount of [0, -5, 'ten', 1.005, null, 1e12]) {
      const res = await refund(shop.token, order.id, { amount });
      expect([amount, res.status]).toEqual([amount, 400]);
      expect(((await res.json()) as ErrorBody).detail?.[0]?.loc).toEqual(['body', 'amount']);
    }
    expect((await refund(shop.token, order.id, { amount: 1, restock: 'yes' })).status).toBe(400);
    expect(await refundRows(shop.db, order.id)).toHaveLength(1);
    expect(await detail(shop.token, order.id)).toMatchObject({ refunded: 10, status: 'partially_refunded' });
  });

  it('the same Idempotency-Key sent again answers the first refund and refunds nothing more; another amount is 422', async () => {
    const { shop, order } = await paid(1000, 3);
    const key = 'refund-key-0001';
    const a = await refund(shop.token, order.id, { amount: 5 }, key);
    const b = await refund(shop.token, order.id, { amount: 5 }, key);
    expect([a.status, b.status, b.status === 200 ? '' : await b.text()]).toEqual([200, 200, '']);
    expect(((await b.json()) as OrderDetailResponse).order.refunded).toBe(5);
    expect((await refund(shop.token, order.id, { amount: 6 }, key)).status).toBe(422);
    expect((await refund(shop.token, order.id, { amount: 6 }, 'bad key!')).status).toBe(400);
    // Concurrent retries with one key: one refund.
    const key2 = 'refund-key-0002';
    const both = await Promise.all([1, 2, 3].map(() => refund(shop.token, order.id, { amount: 4 }, key2)));
    expect(both.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await refundRows(shop.db, order.id)).map((r) => r.amount_cents)).toEqual([500, 400]);
    expect((await detail(shop.token, order.id)).refunded).toBe(9);
  });

  it('two refunds at once for the whole amount: one succeeds, the other is 409 and writes nothing', async () => {
    const { shop, order } = await paid(1000, 3);
    const results = await Promise.all([refund(shop.token, order.id, { amount: 30 }), refund(shop.token, order.id, { amount: 30 })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = results.find((r) => r.status === 409)!;
    expect(((await lost.json()) as ErrorBody).code).toBe('order_state');
    expect(await refundRows(shop.db, order.id)).toHaveLength(1);
    const d = await detail(shop.token, order.id);
    expect(d).toMatchObject({ status: 'refunded', refunded: 30 });
    expect(d.events.filter((e) => e.type === 'refunded')).toHaveLength(1);
  });

  it('with restock, each variant gets back exactly what was sold from it, once; the product stock is their sum', async () => {
    const shop = await merchantWithWebsiteFixture();
    const tee = await teeFixture(shop, 10);
    const sRed = tee.find('S', 'Red');
    const { order } = await buyLines(shop.websiteId, [
      { product_id: tee.product, variant_id: tee.mRed.id, quantity: 3 },
      { product_id: tee.product, variant_id: sRed.id, quantity: 2 },
    ]);
    const sold = await variantStock(tee.product);
    expect(sold.get(tee.mRed.id)).toBe(7);
    expect(sold.get(sRed.id)).toBe(3);
    await refund(shop.token, order.id, { amount: 5, restock: true });
    const back = await variantStock(tee.product);
    for (const v of tee.variants) expect([v.id, back.get(v.id)]).toEqual([v.id, v.stock]);
    expect(await stockOf(tee.product)).toBe([...back.values()].reduce((a, b) => a + b, 0));
    // A second refund with restock does not put the items back twice.
    await refund(shop.token, order.id, { amount: 5, restock: true });
    expect(await variantStock(tee.product)).toEqual(back);
    expect((await detail(shop.token, order.id)).restocked_at).not.toBeNull();
  });
});

describe('a refund the provider refuses', () => {
  it('answers 409 refund_failed, gives the amount back, undoes the move and records why', async () => {
    const { shop, order } = await paid(1000, 3);
    // A payment the built-in refunds cannot return (another provider's, until the payments registry is wired).
    await shop.db.prepare("UPDATE transactions SET payment_via = 'legacy_gateway' WHERE order_id = ?").bind(order.id).run();
    const res = await refund(shop.token, order.id, { amount: 30 });
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).code).toBe('refund_failed');
    const d = await detail(shop.token, order.id);
    expect(d).toMatchObject({ status: 'paid', refunded: 0 });
    expect(d.refunds.map((r) => [r.amount, r.status])).toEqual([[30, 'failed']]);
    expect(d.events.map((e) => e.type)).toEqual(['created', 'refunded', 'refund_failed']);
    // The money is still there to refund once the provider accepts.
    await shop.db.prepare("UPDATE transactions SET payment_via = 'card' WHERE order_id = ?").bind(order.id).run();
    expect(((await (await refund(shop.token, order.id, { amount: 30 })).json()) as OrderDetailResponse).order.status).toBe('refunded');
  });
});

describe('two tabs', () => {
  it('fulfil twice at once: one moves the order, the other is 409 and leaves one event', async () => {
    const { shop, order } = await paid(1000, 1);
    const both = await Promise.all([1, 2].map((n) => orderAction(shop.token, order.id, 'fulfil', { tracking_number: `T${n}` })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await detail(shop.token, order.id)).events.filter((e) => e.type === 'fulfilled')).toHaveLength(1);
  });
});

describe('cancel', () => {
  it('a paid order: refunds the rest in full, restocks when asked, and is final', async () => {
    const { shop, product, order } = await paid(1000, 3);
    expect(await stockOf(product)).toBe(17);
    await refund(shop.token, order.id, { amount: 10 });
    const res = await orderAction(shop.token, order.id, 'cancel', { restock: true });
    expect(res.status).toBe(200);
    const d = ((await res.json()) as OrderDetailResponse).order;
    expect(d).toMatchObject({ status: 'cancelled', refunded: 30 });
    expect(d.cancelled_at).not.toBeNull();
    expect(d.refunds.map((r) => [r.amount, r.reason, r.status])).toEqual([
      [10, '', 'succeeded'],
      [20, 'cancelled', 'succeeded'],
    ]);
    expect(d.events.at(-1)).toMatchObject({
      type: 'cancelled',
      from_status: 'partially_refunded',
      to_status: 'cancelled',
      code: 'refunded_amount',
      params: { amount: 20, currency: 'USD' },
      note: '',
    });
    expect(await stockOf(product)).toBe(20);
    for (const action of ['cancel', 'fulfil', 'refund', 'mark-paid']) {
      expect((await orderAction(shop.token, order.id, action, action === 'refund' ? { amount: 1 } : {})).status).toBe(409);
    }
    expect(await stockOf(product)).toBe(20);
  });

  it('without restock the stock stays sold; an unpaid cash-on-delivery order is cancelled with no refund', async () => {
    const { shop, product, order } = await paid(1000, 2);
    await setStatus(shop.db, order.id, 'awaiting_payment');
    const res = await orderAction(shop.token, order.id, 'cancel', { restock: false });
    expect(((await res.json()) as OrderDetailResponse).order).toMatchObject({ status: 'cancelled', refunded: 0, refunds: [] });
    expect(await stockOf(product)).toBe(18);
    expect((await orderAction(shop.token, order.id, 'cancel', { restock: 'no' })).status).toBe(400);
  });

  it('a shipped order, even partly refunded since, is refunded rather than cancelled: 409', async () => {
    const { shop, product, order } = await paid(1000, 2);
    await orderAction(shop.token, order.id, 'fulfil', {});
    await refund(shop.token, order.id, { amount: 5 });
    const res = await orderAction(shop.token, order.id, 'cancel', { restock: true });
    expect(res.status).toBe(409);
    expect(await detail(shop.token, order.id)).toMatchObject({ status: 'partially_refunded', refunded: 5, cancelled_at: null });
    expect(await stockOf(product)).toBe(18);
    const rows = await shop.db.prepare('SELECT COUNT(*) AS n FROM refunds WHERE order_id = ?').bind(order.id).first<{ n: number }>();
    expect(rows!.n).toBe(1);
  });
});
