// GET|PUT /website/payments through the worker's fetch on real D1 (DESIGN §18): credentials sealed at rest and never
// answered, kept when left out, required the first time, refused at their fields; tampered rows fail clearly.
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorBody, PaymentSettings } from '@app/contracts';
import { api, shardOf } from '../helpers';
import { merchantFixture, merchantWithWebsiteFixture } from '../fixtures';
import { loadStoreSettings } from '../../src/payments/settings';
import { CredentialsUnreadableError, openCredentials, sealCredentials } from '../../src/payments/credentials-crypto';
import { installFakes } from '../fakes/install';
import { StripeFake } from '../fakes/stripe';
import { ChapaFake } from '../fakes/chapa';

const STRIPE = { secret_key: 'sk_test_51Abcdefgh1234', webhook_secret: 'whsec_abcdefghWXYZ' };
const CHAPA_KEY = 'CHASECK_TEST-zyxwvuts5678';
const put = (token: string, json: unknown) => api('/website/payments', { method: 'PUT', token, json });
const get = async (token: string) => (await (await api('/website/payments', { token })).json()) as PaymentSettings;
const row = async (websiteId: number) =>
  (await shardOf(websiteId)).prepare('SELECT * FROM payment_settings WHERE website_id = ?').bind(websiteId).first<Record<string, string>>();

async function refused(res: Response, loc: string[], rule?: string) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as ErrorBody;
  expect(body.code).toBe('validation_failed');
  const d = body.detail?.find((x) => x.loc.join('.') === loc.join('.'));
  expect(d, JSON.stringify(body.detail)).toBeDefined();
  if (rule) expect(d?.rule).toBe(rule);
}

describe('payment settings', () => {
  // Keys are tried on the provider when saved: its fakes know these ones.
  let restore: () => void;
  beforeEach(() => {
    restore = installFakes(new StripeFake(STRIPE.secret_key), new ChapaFake(CHAPA_KEY));
  });
  afterEach(() => restore());

  it('answers the test provider in the store currency before anything is saved', async () => {
    const m = await merchantWithWebsiteFixture();
    expect(await get(m.token)).toEqual({
      provider: 'test',
      providers: ['test'],
      test_mode: true,
      currency: 'USD',
      credentials: null,
      credentials_status: 'none',
      webhook_paths: { stripe: `/api/payments/webhooks/stripe/${m.websiteId}`, chapa: `/api/payments/webhooks/chapa/${m.websiteId}` },
      cod_confirm_hours: 48,
      updated_at: null,
    });
    expect(await loadStoreSettings(env, m.websiteId)).toEqual({
      providers: ['test'],
      currency: 'USD',
      credentials: null,
      unreadable: false,
    });
  });

  it('stores Stripe credentials encrypted, answers only hints, and keeps them when left out later', async () => {
    const m = await merchantWithWebsiteFixture();
    const res = await put(m.token, { provider: 'stripe', currency: 'eur', credentials: STRIPE });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(STRIPE.secret_key);
    expect(text).not.toContain(STRIPE.webhook_secret);
    const saved = JSON.parse(text) as PaymentSettings;
    expect(saved).toMatchObject({ provider: 'stripe', currency: 'EUR', credentials_status: 'stored' });
    expect(saved.credentials).toEqual({ secret_key_hint: '1234', webhook_secret_hint: 'WXYZ' });
    expect(saved.webhook_paths.stripe).toBe(`/api/payments/webhooks/stripe/${m.websiteId}`);
    const stored = await row(m.websiteId);
    expect(JSON.stringify(stored)).not.toContain(STRIPE.secret_key);
    expect(stored?.credentials_ciphertext).toMatch(/^[A-Za-z0-9+/=]{40,}$/);
    // The storefront prices in the provider's currency.
    expect(await m.db.prepare('SELECT currency FROM websites WHERE id = ?').bind(m.websiteId).first('currency')).toBe('EUR');

    const again = await put(m.token, { provider: 'stripe', currency: 'USD', credentials: { webhook_secret: 'whsec_newsecret9876' } });
    expect(((await again.json()) as PaymentSettings).credentials).toEqual({ secret_key_hint: '1234', webhook_secret_hint: '9876' });
    expect(await loadStoreSettings(env, m.websiteId)).toEqual({
      providers: ['stripe'],
      currency: 'USD',
      credentials: { secret_key: STRIPE.secret_key, webhook_secret: 'whsec_newsecret9876' },
      unreadable: false,
    });
    expect(await get(m.token)).toMatchObject({ credentials_status: 'stored', credentials: { secret_key_hint: '1234' } });
  });

  it('needs both credentials the first time, and checks them and the currency at their fields', async () => {
    const m = await merchantWithWebsiteFixture();
    await refused(await put(m.token, { provider: 'stripe', currency: 'USD' }), ['body', 'credentials', 'secret_key'], 'credentialRequired');
    await refused(
      await put(m.token, { provider: 'chapa', currency: 'ETB', credentials: { secret_key: 'CHASECK_TEST-abcdefgh' } }),
      ['body', 'credentials', 'webhook_secret'],
      'credentialRequired',
    );
    await refused(await put(m.token, { provider: 'chapa', currency: 'USD', credentials: {} }), ['body', 'currency'], 'paymentCurrency');
    await refused(
      await put(m.token, { provider: 'stripe', currency: 'ETB', credentials: STRIPE }),
      ['body', 'currency'],
      'paymentCurrency',
    );
    await refused(
      await put(m.token, { provider: 'stripe', currency: 'USD', credentials: { ...STRIPE, secret_key: 'pk_test_publishable' } }),
      ['body', 'credentials', 'secret_key'],
      'secretKeyFormat',
    );
    await refused(await put(m.token, { provider: 'paypal', currency: 'USD' }), ['body', 'provider'], 'oneOf');
    await refused(await put(m.token, { provider: 'stripe', currency: 'USD', credentials: { ...STRIPE, webhook_secret: 'short' } }), [
      'body',
      'credentials',
      'webhook_secret',
    ]);
    expect(
      (await api('/website/payments', { method: 'PUT', token: m.token, body: '{', headers: { 'Content-Type': 'application/json' } }))
        .status,
    ).toBe(400);
    expect(await row(m.websiteId)).toBeNull();
  });

  it('switching to Chapa asks for its own credentials, and test or cash on delivery keep the stored ones', async () => {
    const m = await merchantWithWebsiteFixture();
    expect((await put(m.token, { provider: 'stripe', currency: 'USD', credentials: STRIPE })).status).toBe(200);
    await refused(await put(m.token, { provider: 'chapa', currency: 'ETB' }), ['body', 'credentials', 'secret_key']);
    const cod = (await (
      await put(m.token, { provider: 'cash_on_delivery', currency: 'USD', credentials: null })
    ).json()) as PaymentSettings;
    expect(cod).toMatchObject({ provider: 'cash_on_delivery', credentials: null, credentials_status: 'none' });
    expect(await loadStoreSettings(env, m.websiteId)).toEqual({
      providers: ['cash_on_delivery'],
      currency: 'USD',
      credentials: null,
      unreadable: false,
    });
    // Back to Stripe without retyping: the stored Stripe credentials still hold.
    expect((await put(m.token, { provider: 'stripe', currency: 'USD' })).status).toBe(200);
    const chapa = { secret_key: CHAPA_KEY, webhook_secret: 'my-chapa-hash-0000' };
    const res = await put(m.token, { provider: 'chapa', currency: 'ETB', credentials: chapa });
    expect(((await res.json()) as PaymentSettings).credentials).toEqual({ secret_key_hint: '5678', webhook_secret_hint: '0000' });
    expect((await loadStoreSettings(env, m.websiteId)).credentials).toEqual(chapa);
  });

  it('moves the storefront version on every save, even in the same currency, and not on a refused one', async () => {
    const m = await merchantWithWebsiteFixture();
    const version = async () =>
      Number(await m.db.prepare('SELECT content_version FROM websites WHERE id = ?').bind(m.websiteId).first('content_version'));
    const v0 = await version();
    // The checkout page's methods change though the currency (USD) does not: its cached copy must go.
    expect((await put(m.token, { provider: 'cash_on_delivery', currency: 'USD' })).status).toBe(200);
    const v1 = await version();
    expect(v1).toBeGreaterThan(v0);
    expect((await put(m.token, { provider: 'test', currency: 'USD' })).status).toBe(200);
    const v2 = await version();
    expect(v2).toBeGreaterThan(v1);
    await refused(await put(m.token, { provider: 'stripe', currency: 'USD' }), ['body', 'credentials', 'secret_key']);
    expect(await version()).toBe(v2);
  });

  it('is per the session website: a merchant without one gets 404, and no one reads another store', async () => {
    const a = await merchantWithWebsiteFixture();
    const b = await merchantWithWebsiteFixture();
    await put(a.token, { provider: 'stripe', currency: 'USD', credentials: STRIPE });
    expect(await get(b.token)).toMatchObject({ provider: 'test', credentials: null });
    const none = await merchantFixture();
    expect((await api('/website/payments', { token: none.token })).status).toBe(404);
    expect((await put(none.token, { provider: 'test', currency: 'USD' })).status).toBe(404);
    expect((await api('/website/payments')).status).toBe(401);
  });

  it('a tampered, moved or differently keyed ciphertext fails clearly, and the merchant sees it must be re-entered', async () => {
    const m = await merchantWithWebsiteFixture();
    await put(m.token, { provider: 'stripe', currency: 'USD', credentials: STRIPE });
    const sealed = await row(m.websiteId);
    const bytes = atob(sealed!.credentials_ciphertext!);
    const flipped = btoa(String.fromCharCode(bytes.charCodeAt(0) ^ 1) + bytes.slice(1));
    await m.db.prepare('UPDATE payment_settings SET credentials_ciphertext = ? WHERE website_id = ?').bind(flipped, m.websiteId).run();
    expect(await loadStoreSettings(env, m.websiteId)).toMatchObject({ credentials: null, unreadable: true });
    expect(await get(m.token)).toMatchObject({ credentials_status: 'unreadable', credentials: null });
    // Entering them again repairs the row.
    expect((await put(m.token, { provider: 'stripe', currency: 'USD', credentials: STRIPE })).status).toBe(200);
    expect((await loadStoreSettings(env, m.websiteId)).credentials).toEqual(STRIPE);

    const box = await sealCredentials('key-one', 7, STRIPE);
    expect(await openCredentials('key-one', 7, box)).toEqual(STRIPE);
    await expect(openCredentials('key-two', 7, box)).rejects.toBeInstanceOf(CredentialsUnreadableError);
    await expect(openCredentials('key-one', 8, box)).rejects.toBeInstanceOf(CredentialsUnreadableError);
    await expect(openCredentials('key-one', 7, { ...box, iv: 'not base64!' })).rejects.toBeInstanceOf(CredentialsUnreadableError);
  });

  it('takes its key from PAYMENTS_KEY: the env key seals what the API stores', async () => {
    const m = await merchantWithWebsiteFixture();
    await put(m.token, { provider: 'stripe', currency: 'USD', credentials: STRIPE });
    const r = await row(m.websiteId);
    const box = { ciphertext: r!.credentials_ciphertext!, iv: r!.iv!, keyVersion: Number(r!.key_version) };
    expect(await openCredentials(env.PAYMENTS_KEY, m.websiteId, box)).toEqual(STRIPE);
    await expect(openCredentials('another-key', m.websiteId, box)).rejects.toBeInstanceOf(CredentialsUnreadableError);
  });
});
