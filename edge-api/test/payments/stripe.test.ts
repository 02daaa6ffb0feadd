// The Stripe adapter against the Stripe fake (test/fakes/stripe.ts), reached through the Worker's own fetch at
// STRIPE_API_BASE: the Checkout Session it creates, the states it reads back, refunds and the signature rules.
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../../src/payments/http';
import { stripeAdapter, verifyStripeSignature } from '../../src/payments/stripe';
import { StripeFake } from '../fakes/stripe';
import { installFakes } from '../fakes/install';
import { paymentInput, webhookRequest } from './adapter-fixtures';

const SECRET = 'whsec_test_signing_secret';
const HOOK = 'https://api.test/payments/webhooks/stripe/7';
let fake: StripeFake;
let restore: () => void;
const adapter = (now?: () => number) => stripeAdapter({ secretKey: fake.secretKey, apiBase: env.STRIPE_API_BASE, now });

beforeEach(() => {
  fake = new StripeFake();
  restore = installFakes(fake);
});
afterEach(() => restore());

describe('stripe adapter', () => {
  it('creates a Checkout Session for the whole order and sends the shopper to its url', async () => {
    const input = paymentInput({ locale: 'am' });
    const created = await adapter().createPayment(input);
    const session = fake.sessions.get(created.providerRef)!;
    expect(created.next).toEqual({ type: 'redirect', url: session.url });
    expect(session).toMatchObject({
      amount_total: 4250,
      currency: 'usd',
      client_reference_id: String(input.order.id),
      metadata: { order_id: String(input.order.id), website_id: '7' },
      success_url: input.returnUrl,
      cancel_url: input.cancelUrl,
      customer_email: 'abebe@example.com',
      locale: 'auto',
    });
    const sent = fake.requests.at(-1)!;
    expect(sent.headers.get('Idempotency-Key')).toBe(input.idempotencyKey);
    expect(sent.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(fake.lastForm().get('mode')).toBe('payment');
    expect(session.expires_at - Date.now() / 1000).toBeGreaterThan(1800);
    // A retried create with the same key is the same session, not a second payment.
    expect((await adapter().createPayment(input)).providerRef).toBe(created.providerRef);
    expect(fake.sessions.size).toBe(1);
  });

  it('reads the state from Stripe: open -> pending, paid -> succeeded, expired, a failed delayed payment -> failed', async () => {
    const a = adapter();
    const [p1, p2, p3] = [
      await a.createPayment(paymentInput()),
      await a.createPayment(paymentInput()),
      await a.createPayment(paymentInput()),
    ];
    expect(await a.fetchStatus(p1.providerRef)).toMatchObject({ status: 'pending', amountCents: 0 });
    fake.pay(p1.providerRef);
    expect(await a.fetchStatus(p1.providerRef)).toEqual({ status: 'succeeded', amountCents: 4250, currency: 'USD', reason: 'approved' });
    fake.expire(p2.providerRef);
    expect(await a.fetchStatus(p2.providerRef)).toMatchObject({ status: 'expired', amountCents: 0 });
    fake.fail(p3.providerRef, 'Insufficient funds');
    expect(await a.fetchStatus(p3.providerRef)).toMatchObject({ status: 'failed', reason: 'card_declined' });
  });

  it('refunds in part and in full against the PaymentIntent, never more than was paid', async () => {
    const a = adapter();
    const { providerRef } = await a.createPayment(paymentInput());
    fake.pay(providerRef);
    expect(await a.refund(providerRef, 1000, 'refund-1')).toMatchObject({ status: 'succeeded', refundRef: expect.stringMatching(/^re_/) });
    // The same key replays the same refund.
    expect((await a.refund(providerRef, 1000, 'refund-1')).refundRef).toBe(fake.refunds[0]!.id);
    expect(fake.refunds).toHaveLength(1);
    await expect(a.refund(providerRef, 5000, 'refund-2')).rejects.toMatchObject({ provider: 'stripe', status: 400 });
    expect((await a.refund(providerRef, 3250, 'refund-3')).status).toBe('succeeded');
    expect(fake.refunds.map((r) => r.amount)).toEqual([1000, 3250]);
    expect(fake.lastForm().get('payment_intent')).toBe(fake.sessions.get(providerRef)!.payment_intent);
  });

  it('an unpaid session has nothing to refund; a wrong key or an unknown session is a ProviderError', async () => {
    const { providerRef } = await adapter().createPayment(paymentInput());
    expect(await adapter().refund(providerRef, 100, 'r-unpaid')).toEqual({ refundRef: '', status: 'failed' });
    await expect(adapter().fetchStatus('cs_test_missing')).rejects.toMatchObject({ status: 404 });
    const wrong = stripeAdapter({ secretKey: 'sk_test_wrong', apiBase: env.STRIPE_API_BASE });
    await expect(wrong.createPayment(paymentInput())).rejects.toBeInstanceOf(ProviderError);
  });

  it('accepts a correctly signed event and reads its id and session', async () => {
    const { providerRef } = await adapter().createPayment(paymentInput());
    const w = await fake.webhook('checkout.session.completed', providerRef, { secret: SECRET, eventId: 'evt_123' });
    expect(await adapter().parseWebhook(webhookRequest(HOOK, w), w.body, SECRET)).toEqual({ eventId: 'evt_123', providerRef });
  });

  it('refuses a stale, future, tampered, wrongly keyed or missing signature, and takes any one of several v1', async () => {
    const { providerRef } = await adapter().createPayment(paymentInput());
    const a = adapter();
    const now = Math.floor(Date.now() / 1000);
    const parse = (w: { body: string; headers: Record<string, string> }, body = w.body) =>
      a.parseWebhook(webhookRequest(HOOK, w), body, SECRET);
    expect(await parse(await fake.webhook('checkout.session.completed', providerRef, { secret: SECRET, at: now - 301 }))).toBeNull();
    expect(await parse(await fake.webhook('checkout.session.completed', providerRef, { secret: SECRET, at: now + 301 }))).toBeNull();
    expect(await parse(await fake.webhook('checkout.session.completed', providerRef, { secret: SECRET, at: now - 299 }))).not.toBeNull();
    const good = await fake.webhook('checkout.session.completed', providerRef, { secret: SECRET });
    expect(
      await parse(good, good.body.replace('"paid"', '"PAID"').replace('checkout.session.completed', 'checkout.session.expired')),
    ).toBeNull();
    expect(await parse(await fake.webhook('checkout.session.completed', providerRef, { secret: 'whsec_other' }))).toBeNull();
    const { 'Stripe-Signature': _dropped, ...unsigned } = good.headers;
    expect(await parse({ body: good.body, headers: unsigned })).toBeNull();
    expect(await parse({ body: good.body, headers: { ...good.headers, 'Stripe-Signature': 'garbage' } })).toBeNull();
    const sig = good.headers['Stripe-Signature']!;
    const rotated = sig.replace('v1=', 'v1=00deadbeef,v1=');
    expect(await parse({ body: good.body, headers: { ...good.headers, 'Stripe-Signature': rotated } })).not.toBeNull();
    expect(await parse(good, 'not json')).toBeNull();
    // The tolerance follows the adapter's clock, not the machine's.
    expect(await adapter(() => now + 3600).parseWebhook(webhookRequest(HOOK, good), good.body, SECRET)).toBeNull();
    expect(await verifyStripeSignature(sig, good.body, '', now)).toBe(false);
  });

  it('ignores events about other objects than a Checkout Session', async () => {
    const { providerRef } = await adapter().createPayment(paymentInput());
    const w = await fake.webhook('charge.refunded', providerRef, { secret: SECRET });
    const body = w.body.replace('"object":"checkout.session"', '"object":"charge"');
    const t = Math.floor(Date.now() / 1000);
    const { hmacHex } = await import('../../src/lib/crypto');
    const headers = { ...w.headers, 'Stripe-Signature': `t=${t},v1=${await hmacHex(SECRET, `${t}.${body}`)}` };
    expect(await adapter().parseWebhook(webhookRequest(HOOK, { body, headers }), body, SECRET)).toBeNull();
  });
});
