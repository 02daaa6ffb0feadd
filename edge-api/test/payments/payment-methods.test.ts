// Several ways to pay at once (#34 items 2 and 3): a store enables one online provider beside cash on delivery and
// checkout takes both; keys are tried on the provider when saved and a refusal is said at the key's field; a provider
// that is down at checkout is "this store cannot take this method now" (503), not a declined card, and the store's
// other method still works.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorBody, PaymentSettings, PendingCheckoutResponse } from '@app/contracts';
import { api, shardOf } from '../helpers';
import { merchantWithWebsiteFixture, productFixture } from '../fixtures';
import { card, postCheckout } from '../checkout-fixtures';
import { installFakes } from '../fakes/install';
import { ChapaFake } from '../fakes/chapa';
import { StripeFake } from '../fakes/stripe';
import { orderRow, redirectCart, variantStock } from './helpers';

const chapa = new ChapaFake();
const stripe = new StripeFake();
const CHAPA = { secret_key: chapa.secretKey, webhook_secret: 'my-chapa-hash-1111' };
const STRIPE = { secret_key: stripe.secretKey, webhook_secret: 'whsec_methods_2222' };

const put = (token: string, json: unknown) => api('/website/payments', { method: 'PUT', token, json });
const row = async (websiteId: number) =>
  (await shardOf(websiteId)).prepare('SELECT * FROM payment_settings WHERE website_id = ?').bind(websiteId).first();

async function refusedAt(res: Response, loc: string, rule: string) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as ErrorBody;
  expect(body.detail?.map((d) => [d.loc.join('.'), d.rule])).toContainEqual([loc, rule]);
  return body;
}

let restore: () => void;
beforeEach(() => {
  for (const f of [chapa, stripe]) {
    f.unreachable.clear();
    f.down.clear();
    f.hanging.clear();
  }
  restore = installFakes(chapa, stripe);
});
afterEach(() => restore());

describe('several payment methods', () => {
  it('takes Chapa and cash on delivery together, leaving test mode, and checkout offers both and nothing else', async () => {
    const m = await merchantWithWebsiteFixture();
    const res = await put(m.token, { providers: ['chapa', 'cash_on_delivery'], currency: 'ETB', credentials: CHAPA });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as PaymentSettings;
    expect(saved).toMatchObject({ provider: 'chapa', providers: ['chapa', 'cash_on_delivery'], test_mode: false, currency: 'ETB' });
    expect(saved.credentials).toEqual({ secret_key_hint: chapa.secretKey.slice(-4), webhook_secret_hint: '1111' });

    const p = await productFixture(m.websiteId, { priceCents: 4500, stock: 5 });
    const online = await postCheckout(m.websiteId, redirectCart(p, 1));
    expect(online.status).toBe(201);
    expect((await orderRow(((await online.json()) as PendingCheckoutResponse).order_id)).provider).toBe('chapa');
    const cash = await postCheckout(m.websiteId, { ...redirectCart(p, 1), payment: { method: 'cash_on_delivery' } });
    expect(cash.status).toBe(201);
    expect((await orderRow(((await cash.json()) as PendingCheckoutResponse).order_id)).provider).toBe('cash_on_delivery');
    // The test provider's card is no longer taken: the store left test mode.
    const fake = await postCheckout(m.websiteId, { ...redirectCart(p, 1), payment: card() });
    await refusedAt(fake, 'body.payment.method', 'paymentMethodUnavailable');
  });

  it('refuses two online providers, none at all, or one twice, at providers', async () => {
    const m = await merchantWithWebsiteFixture();
    await refusedAt(
      await put(m.token, { providers: ['test', 'stripe'], currency: 'USD', credentials: STRIPE }),
      'body.providers',
      'oneOnlineProvider',
    );
    await refusedAt(await put(m.token, { providers: [], currency: 'USD' }), 'body.providers', 'paymentMethodRequired');
    await refusedAt(await put(m.token, { currency: 'USD' }), 'body.providers', 'paymentMethodRequired');
    await refusedAt(
      await put(m.token, { providers: ['cash_on_delivery', 'cash_on_delivery'], currency: 'USD' }),
      'body.providers',
      'paymentMethodTwice',
    );
    // A currency every enabled provider takes: Chapa's ETB with cash is fine, Stripe has no ETB.
    await refusedAt(
      await put(m.token, { providers: ['chapa', 'cash_on_delivery'], currency: 'USD', credentials: CHAPA }),
      'body.currency',
      'paymentCurrency',
    );
    expect(await row(m.websiteId)).toBeNull();
  });

  it('reads a store saved before several methods existed as its one provider (nothing lost)', async () => {
    const m = await merchantWithWebsiteFixture();
    expect((await put(m.token, { provider: 'cash_on_delivery', currency: 'USD' })).status).toBe(200);
    // As the row was before migration 0025 filled `providers`.
    await m.db.prepare(`UPDATE payment_settings SET providers = '[]' WHERE website_id = ?`).bind(m.websiteId).run();
    const got = (await (await api('/website/payments', { token: m.token })).json()) as PaymentSettings;
    expect(got).toMatchObject({ provider: 'cash_on_delivery', providers: ['cash_on_delivery'], test_mode: false });
    const p = await productFixture(m.websiteId, { priceCents: 1000, stock: 2 });
    expect((await postCheckout(m.websiteId, { ...redirectCart(p, 1), payment: { method: 'cash_on_delivery' } })).status).toBe(201);
  });
});

describe('keys are checked when saved', () => {
  it('says at the secret key when Stripe or Chapa refuses it, and keeps nothing', async () => {
    const m = await merchantWithWebsiteFixture();
    const wrong = await put(m.token, {
      provider: 'stripe',
      currency: 'USD',
      credentials: { ...STRIPE, secret_key: 'sk_test_not_this_one_0000' },
    });
    const body = await refusedAt(wrong, 'body.credentials.secret_key', 'credentialRejected');
    expect(body.detail?.[0]?.params).toEqual({ provider: 'Stripe' });
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/balance' });
    const chapaWrong = await put(m.token, {
      providers: ['chapa', 'cash_on_delivery'],
      currency: 'ETB',
      credentials: { ...CHAPA, secret_key: 'CHASECK_TEST-wrongwrong' },
    });
    await refusedAt(chapaWrong, 'body.credentials.secret_key', 'credentialRejected');
    expect(chapa.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/banks' });
    expect(await row(m.websiteId)).toBeNull();
    expect((await put(m.token, { provider: 'stripe', currency: 'USD', credentials: STRIPE })).status).toBe(200);
  });

  it('saves the settings and says the key is not checked yet when the provider cannot be reached or is down', async () => {
    const m = await merchantWithWebsiteFixture();
    chapa.unreachable.add('/v1/banks');
    const res = await put(m.token, { providers: ['chapa', 'cash_on_delivery'], currency: 'ETB', credentials: CHAPA });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as PaymentSettings;
    expect(saved).toMatchObject({ providers: ['chapa', 'cash_on_delivery'], credentials_status: 'stored', key_unchecked: true });
    expect(await row(m.websiteId)).toMatchObject({ credentials_provider: 'chapa' });
    // The flag is kept: the screen still says so after a reload.
    expect(await (await api('/website/payments', { token: m.token })).json()).toMatchObject({ key_unchecked: true });
    // The next save checks the stored key again, though it sends none: still unreachable, still unchecked.
    const banksAsked = () => chapa.requests.filter((r) => r.path === '/v1/banks').length;
    const before = banksAsked();
    const again = await put(m.token, { providers: ['chapa', 'cash_on_delivery'], currency: 'ETB' });
    expect(await again.json()).toMatchObject({ key_unchecked: true });
    expect(banksAsked()).toBe(before + 1);
    // Chapa answers again: the next save checks the key and the flag goes, in the answer and for good.
    chapa.unreachable.clear();
    expect(await (await put(m.token, { providers: ['chapa', 'cash_on_delivery'], currency: 'ETB' })).json()).not.toHaveProperty(
      'key_unchecked',
    );
    expect(await (await api('/website/payments', { token: m.token })).json()).not.toHaveProperty('key_unchecked');
    // A checked key is not asked about again on a save that sends none.
    const checked = banksAsked();
    expect((await put(m.token, { providers: ['chapa', 'cash_on_delivery'], currency: 'ETB' })).status).toBe(200);
    expect(banksAsked()).toBe(checked);
    // Stripe answering 503 (an outage) is no refusal either.
    stripe.down.add('/v1/balance');
    const stripeRes = await put(m.token, { provider: 'stripe', currency: 'USD', credentials: STRIPE });
    expect(stripeRes.status).toBe(200);
    expect(await stripeRes.json()).toMatchObject({ provider: 'stripe', key_unchecked: true });
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/balance' });
    // Once it answers again, a key it takes is saved without the flag.
    stripe.down.clear();
    const ok = await put(m.token, { provider: 'stripe', currency: 'USD', credentials: STRIPE });
    expect(await ok.json()).not.toHaveProperty('key_unchecked');
  });
});

describe('a provider that fails at checkout', () => {
  it('answers 503 payment_unavailable at the method, holds nothing, and the store still takes cash', async () => {
    const m = await merchantWithWebsiteFixture();
    expect((await put(m.token, { providers: ['chapa', 'cash_on_delivery'], currency: 'ETB', credentials: CHAPA })).status).toBe(200);
    const p = await productFixture(m.websiteId, { priceCents: 4500, stock: 3 });
    chapa.unreachable.add('/v1/transaction/initialize');
    const res = await postCheckout(m.websiteId, redirectCart(p, 2));
    expect(res.status).toBe(503);
    const body = (await res.json()) as ErrorBody & { order_id: number };
    expect(body).toMatchObject({
      code: 'payment_unavailable',
      detail: [{ loc: ['body', 'payment', 'method'], rule: 'paymentMethodUnavailable' }],
    });
    expect(body.message).not.toMatch(/declined/i);
    expect((await orderRow(body.order_id)).status).toBe('failed');
    expect(await variantStock(p)).toBe(3);
    expect((await postCheckout(m.websiteId, { ...redirectCart(p, 2), payment: { method: 'cash_on_delivery' } })).status).toBe(201);
  });

  it('is the same for a key the provider no longer takes', async () => {
    const m = await merchantWithWebsiteFixture();
    expect((await put(m.token, { provider: 'stripe', currency: 'USD', credentials: STRIPE })).status).toBe(200);
    // The key was revoked at Stripe after it was saved.
    const revoked = new StripeFake('sk_test_rolled_key_9999');
    restore();
    restore = installFakes(revoked);
    const p = await productFixture(m.websiteId, { priceCents: 2000, stock: 1 });
    const res = await postCheckout(m.websiteId, redirectCart(p, 1));
    expect([res.status, ((await res.json()) as ErrorBody).code]).toEqual([503, 'payment_unavailable']);
  });
});

describe('a provider that never answers (a hung connection)', () => {
  it('is given up on when a key is saved: the settings are kept, the key not checked yet', async () => {
    const m = await merchantWithWebsiteFixture();
    stripe.hanging.add('/v1/balance');
    const res = await put(m.token, { provider: 'stripe', currency: 'USD', credentials: STRIPE });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ provider: 'stripe', credentials_status: 'stored', key_unchecked: true });
  });

  it('is given up on at checkout: 503 payment_unavailable, nothing held, as when it is unreachable', async () => {
    const m = await merchantWithWebsiteFixture();
    expect((await put(m.token, { providers: ['chapa', 'cash_on_delivery'], currency: 'ETB', credentials: CHAPA })).status).toBe(200);
    const p = await productFixture(m.websiteId, { priceCents: 4500, stock: 3 });
    chapa.hanging.add('/v1/transaction/initialize');
    const res = await postCheckout(m.websiteId, redirectCart(p, 1));
    expect(res.status).toBe(503);
    const body = (await res.json()) as ErrorBody & { order_id: number };
    expect(body.code).toBe('payment_unavailable');
    expect((await orderRow(body.order_id)).status).toBe('failed');
    expect(await variantStock(p)).toBe(3);
  });
});
