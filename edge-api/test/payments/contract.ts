// One contract every payment provider's adapter must keep (DESIGN §18), run through the real routes on real D1:
// checkout with {method: 'redirect'}, the provider's webhook, the expiry cron and late payments. A provider joins by
// passing a driver: how its store is set up, how the provider's side decides a payment, and how it signs a webhook
// (test-provider.test.ts; stripe-contract.test.ts and chapa-contract.test.ts against their fakes).
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeReason, type PaymentProviderId } from '@app/contracts';
import { providerById } from '../../src/payments/registry';
import { installFakes, type FakeServer } from '../fakes/install';
import { merchantWithWebsiteFixture, productFixture } from '../fixtures';
import { api, shardOf } from '../helpers';
import { eventsOf, expireNow, orderRow, postWebhook, startPayment, transactionsOf, variantStock } from './helpers';

/** How a webhook departs from an honest, current one: the cases that must not move an order by themselves. */
export interface WebhookOptions {
  /**
   * What the body says of the payment instead of what the provider's side says now: 'succeeded' a claim the provider
   * does not back, 'pending' a stale event arriving late. Bodies that name no state (the test provider's) ignore it.
   */
  claim?: 'succeeded' | 'pending';
  /** Signed with this secret instead of the store's: a forgery that holds together except for the key. */
  secret?: string;
}

export interface ProviderDriver {
  /** A provider of the list (cash on delivery has no provider side), or one a test registered (new-provider.test.ts). */
  provider: string;
  /** The provider's API fake, put behind the Worker's fetch for each test (the test provider is our own code). */
  fake?: FakeServer;
  /** Makes the store take this provider (its payment settings); the test provider needs nothing. */
  setup(store: { websiteId: number; token: string }): Promise<void>;
  /**
   * Whether the provider gives up on an unpaid payment by itself and says so (Stripe's Checkout Session expires and
   * sends checkout.session.expired). false: it has no expired state (Chapa's verify keeps an abandoned checkout
   * pending), so decide('expired') leaves it pending and only our own hold ends the order.
   */
  expiresPayments: boolean;
  /** The provider's side decides the payment (the shopper paid, was declined, or the provider let it expire). */
  decide(ref: string, outcome: 'succeeded' | 'failed' | 'expired'): Promise<void>;
  /** A new webhook event about the payment, its body as the provider documents it and signed as the provider does. */
  webhook(websiteId: number, ref: string, opts?: WebhookOptions): Promise<{ body: string; headers: Record<string, string> }>;
  /** What the provider has refunded of the payment, in cents. */
  refunded(ref: string): Promise<number>;
}

/**
 * The setup of a provider with an account of the merchant's: the store saves the fake's secret key and a webhook
 * secret of its own through PUT /website/payments, which must take them.
 */
export const saveAccount =
  (provider: string, currency: string, secretKey: string, webhookSecret: (websiteId: number) => string) =>
  async ({ websiteId, token }: { websiteId: number; token: string }) => {
    const credentials = { secret_key: secretKey, webhook_secret: webhookSecret(websiteId) };
    const res = await api('/website/payments', { method: 'PUT', token, json: { provider, currency, credentials } });
    expect(res.status).toBe(200);
  };

async function shop(driver: ProviderDriver, stock = 5) {
  const m = await merchantWithWebsiteFixture();
  await driver.setup(m);
  const product = await productFixture(m.websiteId, { priceCents: 2500, stock });
  return { ...m, product };
}

const deliver = async (driver: ProviderDriver, websiteId: number, ref: string, opts?: WebhookOptions) => {
  const hook = await driver.webhook(websiteId, ref, opts);
  return postWebhook(driver.provider, websiteId, hook.body, hook.headers);
};

export function providerContract(driver: ProviderDriver) {
  describe(`payment provider contract: ${driver.provider}`, () => {
    let restore: () => void;
    beforeEach(() => {
      restore = installFakes(...(driver.fake ? [driver.fake] : []));
    });
    afterEach(() => restore());

    it('holds the stock while pending and pays on a verified webhook, the state taken from the provider', async () => {
      const s = await shop(driver);
      const { body, ref } = await startPayment(s.websiteId, s.product, 2);
      expect(body).toMatchObject({ status: 'pending', next: { type: 'redirect' } });
      expect(await variantStock(s.product)).toBe(3);
      await driver.decide(ref, 'succeeded');
      const res = await deliver(driver, s.websiteId, ref);
      expect(res.status).toBe(200);
      expect(await orderRow(body.order_id)).toMatchObject({ status: 'paid', paid_cents: 5000 });
      expect(await transactionsOf(body.order_id)).toEqual([{ status: 'success', amount_cents: 5000, payment_via: driver.provider }]);
      expect((await eventsOf(body.order_id)).map((e) => e.type)).toEqual(['created', 'paid']);
      expect(await variantStock(s.product)).toBe(3);
    });

    it('releases the stock on a failure', async () => {
      const s = await shop(driver);
      const { body, ref } = await startPayment(s.websiteId, s.product, 2);
      await driver.decide(ref, 'failed');
      expect((await deliver(driver, s.websiteId, ref)).status).toBe(200);
      expect((await orderRow(body.order_id)).status).toBe('failed');
      expect(await variantStock(s.product)).toBe(5);
      expect((await eventsOf(body.order_id)).map((e) => e.to_status)).toEqual(['pending', 'failed']);
    });

    it('applies the same webhook delivered 5 times (at once) exactly once', async () => {
      const s = await shop(driver);
      const { body, ref } = await startPayment(s.websiteId, s.product);
      await driver.decide(ref, 'succeeded');
      const hook = await driver.webhook(s.websiteId, ref);
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => postWebhook(driver.provider, s.websiteId, hook.body, hook.headers)));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect((await eventsOf(body.order_id)).filter((e) => e.type === 'paid')).toHaveLength(1);
      expect(await transactionsOf(body.order_id)).toHaveLength(1);
    });

    it('applies 5 different events racing for one success exactly once (the move is guarded, not only the event)', async () => {
      const s = await shop(driver);
      const { body, ref } = await startPayment(s.websiteId, s.product);
      await driver.decide(ref, 'succeeded');
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => deliver(driver, s.websiteId, ref)));
      const outcomes = await Promise.all(answers.map(async (r) => ((await r.json()) as { outcome: string }).outcome));
      expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
      expect((await eventsOf(body.order_id)).filter((e) => e.type === 'paid')).toHaveLength(1);
      expect(await transactionsOf(body.order_id)).toHaveLength(1);
    });

    it('answers 401 and changes nothing for a tampered body or signature', async () => {
      const s = await shop(driver);
      const { body, ref } = await startPayment(s.websiteId, s.product);
      await driver.decide(ref, 'succeeded');
      const hook = await driver.webhook(s.websiteId, ref);
      // Still the provider's JSON, one field more: the signature over the raw body no longer holds.
      const tamperedBody = hook.body.replace('{', '{"tampered":true,');
      expect((await postWebhook(driver.provider, s.websiteId, tamperedBody, hook.headers)).status).toBe(401);
      // The provider's own header format, the signature made with a key that is not the store's.
      const forged = await driver.webhook(s.websiteId, ref, { secret: 'not-this-stores-webhook-secret' });
      expect((await postWebhook(driver.provider, s.websiteId, forged.body, forged.headers)).status).toBe(401);
      const unsigned = await postWebhook(driver.provider, s.websiteId, hook.body, {});
      expect(unsigned.status).toBe(401);
      expect(await unsigned.json()).toMatchObject({ code: 'invalid_signature' });
      expect((await orderRow(body.order_id)).status).toBe('pending');
      const claimed = await (
        await shardOf(s.websiteId)
      )
        .prepare('SELECT COUNT(*) AS n FROM payment_events WHERE order_id = ?')
        .bind(body.order_id)
        .first<{ n: number }>();
      expect(claimed!.n).toBe(0);
    });

    it('does not move when the webhook says success but the provider says pending', async () => {
      const s = await shop(driver);
      const { body, ref } = await startPayment(s.websiteId, s.product);
      const res = await deliver(driver, s.websiteId, ref, { claim: 'succeeded' });
      expect(await res.json()).toMatchObject({ outcome: 'unchanged' });
      expect((await orderRow(body.order_id)).status).toBe('pending');
      expect(await variantStock(s.product)).toBe(4);
    });

    it('never moves backwards: a later event after success leaves the order paid', async () => {
      const s = await shop(driver);
      const { body, ref } = await startPayment(s.websiteId, s.product);
      await driver.decide(ref, 'succeeded');
      await deliver(driver, s.websiteId, ref);
      // Another event (a stale "pending" one, arriving late) is a new cue: the provider still says succeeded.
      expect(await (await deliver(driver, s.websiteId, ref, { claim: 'pending' })).json()).toMatchObject({ outcome: 'unchanged' });
      expect((await orderRow(body.order_id)).status).toBe('paid');
      expect((await eventsOf(body.order_id)).filter((e) => e.type === 'paid')).toHaveLength(1);
    });

    it('expires an unpaid order after its hold (asking the provider first) and gives the stock back', async () => {
      const s = await shop(driver);
      const { body, ref } = await startPayment(s.websiteId, s.product, 2);
      await driver.decide(ref, 'expired');
      await expireNow(body.order_id);
      expect((await orderRow(body.order_id)).status).toBe('expired');
      expect(await variantStock(s.product)).toBe(5);
    });

    it("follows the provider's own expiry when its webhook tells of it, and gives the stock back", async () => {
      const s = await shop(driver);
      const { body, ref } = await startPayment(s.websiteId, s.product, 2);
      await driver.decide(ref, 'expired');
      expect((await deliver(driver, s.websiteId, ref)).status).toBe(200);
      // Where the provider never expires a payment, its word is still "pending": the order waits for our hold.
      const status = driver.expiresPayments ? 'expired' : 'pending';
      expect((await orderRow(body.order_id)).status).toBe(status);
      expect(await variantStock(s.product)).toBe(status === 'expired' ? 5 : 3);
    });

    it('pays, not expires, an order whose success never arrived as a webhook', async () => {
      const s = await shop(driver);
      const { body, ref } = await startPayment(s.websiteId, s.product);
      await driver.decide(ref, 'succeeded');
      await expireNow(body.order_id);
      expect(await orderRow(body.order_id)).toMatchObject({ status: 'paid', paid_cents: 2500 });
    });

    it('takes the stock again for a success that arrives after expiry', async () => {
      const s = await shop(driver);
      const { body, ref } = await startPayment(s.websiteId, s.product, 2);
      await expireNow(body.order_id);
      expect(await variantStock(s.product)).toBe(5);
      await driver.decide(ref, 'succeeded');
      expect(await (await deliver(driver, s.websiteId, ref)).json()).toMatchObject({ outcome: 'late_paid' });
      expect((await orderRow(body.order_id)).status).toBe('paid');
      expect(await variantStock(s.product)).toBe(3);
    });

    it('refunds a success after expiry when the stock is gone, and records why', async () => {
      const s = await shop(driver, 1);
      const { body, ref } = await startPayment(s.websiteId, s.product);
      await expireNow(body.order_id);
      await startPayment(s.websiteId, s.product); // another shopper takes the last one
      await driver.decide(ref, 'succeeded');
      expect(await (await deliver(driver, s.websiteId, ref)).json()).toMatchObject({ outcome: 'late_refunded' });
      expect((await orderRow(body.order_id)).status).toBe('expired');
      expect(await driver.refunded(ref)).toBe(2500);
      const late = (await eventsOf(body.order_id)).find((e) => e.type === 'late_payment_refunded');
      expect(decodeReason(late?.note)).toMatchObject({
        code: 'late_payment_refunded',
        params: { amount: 25, currency: expect.any(String) },
      });
      expect(await variantStock(s.product)).toBe(0);
    });

    it('refunds a late success once when its events race (one refund, one event saying why)', async () => {
      const s = await shop(driver, 1);
      const { body, ref } = await startPayment(s.websiteId, s.product);
      await expireNow(body.order_id);
      await startPayment(s.websiteId, s.product);
      await driver.decide(ref, 'succeeded');
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => deliver(driver, s.websiteId, ref)));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect(await driver.refunded(ref)).toBe(2500);
      expect((await eventsOf(body.order_id)).filter((e) => e.type === 'late_payment_refunded')).toHaveLength(1);
    });

    it('refunds through the adapter in full or in parts, never more than was paid', async () => {
      const s = await shop(driver);
      const { ref } = await startPayment(s.websiteId, s.product, 2);
      await driver.decide(ref, 'succeeded');
      await deliver(driver, s.websiteId, ref);
      const { adapter } = (await providerById(env, s.websiteId, driver.provider as PaymentProviderId))!;
      expect((await adapter.refund(ref, 1500, `${ref}-r1`)).status).toBe('succeeded');
      expect(await driver.refunded(ref)).toBe(1500);
      const over = await adapter.refund(ref, 3501, `${ref}-r2`).catch(() => ({ status: 'failed' as const }));
      expect(over.status).toBe('failed');
      expect((await adapter.refund(ref, 3500, `${ref}-r3`)).status).toBe('succeeded');
      expect(await driver.refunded(ref)).toBe(5000);
    });

    it("changes nothing when another store's payment arrives on this store's webhook path", async () => {
      const a = await shop(driver);
      const b = await shop(driver);
      const { body, ref } = await startPayment(a.websiteId, a.product);
      await driver.decide(ref, 'succeeded');
      const res = await deliver(driver, b.websiteId, ref);
      expect([200, 401]).toContain(res.status);
      expect((await orderRow(body.order_id)).status).toBe('pending');
    });
  });
}
