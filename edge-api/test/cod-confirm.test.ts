// Cash on delivery no longer holds stock until the merchant happens to act (#32 item 3): an order the merchant has not
// confirmed within the store's cod_confirm_hours (payment settings, default 48) expires, its stock and discount use
// released by the expiry job; confirming it keeps it waiting for the cash with no deadline. The deadline is moved into
// the past in D1, nothing waits.
import { describe, expect, it } from 'vitest';
import type { ErrorBody, PaymentSettings, PendingCheckoutResponse } from '@app/contracts';
import { api } from './helpers';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { postCheckout, stockOf } from './checkout-fixtures';
import { createDiscount } from './discount-helpers';
import { detail, orderAction } from './order-lifecycle-helpers';
import { eventsOf, expireNow, orderRow, redirectCart } from './payments/helpers';

const putSettings = (token: string, json: unknown) => api('/website/payments', { method: 'PUT', token, json });

async function cashShop(hours?: number) {
  const shop = await merchantWithWebsiteFixture();
  const product = await productFixture(shop.websiteId, { priceCents: 1200, stock: 6 });
  const res = await putSettings(shop.token, { provider: 'cash_on_delivery', currency: 'USD', ...(hours && { cod_confirm_hours: hours }) });
  expect(res.status).toBe(200);
  return { shop, product };
}

async function cashOrder(websiteId: number, product: number, extra: Record<string, unknown> = {}) {
  const res = await postCheckout(websiteId, { ...redirectCart(product, 2), payment: { method: 'cash_on_delivery' }, ...extra });
  expect(res.status).toBe(201);
  return ((await res.json()) as PendingCheckoutResponse).order_id;
}

describe('the confirmation deadline setting', () => {
  it('is validated, saved, kept when left out, and sets the deadline of new cash orders', async () => {
    const { shop, product } = await cashShop();
    for (const [value, rule] of [
      [0, 'atLeast'],
      [721, 'atMost'],
      [1.5, 'whole'],
    ] as const) {
      const res = await putSettings(shop.token, { provider: 'cash_on_delivery', currency: 'USD', cod_confirm_hours: value });
      expect(res.status).toBe(400);
      const body = (await res.json()) as ErrorBody;
      expect(body.detail).toEqual([expect.objectContaining({ loc: ['body', 'cod_confirm_hours'], rule })]);
    }
    const saved = await putSettings(shop.token, { provider: 'cash_on_delivery', currency: 'USD', cod_confirm_hours: 12 });
    expect(((await saved.json()) as PaymentSettings).cod_confirm_hours).toBe(12);
    expect((await putSettings(shop.token, { provider: 'cash_on_delivery', currency: 'USD' })).status).toBe(200);
    const got = (await (await api('/website/payments', { token: shop.token })).json()) as PaymentSettings;
    expect(got.cod_confirm_hours).toBe(12);
    const before = Date.now();
    const id = await cashOrder(shop.websiteId, product);
    const d = await detail(shop.token, id);
    expect(d.confirmed_at).toBeNull();
    expect((Date.parse(d.expires_at!) - before) / 3_600_000).toBeCloseTo(12, 1);
  });
});

describe('an unconfirmed cash order', () => {
  it('expires past its deadline: stock and discount use back, the merchant can no longer confirm or mark it paid', async () => {
    const { shop, product } = await cashShop();
    const code = await createDiscount(shop.token, { usage_limit: 5 });
    const id = await cashOrder(shop.websiteId, product, { discount_code: code.code });
    const usage = async () =>
      (await shop.db.prepare('SELECT usage_count AS n FROM discounts WHERE id = ?').bind(code.id).first<{ n: number }>())!.n;
    expect(await stockOf(product)).toBe(4);
    expect(await usage()).toBe(1);
    await expireNow(id);
    expect((await orderRow(id)).status).toBe('expired');
    expect(await stockOf(product)).toBe(6);
    expect(await usage()).toBe(0);
    expect((await eventsOf(id)).at(-1)).toMatchObject({
      type: 'expired',
      from_status: 'awaiting_payment',
      to_status: 'expired',
      note: 'not_confirmed_in_time',
      actor: 'system',
    });
    expect((await orderAction(shop.token, id, 'confirm')).status).toBe(409);
    expect((await orderAction(shop.token, id, 'mark-paid')).status).toBe(409);
    expect((await detail(shop.token, id)).expires_at).toBeNull();
  });
});

describe('confirming a cash order', () => {
  it('stops its expiry, once (two tabs: one wins), only for the store that owns it', async () => {
    const { shop, product } = await cashShop();
    const id = await cashOrder(shop.websiteId, product);
    const other = await merchantWithWebsiteFixture();
    expect((await orderAction(other.token, id, 'confirm')).status).toBe(404);
    const answers = await Promise.all([orderAction(shop.token, id, 'confirm'), orderAction(shop.token, id, 'confirm')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    // A confirm after it says so in words, not in state names.
    const again = await orderAction(shop.token, id, 'confirm');
    expect(await again.json()).toEqual({ code: 'order_state', message: 'This order is already confirmed' });
    const d = await detail(shop.token, id);
    expect(d).toMatchObject({ status: 'awaiting_payment', expires_at: null });
    expect(d.confirmed_at).toEqual(expect.any(String));
    expect(d.events.map((e) => [e.type, e.actor])).toEqual([
      ['created', 'shopper'],
      ['confirmed', 'merchant'],
    ]);
    // However old it gets, the expiry job leaves it holding its stock; the cash is then recorded as usual.
    await other.db.prepare(`UPDATE orders SET created_at = '2000-01-01T00:00:00.000Z' WHERE id = ?`).bind(id).run();
    await expireNow(id);
    expect((await orderRow(id)).status).toBe('awaiting_payment');
    expect(await stockOf(product)).toBe(4);
    expect((await orderAction(shop.token, id, 'mark-paid')).status).toBe(200);
    expect((await detail(shop.token, id)).status).toBe('paid');
  });

  it('is refused for an order that is not an unconfirmed cash order', async () => {
    const shop = await merchantWithWebsiteFixture();
    const product = await productFixture(shop.websiteId, { stock: 3 });
    const res = await postCheckout(shop.websiteId, redirectCart(product, 1));
    const { order_id } = (await res.json()) as PendingCheckoutResponse;
    const refused = await orderAction(shop.token, order_id, 'confirm');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).code).toBe('order_state');
  });
});
