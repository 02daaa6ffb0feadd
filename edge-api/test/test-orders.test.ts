// Test orders (#34 item 1): an order paid through the simulated test provider (a store in test mode) says so in every
// answer the merchant reads it from (the order list, its detail, the transactions list) and in checkout's answer;
// an order of a real method (cash on delivery here) does not.
import { describe, expect, it } from 'vitest';
import type { OrderDetailResponse, Paged, Order, PendingCheckoutResponse, Transaction } from '@app/contracts';
import { api } from './helpers';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { buy, postCheckout } from './checkout-fixtures';
import { redirectCart } from './payments/helpers';

const read = async <T>(token: string, path: string) => {
  const res = await api(path, { token });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

describe('test orders', () => {
  it('marks orders and transactions of the test provider test: true, and a cash order test: false', async () => {
    const shop = await merchantWithWebsiteFixture();
    const product = await productFixture(shop.websiteId, { priceCents: 1500, stock: 20 });
    const paid = await buy(shop.websiteId, [[product, 1]]);
    expect(paid.order.test).toBe(true);
    expect(paid.transaction.test).toBe(true);

    const put = await api('/website/payments', {
      method: 'PUT',
      token: shop.token,
      json: { provider: 'cash_on_delivery', currency: 'USD' },
    });
    expect(put.status).toBe(200);
    const cash = await postCheckout(shop.websiteId, { ...redirectCart(product, 1), payment: { method: 'cash_on_delivery' } });
    expect(cash.status).toBe(201);
    const cashId = ((await cash.json()) as PendingCheckoutResponse).order_id;
    expect((await api(`/orders/${cashId}/mark-paid`, { method: 'POST', token: shop.token })).status).toBe(200);

    const list = await read<Paged<Order>>(shop.token, '/orders/');
    expect(list.items.map((o) => [o.id, o.test])).toEqual([
      [cashId, false],
      [paid.order.id, true],
    ]);
    expect((await read<OrderDetailResponse>(shop.token, `/orders/${paid.order.id}`)).order.test).toBe(true);
    expect((await read<OrderDetailResponse>(shop.token, `/orders/${cashId}`)).order.test).toBe(false);
    const txns = await read<Paged<Transaction>>(shop.token, '/transactions/');
    expect(txns.items.map((t) => [t.order_id, t.test])).toEqual([
      [cashId, false],
      [paid.order.id, true],
    ]);
  });
});
