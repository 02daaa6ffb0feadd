// The merchant's moves of an order (DESIGN §18): every allowed move and the refused ones, each with its event.
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type ErrorBody, type OrderDetailResponse, type OrderState } from '@app/contracts';
import { api } from './helpers';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { ADDRESS, buy } from './checkout-fixtures';
import { detail, orderAction, setStatus } from './order-lifecycle-helpers';

async function paidOrder() {
  const shop = await merchantWithWebsiteFixture();
  const product = await productFixture(shop.websiteId, { priceCents: 1500, stock: 20 });
  const { order } = await buy(shop.websiteId, [[product, 2]]);
  return { shop, product, order };
}

describe('GET /orders/{id}', () => {
  it('answers items, customer, payments, refunds and the timeline; another store gets 404', async () => {
    const { shop, order } = await paidOrder();
    const other = await merchantWithWebsiteFixture();
    const d = await detail(shop.token, order.id);
    expect(d).toMatchObject({ id: order.id, status: 'paid', total_value: 30, refunded: 0, customer_name: 'Ada Shopper' });
    expect(d.customer_email).toBe('ada@example.com');
    expect(d.items).toEqual(order.items);
    expect(d.payments).toHaveLength(1);
    expect(d.payments[0]).toMatchObject({ amount: 30, status: 'success', payment_via: 'card' });
    expect(d.refunds).toEqual([]);
    expect(d.shipping_address).toEqual(ADDRESS);
    const res = await api(`/orders/${order.id}`, { token: other.token });
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).code).toBe('order_not_found');
    for (const bad of ['0', 'abc', '99999999', '1e3']) expect((await api(`/orders/${bad}`, { token: shop.token })).status).toBe(404);
    expect((await api(`/orders/${order.id}`)).status).toBe(401);
  });
});

describe('shipping address', () => {
  it('is the one checkout collected (migration 0019), with the email the confirmation went to', async () => {
    const { shop, order } = await paidOrder();
    const d = await detail(shop.token, order.id);
    expect(d.shipping_address).toEqual(ADDRESS);
    expect(d.customer_email).toBe('ada@example.com');
  });
});

describe('fulfil', () => {
  it('moves paid -> fulfilled with tracking and carrier, one event; a second fulfil is 409', async () => {
    const { shop, order } = await paidOrder();
    const res = await orderAction(shop.token, order.id, 'fulfil', { tracking_number: ' 1Z999 ', carrier: 'UPS' });
    expect(res.status).toBe(200);
    const { order: d } = (await res.json()) as OrderDetailResponse;
    expect(d).toMatchObject({ status: 'fulfilled', tracking_number: '1Z999', carrier: 'UPS' });
    expect(d.fulfilled_at).toMatch(/^\d{4}-/);
    expect(d.events.at(-1)).toMatchObject({
      type: 'fulfilled',
      from_status: 'paid',
      to_status: 'fulfilled',
      note: 'UPS 1Z999',
      actor: 'merchant',
    });
    const again = await orderAction(shop.token, order.id, 'fulfil', {});
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).code).toBe('order_state');
    expect((await detail(shop.token, order.id)).events.filter((e) => e.type === 'fulfilled')).toHaveLength(1);
  });

  it('takes no body at all, and refuses a too long tracking number at its field', async () => {
    const { shop, order } = await paidOrder();
    const long = await orderAction(shop.token, order.id, 'fulfil', { tracking_number: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as ErrorBody).detail?.[0]?.loc).toEqual(['body', 'tracking_number']);
    const wrong = await orderAction(shop.token, order.id, 'fulfil', { carrier: { a: 1 } });
    expect(wrong.status).toBe(400);
    // A number is not quietly turned into text: said at its field.
    const number = await orderAction(shop.token, order.id, 'fulfil', { carrier: 5 });
    expect(number.status).toBe(400);
    expect(((await number.json()) as ErrorBody).detail?.[0]).toMatchObject({ loc: ['body', 'carrier'], rule: 'mustBeText' });
    const none = await api(`/orders/${order.id}/fulfil`, { method: 'POST', token: shop.token });
    expect(none.status).toBe(200);
    expect((await detail(shop.token, order.id)).tracking_number).toBeNull();
  });
});

describe('mark-paid', () => {
  it('moves awaiting_payment -> paid once; refuses every other state with 409', async () => {
    const { shop, order } = await paidOrder();
    await setStatus(shop.db, order.id, 'awaiting_payment');
    const res = await orderAction(shop.token, order.id, 'mark-paid');
    expect(res.status).toBe(200);
    expect(((await res.json()) as OrderDetailResponse).order.status).toBe('paid');
    const again = await orderAction(shop.token, order.id, 'mark-paid');
    expect(again.status).toBe(409);
    for (const s of ['pending', 'failed', 'expired', 'fulfilled', 'cancelled', 'refunded'] as const) {
      await setStatus(shop.db, order.id, s);
      expect((await orderAction(shop.token, order.id, 'mark-paid')).status).toBe(409);
    }
  });
});

describe('the allowed moves, state by state', () => {
  // What each action may start from; everything else answers 409 order_state and leaves the order as it was.
  const allowed: Record<string, readonly OrderState[]> = {
    fulfil: ['paid', 'partially_refunded'],
    cancel: ['awaiting_payment', 'paid', 'partially_refunded'],
    refund: ['paid', 'partially_refunded', 'fulfilled'],
    'mark-paid': ['awaiting_payment'],
  };
  for (const [action, from] of Object.entries(allowed)) {
    it(`${action}: from ${from.join(', ')} only`, async () => {
      const { shop, order } = await paidOrder();
      for (const s of ORDER_STATUSES) {
        await setStatus(shop.db, order.id, s);
        // refunded_cents stays 0 here: a partially_refunded order at 0 still has all 30.00 to refund.
        const res = await orderAction(shop.token, order.id, action, action === 'refund' ? { amount: 1 } : {});
        expect([s, res.status]).toEqual([s, from.includes(s) ? 200 : 409]);
        await api(`/orders/${order.id}`, { token: shop.token });
        await shop.db
          .prepare('UPDATE orders SET refunded_cents = 0, fulfilled_at = NULL, restocked_at = NULL WHERE id = ?')
          .bind(order.id)
          .run();
      }
    });
  }
});

describe('tenancy', () => {
  it('another merchant cannot fulfil, cancel, refund or mark paid an order: 404 and nothing changes', async () => {
    const { shop, order } = await paidOrder();
    const other = await merchantWithWebsiteFixture();
    for (const [action, json] of [
      ['fulfil', {}],
      ['cancel', { restock: true }],
      ['refund', { amount: 1 }],
      ['mark-paid', undefined],
    ] as const) {
      const res = await orderAction(other.token, order.id, action, json);
      expect([action, res.status]).toEqual([action, 404]);
    }
    const d = await detail(shop.token, order.id);
    expect(d).toMatchObject({ status: 'paid', refunded: 0, fulfilled_at: null });
    expect(d.events.filter((e) => e.actor === 'merchant')).toEqual([]);
  });
});
