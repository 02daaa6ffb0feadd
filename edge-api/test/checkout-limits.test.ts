// POST /stores/:website_id/checkout is limited per client (CF-Connecting-IP): declines first and tighter (each one is
// a failed order in the merchant's books), then every attempt. A store's budgets, once spent, refuse only clients
// that used theirs (checkout-strangers.test.ts).
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_DECLINES_PER_CLIENT,
  CHECKOUT_MAX_PER_CLIENT,
  CHECKOUT_MAX_PER_STORE,
  CHECKOUT_DECLINES_PER_STORE,
  type ErrorBody,
} from '@app/contracts';
import { api, env, randomIp } from './helpers';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { cart, newKey, rowCount } from './checkout-fixtures';
import { counterKeys } from '../src/services/counters';

const send = (websiteId: number, ip: string, last4 = '4242', productId = 1) =>
  api(`/stores/${websiteId}/checkout`, {
    method: 'POST',
    json: cart([{ product_id: productId, quantity: 1 }], last4),
    headers: { 'Idempotency-Key': newKey(), 'CF-Connecting-IP': ip },
  });

async function expectLimited(res: Response) {
  expect(res.status).toBe(429);
  const retry = Number(res.headers.get('Retry-After'));
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(600);
  expect(await res.json()).toEqual({
    code: 'rate_limited',
    message: 'Too many checkout attempts. Please wait a few minutes and try again.',
  });
}

const fill = (key: string, count: number) =>
  env.CONTROL.prepare(`INSERT OR REPLACE INTO auth_counters (key, count, window_start) VALUES (?, ?, ?)`)
    .bind(key, count, new Date().toISOString())
    .run();

describe('checkout rate limits', () => {
  it(`refuses a client after ${CHECKOUT_DECLINES_PER_CLIENT} declines, even with a good card, and writes nothing more`, async () => {
    const m = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId, { stock: 50 });
    const ip = randomIp();
    for (let i = 0; i < CHECKOUT_DECLINES_PER_CLIENT; i++) expect((await send(m.websiteId, ip, '0002', p)).status).toBe(402);
    await expectLimited(await send(m.websiteId, ip, '4242', p));
    await expectLimited(await send(m.websiteId, ip, '0002', p));
    expect(await rowCount('orders', m.websiteId)).toBe(CHECKOUT_DECLINES_PER_CLIENT);
    // Another shopper still buys.
    expect((await send(m.websiteId, randomIp(), '4242', p)).status).toBe(200);
  });

  it(`refuses a client's attempt number ${CHECKOUT_MAX_PER_CLIENT + 1} in the window, bad requests included`, async () => {
    const m = await merchantWithWebsiteFixture();
    const ip = randomIp();
    // Unknown products: 400 each, no order written, but each one counts.
    for (let i = 0; i < CHECKOUT_MAX_PER_CLIENT; i++) expect((await send(m.websiteId, ip, '4242', 999_999)).status).toBe(400);
    await expectLimited(await send(m.websiteId, ip));
    // The limit is per store too: the same client elsewhere is another budget.
    const other = await merchantWithWebsiteFixture();
    expect((await send(other.websiteId, ip, '4242', 999_999)).status).toBe(400);
  });

  it('a store whose decline or attempt budget is spent refuses clients that used theirs, not a fresh one', async () => {
    const m = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId, { stock: 5 });
    const declined = randomIp();
    expect((await send(m.websiteId, declined, '0002', p)).status).toBe(402);
    await fill(counterKeys.declineStore(m.websiteId), CHECKOUT_DECLINES_PER_STORE);
    await expectLimited(await send(m.websiteId, declined, '4242', p));
    expect((await send(m.websiteId, randomIp(), '4242', p)).status).toBe(200);
    await env.CONTROL.prepare('DELETE FROM auth_counters WHERE key = ?').bind(counterKeys.declineStore(m.websiteId)).run();
    await fill(counterKeys.checkoutStore(m.websiteId), CHECKOUT_MAX_PER_STORE);
    expect((await send(m.websiteId, randomIp(), '4242', p)).status).toBe(200);
    expect(await rowCount('orders', m.websiteId)).toBe(3);
  });

  it('counts a replayed decline once', async () => {
    const m = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId, { stock: 5 });
    const ip = randomIp();
    const init = {
      method: 'POST',
      json: cart([{ product_id: p, quantity: 1 }], '0002'),
      headers: { 'Idempotency-Key': newKey(), 'CF-Connecting-IP': ip },
    };
    expect((await api(`/stores/${m.websiteId}/checkout`, init)).status).toBe(402);
    const again = await api(`/stores/${m.websiteId}/checkout`, init);
    expect([again.status, again.headers.get('Idempotent-Replayed')]).toEqual([402, 'true']);
    const row = await env.CONTROL.prepare('SELECT count FROM auth_counters WHERE key = ?')
      .bind(counterKeys.declineClient(m.websiteId, ip))
      .first('count');
    expect(row).toBe(1);
    expect(((await (await send(m.websiteId, ip, '4242', p)).json()) as ErrorBody).code).toBeUndefined();
  });
});
