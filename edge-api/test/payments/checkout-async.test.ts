// Checkout that waits for its payment (DESIGN §18) through the route and, where the store's settings would choose
// another provider (cash on delivery, a provider that fails), through the service with that provider.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { CheckoutRequest, ErrorBody, OrderStatusResponse, PendingCheckoutResponse } from '@app/contracts';
import { providerById, type StoreProvider } from '../../src/payments/registry';
import { testAdapter } from '../../src/payments/test';
import { settleOrder } from '../../src/payments/settle';
import { paymentOrder } from '../../src/db/payments';
import { checkoutPending, returnUrls } from '../../src/services/checkout-pending';
import { api, shardOf } from '../helpers';
import { merchantWithWebsiteFixture, productFixture } from '../fixtures';
import { cart, newKey, postCheckout, rowCount } from '../checkout-fixtures';
import { createDiscount } from '../discount-helpers';
import { eventsOf, expireNow, orderRow, postWebhook, redirectCart, startPayment, variantStock } from './helpers';
import { testDriver } from './test-driver';
import { shardHolding } from '../shard-rows';

const usageOf = async (id: number) =>
  (await (
    await shardHolding('discounts', id)
  )
    .prepare('SELECT usage_count AS n FROM discounts WHERE id = ?')
    .bind(id)
    .first<{ n: number }>())!.n;

async function shop(stock = 5) {
  const m = await merchantWithWebsiteFixture();
  return { ...m, product: await productFixture(m.websiteId, { priceCents: 1500, stock }) };
}

/** The service as the route calls it, with the provider a store's settings would pick. */
async function placeWith(websiteId: number, sp: StoreProvider, body: unknown) {
  const scope = { websiteId, key: newKey(), hash: newKey() };
  const reply = await checkoutPending(env, await shardOf(websiteId), scope, body as CheckoutRequest, sp, 'https://api.test', '203.0.113.9');
  return { status: reply.status, body: JSON.parse(reply.text) as PendingCheckoutResponse & ErrorBody };
}

describe('redirect checkout', () => {
  it('answers 201 with the order, next step and status token, and replays the same answer', async () => {
    const s = await shop();
    const key = newKey();
    const first = await postCheckout(s.websiteId, redirectCart(s.product, 2), key);
    expect(first.status).toBe(201);
    const body = (await first.json()) as PendingCheckoutResponse;
    expect(body).toMatchObject({ status: 'pending', next: { type: 'redirect' } });
    expect(body.next.type === 'redirect' && new URL(body.next.url).pathname).toMatch(/^\/api\/payments\/test\/pay\/tp_/);
    expect(body.status_token).toEqual(expect.any(String));
    const again = await postCheckout(s.websiteId, redirectCart(s.product, 2), key);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(body);
    expect(await rowCount('orders', s.websiteId)).toBe(1);
    const row = await orderRow(body.order_id);
    expect(Date.parse(row.expires_at!) - Date.now()).toBeGreaterThan(14 * 60_000);
    const status = await api(`/stores/${s.websiteId}/orders/${body.order_id}?token=${body.status_token}`);
    expect(((await status.json()) as OrderStatusResponse).order.status).toBe('pending');
  });

  it("shows the provider's page in the shopper's language when the payment names none", async () => {
    const s = await shop();
    const body = redirectCart(s.product);
    const res = await postCheckout(s.websiteId, { ...body, customer: { ...body.customer, locale: 'am' }, payment: { method: 'redirect' } });
    expect(res.status).toBe(201);
    const next = ((await res.json()) as PendingCheckoutResponse).next as { url: string };
    expect(new URL(next.url).searchParams.get('locale')).toBe('am');
    const named = await postCheckout(s.websiteId, { ...body, customer: { ...body.customer, locale: 'am' } });
    expect(new URL((((await named.json()) as PendingCheckoutResponse).next as { url: string }).url).searchParams.get('locale')).toBe('en');
  });

  it("counts a pending order's stock against concurrent checkouts", async () => {
    const s = await shop(1);
    await startPayment(s.websiteId, s.product);
    const card = await postCheckout(s.websiteId, cart([{ product_id: s.product, quantity: 1 }]));
    expect(card.status).toBe(409);
    expect(((await card.json()) as ErrorBody).code).toBe('out_of_stock');
    const redirect = await postCheckout(s.websiteId, redirectCart(s.product));
    expect(redirect.status).toBe(409);
  });

  it('takes the discount use with the order and gives it back when the payment fails', async () => {
    const s = await shop();
    const d = await createDiscount(s.token, { code: 'HOLD10', value: 10, usage_limit: 1 });
    const { body } = await startPayment(s.websiteId, s.product, 1, { discount_code: 'hold10' });
    expect(await usageOf(d.id)).toBe(1);
    expect((await orderRow(body.order_id)).total_cents).toBe(1350);
    await env.CONTROL.prepare(`UPDATE test_payments SET status = 'failed' WHERE order_id = ?`).bind(body.order_id).run();
    const order = (await paymentOrder(s.db, s.websiteId, body.order_id))!;
    const status = await testAdapter(env.CONTROL).fetchStatus(order.providerRef!);
    expect(await settleOrder(s.db, order, status, testAdapter(env.CONTROL), 'provider')).toBe('failed');
    expect(await usageOf(d.id)).toBe(0);
    expect(await variantStock(s.product)).toBe(5);
  });

  it('refuses a method the store does not take, at payment.method, writing nothing', async () => {
    const s = await shop();
    const res = await postCheckout(s.websiteId, { ...redirectCart(s.product), payment: { method: 'cash_on_delivery' } });
    expect(res.status).toBe(400);
    expect((await res.json()) as ErrorBody).toMatchObject({
      detail: [{ loc: ['body', 'payment', 'method'], rule: 'paymentMethodUnavailable' }],
    });
    // Card data is refused whatever the method.
    const cardFields = await postCheckout(s.websiteId, { ...redirectCart(s.product), payment: { method: 'redirect', cvv: '123' } });
    expect(cardFields.status).toBe(400);
    expect(await rowCount('orders', s.websiteId)).toBe(0);
  });
});

describe('a success that does not cover the order', () => {
  it('is not taken as payment: the order stays pending, then expires (stock back) instead of blocking the cron', async () => {
    const s = await shop();
    const { body, ref } = await startPayment(s.websiteId, s.product, 2);
    await env.CONTROL.prepare(`UPDATE test_payments SET amount_cents = 100, status = 'succeeded' WHERE ref = ?`).bind(ref).run();
    const hook = await testDriver.webhook(s.websiteId, ref);
    expect(await (await postWebhook('test', s.websiteId, hook.body, hook.headers)).json()).toMatchObject({ outcome: 'unchanged' });
    expect((await orderRow(body.order_id)).status).toBe('pending');
    await expireNow(body.order_id);
    expect((await orderRow(body.order_id)).status).toBe('expired');
    expect(await variantStock(s.product)).toBe(5);
  });
});

describe('a success that beats checkout', () => {
  it("is not used up while the order's ref is unknown: the provider's redelivery of the same event then pays it", async () => {
    const s = await shop();
    const { body, ref } = await startPayment(s.websiteId, s.product);
    // As if the webhook arrived between createPayment and checkout's write of the ref.
    await s.db.prepare('UPDATE orders SET provider_ref = NULL WHERE id = ?').bind(body.order_id).run();
    await env.CONTROL.prepare(`UPDATE test_payments SET status = 'succeeded' WHERE ref = ?`).bind(ref).run();
    const hook = await testDriver.webhook(s.websiteId, ref);
    expect(await (await postWebhook('test', s.websiteId, hook.body, hook.headers)).json()).toMatchObject({ outcome: 'unknown_order' });
    await s.db.prepare('UPDATE orders SET provider_ref = ? WHERE id = ?').bind(ref, body.order_id).run();
    expect(await (await postWebhook('test', s.websiteId, hook.body, hook.headers)).json()).toMatchObject({ outcome: 'paid' });
    expect((await orderRow(body.order_id)).status).toBe('paid');
  });
});

describe('cash on delivery', () => {
  it("waits as awaiting_payment holding the stock until the store's confirmation deadline (48 h), with no webhook", async () => {
    const s = await shop();
    const cash = (await providerById(env, s.websiteId, 'cash_on_delivery'))!;
    const res = await placeWith(s.websiteId, cash, { ...redirectCart(s.product, 2), payment: { method: 'cash_on_delivery' } });
    expect(res).toMatchObject({ status: 201, body: { status: 'awaiting_payment', next: { type: 'none' } } });
    const row = await orderRow(res.body.order_id);
    expect(row).toMatchObject({ status: 'awaiting_payment', provider: 'cash_on_delivery' });
    // Unconfirmed by the merchant, it expires after the store's cod_confirm_hours (#32; default 48).
    expect((Date.parse(row.expires_at!) - Date.now()) / 3_600_000).toBeCloseTo(48, 1);
    expect(await variantStock(s.product)).toBe(3);
    expect((await eventsOf(res.body.order_id)).map((e) => e.type)).toEqual(['created']);
    const hook = await postWebhook('cash_on_delivery', s.websiteId, '{"id":"x"}', {});
    expect(hook.status).toBe(401);
  });
});

describe('a provider that fails to create the payment', () => {
  it('answers 503 payment_unavailable (not a decline) and releases the stock and the discount use in one move (order failed)', async () => {
    const s = await shop();
    const d = await createDiscount(s.token, { code: 'DOWN5', value: 5 });
    const base = (await providerById(env, s.websiteId, 'test'))!;
    const down: StoreProvider = {
      ...base,
      adapter: {
        ...base.adapter,
        createPayment: async () => {
          throw new Error('provider down');
        },
      },
    };
    const res = await placeWith(s.websiteId, down, { ...redirectCart(s.product, 2), discount_code: 'down5' });
    expect(res).toMatchObject({
      status: 503,
      body: {
        code: 'payment_unavailable',
        status: 'failed',
        detail: [{ loc: ['body', 'payment', 'method'], rule: 'paymentMethodUnavailable' }],
      },
    });
    expect((await orderRow(res.body.order_id)).status).toBe('failed');
    expect(await variantStock(s.product)).toBe(5);
    expect(await usageOf(d.id)).toBe(0);
  });
});

describe('return URLs', () => {
  it('stay on the origin the checkout came through: /published/{domain} on the app host, the root on a custom domain', () => {
    const store = { id: 1, ownerId: 1, title: 'Shop', currency: 'USD', domain: 'shop.example.com' };
    expect(returnUrls('https://app.example.net', store, 7).returnUrl).toBe(
      'https://app.example.net/published/shop.example.com/checkout/return?order=7',
    );
    expect(returnUrls('https://shop.example.com', store, 7).returnUrl).toBe('https://shop.example.com/checkout/return?order=7');
  });
});
