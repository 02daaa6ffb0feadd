// Cash on delivery end to end in the API (DESIGN §18): the order waits for the cash holding its stock, the merchant
// marks it paid once (two tabs at once: one wins), the cash becomes the order's payment (its transaction, paid_cents),
// and a refund of it is the merchant's own (no provider); another store can do none of it.
import { describe, expect, it } from 'vitest';
import type { OrderDetailResponse, PendingCheckoutResponse } from '@app/contracts';
import { api } from './helpers';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { postCheckout, stockOf } from './checkout-fixtures';
import { detail, orderAction } from './order-lifecycle-helpers';
import { redirectCart } from './payments/helpers';

async function cashOrder() {
  const shop = await merchantWithWebsiteFixture();
  const product = await productFixture(shop.websiteId, { priceCents: 1200, stock: 6 });
  const put = await api('/website/payments', { method: 'PUT', token: shop.token, json: { provider: 'cash_on_delivery', currency: 'USD' } });
  expect(put.status).toBe(200);
  const res = await postCheckout(shop.websiteId, { ...redirectCart(product, 2), payment: { method: 'cash_on_delivery' } });
  expect(res.status).toBe(201);
  const body = (await res.json()) as PendingCheckoutResponse;
  expect(body).toMatchObject({ status: 'awaiting_payment', next: { type: 'none' } });
  return { shop, product, id: body.order_id };
}

describe('cash on delivery', () => {
  it('holds the stock, then mark-paid records the cash as the payment, once, even from two tabs', async () => {
    const { shop, product, id } = await cashOrder();
    expect(await stockOf(product)).toBe(4);
    expect((await detail(shop.token, id)).payments).toEqual([]);
    const other = await merchantWithWebsiteFixture();
    expect((await orderAction(other.token, id, 'mark-paid')).status).toBe(404);
    const answers = await Promise.all([orderAction(shop.token, id, 'mark-paid'), orderAction(shop.token, id, 'mark-paid')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const d = await detail(shop.token, id);
    expect(d.status).toBe('paid');
    expect(d.payments).toEqual([expect.objectContaining({ amount: 24, status: 'success', payment_via: 'cash_on_delivery' })]);
    expect(d.events.map((e) => [e.type, e.actor])).toEqual([
      ['created', 'shopper'],
      ['paid', 'merchant'],
    ]);
    const row = await shop.db.prepare('SELECT paid_cents FROM orders WHERE id = ?').bind(id).first<{ paid_cents: number }>();
    expect(row!.paid_cents).toBe(2400);
    expect(await stockOf(product)).toBe(4);
  });

  it('refunds part of the cash by hand (no provider), never more than was paid', async () => {
    const { shop, id } = await cashOrder();
    expect((await orderAction(shop.token, id, 'mark-paid')).status).toBe(200);
    expect((await orderAction(shop.token, id, 'refund', { amount: 24.01 })).status).toBe(400);
    const res = await orderAction(shop.token, id, 'refund', { amount: 5 });
    expect(res.status).toBe(200);
    const { order } = (await res.json()) as OrderDetailResponse;
    expect(order).toMatchObject({ status: 'partially_refunded', refunded: 5 });
    expect(order.refunds).toEqual([expect.objectContaining({ amount: 5, status: 'succeeded', provider_ref: 'manual' })]);
  });
});
