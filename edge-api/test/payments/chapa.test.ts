// The Chapa adapter against the Chapa fake (test/fakes/chapa.ts), reached through the Worker's own fetch at
// CHAPA_API_BASE: initialize, verify, refund by tx_ref, and the signature rules of its webhooks.
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chapaAdapter, chapaTxRef } from '../../src/payments/chapa';
import { ProviderError } from '../../src/payments/http';
import { ChapaFake } from '../fakes/chapa';
import { installFakes } from '../fakes/install';
import { paymentInput, webhookRequest } from './adapter-fixtures';

const SECRET = 'my-chapa-webhook-hash';
const HOOK = 'https://api.test/payments/webhooks/chapa/7';
let fake: ChapaFake;
let restore: () => void;
const adapter = () => chapaAdapter({ secretKey: fake.secretKey, apiBase: env.CHAPA_API_BASE, callbackUrl: HOOK });
const etb = (over = {}) => paymentInput({ currency: 'ETB', amountCents: 123_405, ...over });

beforeEach(() => {
  fake = new ChapaFake();
  restore = installFakes(fake);
});
afterEach(() => restore());

describe('chapa adapter', () => {
  it('initializes a hosted checkout in ETB with our tx_ref and sends the shopper to its checkout_url', async () => {
    const input = etb();
    const created = await adapter().createPayment(input);
    expect(created.providerRef).toBe(chapaTxRef(input.order));
    expect(created.next).toMatchObject({
      type: 'redirect',
      url: expect.stringMatching(/^https:\/\/checkout\.chapa\.fake\/checkout\/payment\//),
    });
    const sent = JSON.parse(fake.requests.at(-1)!.body) as Record<string, unknown>;
    expect(sent).toMatchObject({
      amount: '1234.05',
      currency: 'ETB',
      email: 'abebe@example.com',
      first_name: 'Abebe',
      last_name: 'Bikila Tesfaye',
      tx_ref: created.providerRef,
      return_url: input.returnUrl,
      callback_url: HOOK,
      customization: { title: `Order ${input.order.id}` },
    });
    // The tx_ref is the order's: a second initialize for it is refused by Chapa, never a second payment.
    await expect(adapter().createPayment(input)).rejects.toMatchObject({ provider: 'chapa', status: 400 });
  });

  it('verifies by tx_ref: pending, success with the amount paid, failed; unknown to Chapa is still awaited', async () => {
    const a = adapter();
    const p1 = await a.createPayment(etb());
    const p2 = await a.createPayment(etb());
    expect(await a.fetchStatus(p1.providerRef)).toMatchObject({ status: 'pending', amountCents: 0 });
    fake.pay(p1.providerRef);
    expect(await a.fetchStatus(p1.providerRef)).toEqual({ status: 'succeeded', amountCents: 123_405, currency: 'ETB', reason: 'approved' });
    fake.fail(p2.providerRef);
    expect(await a.fetchStatus(p2.providerRef)).toMatchObject({ status: 'failed', amountCents: 0 });
    expect(await a.fetchStatus('store7-order999999')).toMatchObject({ status: 'pending' });
  });

  it('refunds in part and in full, with a unique reference per refund, never more than was paid', async () => {
    const a = adapter();
    const { providerRef } = await a.createPayment(etb());
    await expect(a.refund(providerRef, 100, 'refund-early')).rejects.toBeInstanceOf(ProviderError);
    fake.pay(providerRef);
    expect(await a.refund(providerRef, 23_405, 'refund-1')).toMatchObject({ status: 'succeeded', refundRef: expect.stringMatching(/^RF/) });
    expect(Object.fromEntries(fake.lastForm())).toMatchObject({ amount: '234.05', reference: 'refund-1' });
    await expect(a.refund(providerRef, 100_001, 'refund-2')).rejects.toMatchObject({ status: 400 });
    expect((await a.refund(providerRef, 100_000, 'refund-3')).status).toBe('succeeded');
    expect(fake.refunds.map((r) => r.amount)).toEqual([234.05, 1000]);
  });

  it('a wrong secret key is a ProviderError', async () => {
    const wrong = chapaAdapter({ secretKey: 'CHASECK_TEST-wrong', apiBase: env.CHAPA_API_BASE });
    await expect(wrong.createPayment(etb())).rejects.toMatchObject({ provider: 'chapa', status: 401 });
  });

  it('accepts a body signed in either header and names the event by Chapa reference and status', async () => {
    const { providerRef } = await adapter().createPayment(etb());
    fake.pay(providerRef);
    const w = await fake.webhook(providerRef, { secret: SECRET });
    const event = await adapter().parseWebhook(webhookRequest(HOOK, w), w.body, SECRET);
    expect(event).toEqual({ eventId: `charge.success:${fake.transactions.get(providerRef)!.reference}:success`, providerRef });
    for (const only of ['Chapa-Signature', 'x-chapa-signature']) {
      const headers = { 'Content-Type': 'application/json', [only]: w.headers[only]! };
      expect(await adapter().parseWebhook(webhookRequest(HOOK, { body: w.body, headers }), w.body, SECRET)).toEqual(event);
    }
  });

  it('refuses a tampered body, a wrong secret, a bad or missing signature, and a body without tx_ref', async () => {
    const { providerRef } = await adapter().createPayment(etb());
    const a = adapter();
    const w = await fake.webhook(providerRef, { secret: SECRET });
    const parse = (body: string, headers: Record<string, string>) => a.parseWebhook(webhookRequest(HOOK, { body, headers }), body, SECRET);
    expect(await parse(w.body.replace('"pending"', '"success"'), w.headers)).toBeNull();
    const other = await fake.webhook(providerRef, { secret: 'another-secret' });
    expect(await parse(other.body, other.headers)).toBeNull();
    expect(await parse(w.body, { 'Content-Type': 'application/json' })).toBeNull();
    expect(await parse(w.body, { 'Chapa-Signature': 'abc', 'x-chapa-signature': '' })).toBeNull();
    expect(await a.parseWebhook(webhookRequest(HOOK, w), w.body, '')).toBeNull();
    const { hmacHex } = await import('../../src/lib/crypto');
    const noRef = JSON.stringify({ event: 'charge.success', status: 'success' });
    expect(await parse(noRef, { 'Chapa-Signature': await hmacHex(SECRET, noRef) })).toBeNull();
  });
});
