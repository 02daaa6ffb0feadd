// GET /stores/:website_id/orders/:order_id?token=: the checkout answer's status_token opens its own order, nothing else.
import { describe, expect, it } from 'vitest';
import type { CheckoutResponse, ErrorBody, OrderStatusResponse } from '@app/contracts';
import { api } from './helpers';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { ADDRESS, buy, cart, newKey, postCheckout } from './checkout-fixtures';
import { createDiscount } from './discount-helpers';

const status = (websiteId: number | string, orderId: number | string, token?: string) =>
  api(`/stores/${websiteId}/orders/${orderId}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`);

async function expectNotFound(res: Response) {
  expect(res.status).toBe(404);
  expect(await res.json()).toEqual({ code: 'order_not_found', message: 'Order not found' } satisfies ErrorBody);
}

describe('order status', () => {
  it('shows a paid order to the holder of its token: number, status, lines, total, and the email and address it ships to', async () => {
    const m = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId, { priceCents: 1250, stock: 5, name: 'Lamp' });
    const paid = await buy(m.websiteId, [[p, 2]]);
    expect(paid.status_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await status(m.websiteId, paid.order.id, paid.status_token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      order: {
        id: paid.order.id,
        status: 'paid',
        total_value: 25,
        subtotal: 25,
        discount: 0,
        discount_code: null,
        currency: 'USD',
        customer_email: 'ada@example.com',
        shipping_address: ADDRESS,
        created_at: paid.order.created_at,
        items: [{ product_id: p, variant_id: expect.any(Number), name: 'Lamp', variant_title: '', quantity: 2, price: 12.5 }],
      },
    } satisfies OrderStatusResponse);
  });

  it("shows the order's subtotal, discount and code, for the success page", async () => {
    const m = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId, { priceCents: 2000, stock: 5 });
    await createDiscount(m.token, { code: 'Take5', kind: 'fixed', value: 5 });
    const res = await postCheckout(m.websiteId, { ...cart([{ product_id: p, quantity: 2 }]), discount_code: 'take5' });
    const paid = (await res.json()) as CheckoutResponse;
    const shown = (await (await status(m.websiteId, paid.order.id, paid.status_token)).json()) as OrderStatusResponse;
    expect(shown.order).toMatchObject({ subtotal: 40, discount: 5, discount_code: 'Take5', total_value: 35 });
  });

  it('gives a declined order a token too, and a replay the same token', async () => {
    const m = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId, { stock: 5 });
    const key = newKey();
    const first = await postCheckout(m.websiteId, cart([{ product_id: p, quantity: 1 }], '0002'), key);
    const again = await postCheckout(m.websiteId, cart([{ product_id: p, quantity: 1 }], '0002'), key);
    expect([first.status, again.status, again.headers.get('Idempotent-Replayed')]).toEqual([402, 402, 'true']);
    const a = (await first.json()) as CheckoutResponse;
    const b = (await again.json()) as CheckoutResponse;
    expect(b.status_token).toBe(a.status_token);
    expect(b.transaction).not.toHaveProperty('mer_id');
    const res = await status(m.websiteId, a.order.id, a.status_token);
    expect(((await res.json()) as OrderStatusResponse).order.status).toBe('failed');
  });

  it('answers 404 order_not_found for a wrong or missing token, another order, another store and bad ids', async () => {
    const m = await merchantWithWebsiteFixture();
    const other = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId, { stock: 5 });
    const one = await buy(m.websiteId, [[p, 1]]);
    const two = await buy(m.websiteId, [[p, 1]]);
    const flipped = `${one.status_token.slice(0, -1)}${one.status_token.endsWith('A') ? 'B' : 'A'}`;
    await expectNotFound(await status(m.websiteId, one.order.id));
    await expectNotFound(await status(m.websiteId, one.order.id, ''));
    await expectNotFound(await status(m.websiteId, one.order.id, flipped));
    await expectNotFound(await status(m.websiteId, one.order.id, two.status_token));
    await expectNotFound(await status(m.websiteId, two.order.id, one.status_token));
    await expectNotFound(await status(other.websiteId, one.order.id, one.status_token));
    await expectNotFound(await status(m.websiteId, 999_999_999, one.status_token));
    await expectNotFound(await status(m.websiteId, 'abc', one.status_token));
    await expectNotFound(await status('x', one.order.id, one.status_token));
    await expectNotFound(await status(m.websiteId, one.order.id, 'x'.repeat(5000)));
  });
});
