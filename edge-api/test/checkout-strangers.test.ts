// #32 item 5: strangers cannot close a store's checkout. They spend what they can from many addresses (malformed
// bodies, declined cards) and a genuine shopper arriving afterwards, from an address of their own, still pays.
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_DECLINES_PER_CLIENT,
  CHECKOUT_DECLINES_PER_STORE,
  CHECKOUT_MAX_PER_CLIENT,
  CHECKOUT_MAX_PER_CLIENT_WHEN_BUSY,
  CHECKOUT_MAX_PER_STORE,
} from '@app/contracts';
import { api, env } from './helpers';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { cart, newKey, rowCount } from './checkout-fixtures';
import { counterKeys } from '../src/services/counters';

const post = (websiteId: number, ip: string, json: unknown) =>
  api(`/stores/${websiteId}/checkout`, {
    method: 'POST',
    json,
    headers: { 'Idempotency-Key': newKey(), 'CF-Connecting-IP': ip },
  });

const buyOne = (productId: number, last4 = '4242') => cart([{ product_id: productId, quantity: 1 }], last4);
const address = (group: number, n: number) => `203.0.${group}.${n}`;
const storeCount = async (key: string) =>
  (await env.CONTROL.prepare('SELECT count FROM auth_counters WHERE key = ?').bind(key).first<number>('count')) ?? 0;

/** Sends `count` requests from one address at once and tallies the answers' statuses. */
async function burst(send: () => Promise<Response>, count: number): Promise<Record<number, number>> {
  const answers = await Promise.all(Array.from({ length: count }, send));
  const tally: Record<number, number> = {};
  for (const res of answers) tally[res.status] = (tally[res.status] ?? 0) + 1;
  return tally;
}

describe('strangers against one store’s checkout', () => {
  it('spend only their own budgets: a fresh shopper with a good card still pays', { timeout: 180_000 }, async () => {
    const m = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId, { stock: 50 });
    let strangerRequests = 0;

    // 21 addresses send empty bodies until each one is refused: 400 each, then 429; the store's budget is untouched.
    for (let n = 1; n <= 21; n++) {
      const tally = await burst(() => post(m.websiteId, address(1, n), {}), CHECKOUT_MAX_PER_CLIENT + 1);
      expect(tally).toEqual({ 400: CHECKOUT_MAX_PER_CLIENT, 429: 1 });
      strangerRequests += CHECKOUT_MAX_PER_CLIENT + 1;
    }
    expect(await storeCount(counterKeys.checkoutStore(m.websiteId))).toBe(0);

    // 10 more addresses decline 5 cards each (the store's whole budget of 50), and each is then refused.
    const decliners = CHECKOUT_DECLINES_PER_STORE / CHECKOUT_DECLINES_PER_CLIENT;
    for (let n = 1; n <= decliners; n++) {
      for (let i = 0; i < CHECKOUT_DECLINES_PER_CLIENT; i++)
        expect((await post(m.websiteId, address(2, n), buyOne(p, '0002'))).status).toBe(402);
      expect((await post(m.websiteId, address(2, n), buyOne(p, '4242'))).status).toBe(429);
      strangerRequests += CHECKOUT_DECLINES_PER_CLIENT + 1;
    }
    // While the store's declines budget is spent, each new card tester gets one decline and is then refused.
    const testers = 5;
    for (let n = 1; n <= testers; n++) {
      expect((await post(m.websiteId, address(3, n), buyOne(p, '0002'))).status).toBe(402);
      expect((await post(m.websiteId, address(3, n), buyOne(p, '0002'))).status).toBe(429);
      strangerRequests += 2;
    }
    const declines = await storeCount(counterKeys.declineStore(m.websiteId));
    expect(declines).toBe(CHECKOUT_DECLINES_PER_STORE + testers);

    // The genuine shopper, from an address of their own, with a good card.
    const genuine = await post(m.websiteId, address(4, 1), buyOne(p, '4242'));
    console.log(
      `checkout strangers: ${strangerRequests} stranger requests from ${21 + decliners + testers} addresses` +
        ` (21 x ${CHECKOUT_MAX_PER_CLIENT + 1} empty bodies, ${decliners} x ${CHECKOUT_DECLINES_PER_CLIENT} declined cards` +
        ` + 1 refused each, ${testers} x 1 decline + 1 refused); store declines ${declines}` +
        ` (budget ${CHECKOUT_DECLINES_PER_STORE}); genuine shopper ${genuine.status}`,
    );
    expect(genuine.status).toBe(200);
    expect(await rowCount('orders', m.websiteId, "status = 'paid'")).toBe(1);
  });

  it('a spent store attempt budget refuses only clients that already used theirs, never a fresh one', async () => {
    const m = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId, { stock: 50 });
    const busy = address(5, 1);
    for (let i = 0; i < CHECKOUT_MAX_PER_CLIENT_WHEN_BUSY; i++) expect((await post(m.websiteId, busy, buyOne(p))).status).toBe(200);
    await env.CONTROL.prepare('INSERT OR REPLACE INTO auth_counters (key, count, window_start) VALUES (?, ?, ?)')
      .bind(counterKeys.checkoutStore(m.websiteId), CHECKOUT_MAX_PER_STORE, new Date().toISOString())
      .run();
    expect((await post(m.websiteId, busy, buyOne(p))).status).toBe(429);
    expect((await post(m.websiteId, address(5, 2), buyOne(p))).status).toBe(200);
    // A malformed body is answered as such and never reaches the store's count.
    expect((await post(m.websiteId, address(5, 3), {})).status).toBe(400);
    expect(await storeCount(counterKeys.checkoutStore(m.websiteId))).toBe(CHECKOUT_MAX_PER_STORE + 1);
  });
});
