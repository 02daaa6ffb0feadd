// Denial of inventory (#32 item 3): what one anonymous client's unpaid orders may hold. Redirect checkouts of one
// address are bounded per product and per store (concurrent ones too), a hold cannot be renewed by checking out again
// as it ends, limited discount codes are held by the same bounds and released on expiry, and a redirect order holds
// for PROVIDER_HOLD_MINUTES until its provider has answered. Holds end by moving expires_at into the past, never by
// waiting.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  HOLD_MAX_CODE_USES,
  HOLD_MAX_UNITS_PER_PRODUCT,
  HOLD_MAX_UNITS_PER_STORE,
  PENDING_ORDER_MINUTES,
  PROVIDER_HOLD_MINUTES,
  type CheckoutRequest,
  type ErrorBody,
  type PendingCheckoutResponse,
} from '@app/contracts';
import { api, randomIp, shardOf } from './helpers';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { newKey, stockOf } from './checkout-fixtures';
import { createDiscount } from './discount-helpers';
import { expireNow, orderRow, redirectCart } from './payments/helpers';
import { checkoutPending } from '../src/services/checkout-pending';
import { providersFor } from '../src/payments/registry';

/** A redirect checkout from one address (the client the bounds count). */
const checkoutFrom = (ip: string, websiteId: number, body: unknown) =>
  api(`/stores/${websiteId}/checkout`, {
    method: 'POST',
    json: body,
    headers: { 'CF-Connecting-IP': ip, 'Idempotency-Key': newKey() },
  });

const lines = (...items: [productId: number, quantity: number][]) =>
  redirectCart(0, 1, { items: items.map(([product_id, quantity]) => ({ product_id, quantity })) });

async function shop(products = 1, stock = 100) {
  const m = await merchantWithWebsiteFixture();
  const ids: number[] = [];
  for (let i = 0; i < products; i++) ids.push(await productFixture(m.websiteId, { priceCents: 1000, stock }));
  return { ...m, products: ids };
}

describe('units one client may hold in unpaid orders', () => {
  it(`refuses a ${HOLD_MAX_UNITS_PER_PRODUCT + 1}th unit of one product with 409 hold_limit naming it; another client still buys`, async () => {
    const s = await shop();
    const [p] = s.products;
    const ip = randomIp();
    expect((await checkoutFrom(ip, s.websiteId, lines([p, 3]))).status).toBe(201);
    expect((await checkoutFrom(ip, s.websiteId, lines([p, 2]))).status).toBe(201);
    const over = await checkoutFrom(ip, s.websiteId, lines([p, 1]));
    expect(over.status).toBe(409);
    const body = (await over.json()) as ErrorBody;
    expect(body.code).toBe('hold_limit');
    expect(body.detail).toEqual([expect.objectContaining({ product_id: p, requested: 1, available: 0 })]);
    expect(await stockOf(p)).toBe(100 - HOLD_MAX_UNITS_PER_PRODUCT);
    // Bounds are per client: a shopper at another address is not affected.
    expect((await checkoutFrom(randomIp(), s.websiteId, lines([p, 5]))).status).toBe(201);
  });

  it(`refuses past ${HOLD_MAX_UNITS_PER_STORE} units across the store's products`, async () => {
    const s = await shop(5);
    const ip = randomIp();
    for (const p of s.products.slice(0, 4)) expect((await checkoutFrom(ip, s.websiteId, lines([p, 5]))).status).toBe(201);
    const over = await checkoutFrom(ip, s.websiteId, lines([s.products[4], 1]));
    expect(over.status).toBe(409);
    expect((await over.json()) as ErrorBody).toMatchObject({ code: 'hold_limit', detail: [{ requested: 1, available: 0 }] });
  });

  it('holds the bound against one client checking out many times at once (the batch guard)', async () => {
    const s = await shop();
    const [p] = s.products;
    const ip = randomIp();
    const answers = await Promise.all(Array.from({ length: 12 }, () => checkoutFrom(ip, s.websiteId, lines([p, 1]))));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((st) => st === 201)).toHaveLength(HOLD_MAX_UNITS_PER_PRODUCT);
    expect(statuses.filter((st) => st === 409)).toHaveLength(12 - HOLD_MAX_UNITS_PER_PRODUCT);
    for (const r of answers.filter((a) => a.status === 409)) expect(((await r.json()) as ErrorBody).code).toBe('hold_limit');
    expect(await stockOf(p)).toBe(100 - HOLD_MAX_UNITS_PER_PRODUCT);
  });

  it('does not renew a hold by checking out again as it ends: expired holds of the last hour still count', async () => {
    const s = await shop();
    const [p] = s.products;
    const ip = randomIp();
    const first = await checkoutFrom(ip, s.websiteId, lines([p, 5]));
    const { order_id } = (await first.json()) as PendingCheckoutResponse;
    await expireNow(order_id);
    expect((await orderRow(order_id)).status).toBe('expired');
    expect(await stockOf(p)).toBe(100);
    expect((await checkoutFrom(ip, s.websiteId, lines([p, 1]))).status).toBe(409);
    // An hour after it was placed, the expired order no longer counts.
    await s.db.prepare(`UPDATE orders SET created_at = '2000-01-01T00:00:00.000Z' WHERE id = ?`).bind(order_id).run();
    expect((await checkoutFrom(ip, s.websiteId, lines([p, 5]))).status).toBe(201);
  });

  it(`holds a limited code for at most ${HOLD_MAX_CODE_USES} unpaid orders of a client, and gives the uses back on expiry`, async () => {
    const s = await shop(3);
    const code = await createDiscount(s.token, { usage_limit: 10 });
    const usage = async () =>
      (await s.db.prepare('SELECT usage_count AS n FROM discounts WHERE id = ?').bind(code.id).first<{ n: number }>())!.n;
    const ip = randomIp();
    const ids: number[] = [];
    for (const p of s.products.slice(0, 2)) {
      const res = await checkoutFrom(ip, s.websiteId, { ...lines([p, 1]), discount_code: code.code });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as PendingCheckoutResponse).order_id);
    }
    expect(await usage()).toBe(2);
    const third = await checkoutFrom(ip, s.websiteId, { ...lines([s.products[2], 1]), discount_code: code.code });
    expect(third.status).toBe(409);
    expect((await third.json()) as ErrorBody).toMatchObject({ code: 'hold_limit', detail: [{ loc: ['body', 'discount_code'] }] });
    // Without the code the same client may still buy.
    expect((await checkoutFrom(ip, s.websiteId, lines([s.products[2], 1]))).status).toBe(201);
    await s.db
      .prepare(`UPDATE orders SET expires_at = '2000-01-01T00:00:00.000Z' WHERE id IN (?, ?)`)
      .bind(...ids)
      .run();
    await expireNow(ids[0]);
    expect(await usage()).toBe(0);
  });
});

describe('a short hold until the provider answers', () => {
  it(`holds ${PROVIDER_HOLD_MINUTES} minutes while the provider is asked, then ${PENDING_ORDER_MINUTES} from the order's creation`, async () => {
    const s = await shop();
    const store = (await providersFor(env, s.websiteId)).forMethod('redirect')!;
    let duringCreate: string | null = null;
    const adapter = {
      ...store.adapter,
      createPayment: async (input: Parameters<typeof store.adapter.createPayment>[0]) => {
        duringCreate = (await orderRow(input.order.id)).expires_at;
        return store.adapter.createPayment(input);
      },
    };
    const scope = { websiteId: s.websiteId, key: newKey(), hash: newKey() };
    const before = Date.now();
    const req = redirectCart(s.products[0], 1) as unknown as CheckoutRequest;
    const reply = await checkoutPending(env, await shardOf(s.websiteId), scope, req, { ...store, adapter }, 'https://api.test', randomIp());
    expect(reply.status).toBe(201);
    const minutesOf = (iso: string | null) => (Date.parse(iso!) - before) / 60_000;
    expect(minutesOf(duringCreate)).toBeGreaterThan(PROVIDER_HOLD_MINUTES - 0.5);
    expect(minutesOf(duringCreate)).toBeLessThan(PROVIDER_HOLD_MINUTES + 0.5);
    const row = await orderRow((JSON.parse(reply.text) as PendingCheckoutResponse).order_id);
    expect(minutesOf(row.expires_at)).toBeGreaterThan(PENDING_ORDER_MINUTES - 0.5);
    expect(minutesOf(row.expires_at)).toBeLessThan(PENDING_ORDER_MINUTES + 0.5);
  });
});

describe('stock figures with held units', () => {
  it('shows held units as unavailable to other shoppers, and available again once the hold ends', async () => {
    const s = await shop(1, 4);
    const [p] = s.products;
    const listed = async () => {
      const res = await api(`/website/website/${s.websiteId}/products`);
      const page = (await res.json()) as { data?: { id: number; stock: number }[]; items?: { id: number; stock: number }[] };
      return (page.data ?? page.items ?? []).find((x) => x.id === p)!.stock;
    };
    const res = await checkoutFrom(randomIp(), s.websiteId, lines([p, 4]));
    expect(res.status).toBe(201);
    expect(await listed()).toBe(0);
    const other = await checkoutFrom(randomIp(), s.websiteId, lines([p, 1]));
    expect(((await other.json()) as ErrorBody).code).toBe('out_of_stock');
    await expireNow(((await res.json()) as PendingCheckoutResponse).order_id);
    expect(await listed()).toBe(4);
  });
});
