// A once-per-email code on an order paid after it expired (DESIGN §17, §18): the expiry gave the email's use back, so
// the late payment takes it again; unless the email has used the code on another order meanwhile, which keeps it.
import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '@app/contracts';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { cart, postCheckout } from './checkout-fixtures';
import { createDiscount } from './discount-helpers';
import { expireNow, orderRow, postWebhook, startPayment } from './payments/helpers';
import { testDriver } from './payments/test-driver';
import { shardHolding } from './shard-rows';

const redemptions = async (discountId: number) =>
  (
    await (
      await shardHolding('discounts', discountId)
    )
      .prepare('SELECT email, order_id FROM discount_redemptions WHERE discount_id = ? ORDER BY order_id')
      .bind(discountId)
      .all<{ email: string; order_id: number }>()
  ).results;

const byCard = (product: number, email: string) => {
  const body = cart([{ product_id: product, quantity: 1 }]);
  return { ...body, customer: { ...body.customer, email }, discount_code: 'ONCE' };
};

async function expiredWithCode() {
  const m = await merchantWithWebsiteFixture();
  const product = await productFixture(m.websiteId, { priceCents: 2000, stock: 10 });
  const d = await createDiscount(m.token, { code: 'ONCE', once_per_email: true });
  const email = 'grace@example.com';
  const started = await startPayment(m.websiteId, product, 1, {
    discount_code: 'once',
    customer: { name: 'Grace', email, shipping_address: cart([]).customer.shipping_address },
  });
  expect(await redemptions(d.id)).toEqual([{ email, order_id: started.body.order_id }]);
  await expireNow(started.body.order_id);
  expect(await redemptions(d.id)).toEqual([]);
  return { m, product, d, email, ...started };
}

async function payLate(websiteId: number, ref: string) {
  await testDriver.decide(ref, 'succeeded');
  const hook = await testDriver.webhook(websiteId, ref);
  return ((await (await postWebhook('test', websiteId, hook.body, hook.headers)).json()) as { outcome: string }).outcome;
}

describe('a late payment and a once-per-email code', () => {
  it('takes the email’s use again, so the same email cannot use the code a second time', async () => {
    const s = await expiredWithCode();
    expect(await payLate(s.m.websiteId, s.ref)).toBe('late_paid');
    expect(await redemptions(s.d.id)).toEqual([{ email: s.email, order_id: s.body.order_id }]);
    const again = await postCheckout(s.m.websiteId, byCard(s.product, 'GRACE@example.com'));
    expect(again.status).toBe(400);
    expect(((await again.json()) as ErrorBody).detail?.[0]).toMatchObject({ rule: 'discountUsedByEmail' });
  });

  it('leaves the use with the order the email placed meanwhile, and still keeps the paid order', async () => {
    const s = await expiredWithCode();
    const meanwhile = await postCheckout(s.m.websiteId, byCard(s.product, s.email));
    expect(meanwhile.status).toBe(200);
    const other = ((await meanwhile.json()) as { order: { id: number } }).order.id;
    expect(await payLate(s.m.websiteId, s.ref)).toBe('late_paid');
    expect((await orderRow(s.body.order_id)).status).toBe('paid');
    expect(await redemptions(s.d.id)).toEqual([{ email: s.email, order_id: other }]);
  });
});
