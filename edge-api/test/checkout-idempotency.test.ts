// The idempotency runner and the races that only the D1 batch can settle, driven below the HTTP layer so that
// the interleaving is deterministic (checkout-parallel.test.ts covers the same through parallel requests).
import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '@app/contracts';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { cart, keyRow, newKey, rowCount, stockOf, type StockDetail } from './checkout-fixtures';
import { placeOrder } from '../src/services/checkout';
import { runIdempotent } from '../src/services/idempotency';
import { testPaymentProvider, type PaymentProvider } from '../src/payments/test';
import { storeForCheckout } from '../src/db/orders';
import { canonicalJson } from '../src/routes/checkout';

describe('runIdempotent', () => {
  it('frees the key when processing fails unexpectedly, so a retry proceeds', async () => {
    const m = await merchantWithWebsiteFixture();
    const scope = { websiteId: m.websiteId, key: newKey(), hash: 'h1' };
    await expect(runIdempotent(m.db, scope, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await keyRow(m.websiteId, scope.key)).toBeNull();
    const reply = await runIdempotent(m.db, scope, async () => ({ status: 200, text: '{"ok":true}' }));
    expect(reply).toEqual({ status: 200, text: '{"ok":true}', replayed: false });
    expect(await keyRow(m.websiteId, scope.key)).toMatchObject({ response_status: 200, response_body: '{"ok":true}' });
  });

  it('answers 409 idempotency_in_progress when the first request outlasts the wait', async () => {
    const m = await merchantWithWebsiteFixture();
    const scope = { websiteId: m.websiteId, key: newKey(), hash: 'h2' };
    let finish: () => void = () => undefined;
    const slow = runIdempotent(m.db, scope, () => new Promise((resolve) => (finish = () => resolve({ status: 200, text: '{}' }))));
    await new Promise((r) => setTimeout(r, 50));
    await expect(runIdempotent(m.db, scope, async () => ({ status: 500, text: 'never' }), 300)).rejects.toMatchObject({
      status: 409,
      code: 'idempotency_in_progress',
    });
    finish();
    expect(await slow).toMatchObject({ status: 200, replayed: false });
    expect(await runIdempotent(m.db, scope, async () => ({ status: 500, text: 'never' }))).toEqual({
      status: 200,
      text: '{}',
      replayed: true,
    });
  });

  it('takes over a reservation abandoned long ago', async () => {
    const m = await merchantWithWebsiteFixture();
    const key = newKey();
    await m.db
      .prepare(
        `INSERT INTO idempotency_keys (website_id, key, request_hash, response_body, created_at) VALUES (?, ?, 'h3', 'pending:dead', ?)`,
      )
      .bind(m.websiteId, key, new Date(Date.now() - 5 * 60_000).toISOString())
      .run();
    const reply = await runIdempotent(m.db, { websiteId: m.websiteId, key, hash: 'h3' }, async () => ({
      status: 201,
      text: '{"new":1}',
    }));
    expect(reply).toEqual({ status: 201, text: '{"new":1}', replayed: false });
  });
});

/** The test provider, plus something another request does while this one is being charged. */
const providerThat = (meanwhile: () => Promise<unknown>): PaymentProvider => ({
  ...testPaymentProvider,
  async charge(req) {
    await meanwhile();
    return testPaymentProvider.charge(req);
  },
});

describe('checkout races (settled inside the batch)', () => {
  it('rolls back everything when the stock goes between the read and the batch (CHECK constraint)', async () => {
    const m = await merchantWithWebsiteFixture();
    const a = await productFixture(m.websiteId, { stock: 5 });
    const b = await productFixture(m.websiteId, { stock: 1, name: 'Last one' });
    const store = (await storeForCheckout(m.db, m.websiteId))!;
    const req = cart([
      { product_id: a, quantity: 2 },
      { product_id: b, quantity: 1 },
    ]);
    const scope = { websiteId: m.websiteId, key: newKey(), hash: 'race' };
    const provider = providerThat(() => m.db.prepare('UPDATE products SET stock = 0 WHERE id = ?').bind(b).run());
    const reply = await runIdempotent(m.db, scope, (nonce) => placeOrder(m.db, store, { ...scope, nonce }, req, provider));
    expect(reply.status).toBe(409);
    const body = JSON.parse(reply.text) as ErrorBody & { detail: StockDetail[] };
    expect(body.code).toBe('out_of_stock');
    expect(body.detail).toEqual([
      {
        loc: ['items', '1'],
        msg: 'Only 0 left of "Last one"',
        product_id: b,
        requested: 1,
        available: 0,
        variant_id: expect.any(Number),
        variant_title: '',
      },
    ]);
    expect(await rowCount('orders', m.websiteId)).toBe(0);
    expect(await rowCount('transactions', m.websiteId)).toBe(0);
    expect(await rowCount('order_items', m.websiteId)).toBe(0);
    expect(await stockOf(a)).toBe(5);
    expect((await keyRow(m.websiteId, scope.key))?.response_status).toBe(409);
  });

  it('writes nothing when another request took the key over meanwhile, and replays its answer', async () => {
    const m = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId, { stock: 5 });
    const store = (await storeForCheckout(m.db, m.websiteId))!;
    const req = cart([{ product_id: p, quantity: 1 }]);
    const scope = { websiteId: m.websiteId, key: newKey(), hash: canonicalJson(req) };
    const takeover = () =>
      m.db
        .prepare(`UPDATE idempotency_keys SET response_status = 200, response_body = '{"theirs":true}' WHERE website_id = ? AND key = ?`)
        .bind(m.websiteId, scope.key)
        .run();
    const reply = await runIdempotent(m.db, scope, (nonce) => placeOrder(m.db, store, { ...scope, nonce }, req, providerThat(takeover)));
    expect(reply).toEqual({ status: 200, text: '{"theirs":true}', replayed: true });
    expect(await rowCount('orders', m.websiteId)).toBe(0);
    expect(await stockOf(p)).toBe(5);
  });
});
