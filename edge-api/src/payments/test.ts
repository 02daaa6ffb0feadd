// The built-in test provider (DESIGN §5, §18), so that every payment path runs locally and in CI with no network.
// Its instant card flow: the storefront never sends card numbers or CVVs to us, only a token `tok_test_<last4>` from
// the test provider's form; last4 '0002' is always declined. Its redirect flow: a PaymentAdapter whose payments wait
// on a hosted page with Pay and Decline (routes/test-pay.ts) that then signs and delivers a webhook, like Stripe's.
import { API_PREFIX, DECLINED_TEST_LAST4, TEST_PAY_PATH, type ReasonCode } from '@app/contracts';
import type { Bindings } from '../env';
import { hmacHex, randomToken, safeEqual } from '../lib/crypto';
import { insertTestPayment, refundTestPayment, testPayment } from '../db/test-payments';
import type { CardPayments, PaymentAdapter, ProviderPaymentStatus, ProviderServer } from './provider';

export type { ChargeRequest, ChargeResult } from './provider';
/** The card flow's shape (the name checkout and its tests use). */
export type PaymentProvider = CardPayments;

export const testPaymentProvider: CardPayments = {
  tokenMatches: (token, last4) => token === `tok_test_${last4}`,

  async charge(req, now = new Date()) {
    const thirdPartyId = `tp_test_${randomToken(12)}`;
    if (req.last4 === DECLINED_TEST_LAST4) return { approved: false, reason: 'card_declined', thirdPartyId };
    // A card is valid through the last day of its expiry month (UTC).
    const expired = req.expYear * 12 + req.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
    if (expired) return { approved: false, reason: 'card_expired', thirdPartyId };
    return { approved: true, reason: 'approved', thirdPartyId };
  },
};

// ---- The redirect flow: a PaymentAdapter whose "provider side" is the test_payments table and the hosted page. ----

/** The header our test webhook's signature travels in: HMAC-SHA256 (hex) of the raw body. */
export const TEST_SIGNATURE_HEADER = 'X-Test-Signature';

/**
 * The test provider's webhook secret: one per deployment, derived from SESSION_SECRET under a label of its own (so no
 * other HMAC under that secret can pass for it) rather than one more secret to configure.
 */
export const testWebhookSecret = (env: Bindings) => hmacHex(env.SESSION_SECRET, 'payments:test-webhook');

/** The event the hosted page delivers after the shopper's choice: only ids; the state is asked for (fetchStatus). */
export function testWebhookBody(ref: string): string {
  return JSON.stringify({ id: `evt_${randomToken(12)}`, type: 'payment.updated', data: { ref } });
}

const REASONS: Record<ProviderPaymentStatus, ReasonCode> = {
  pending: 'waiting_for_shopper',
  succeeded: 'approved',
  failed: 'declined_on_test_page',
  expired: 'payment_expired',
};

export function testAdapter(d1: D1Database): PaymentAdapter {
  return {
    id: 'test',
    async createPayment(input) {
      const ref = `tp_${randomToken(16)}`;
      const returnUrl = new URL(input.returnUrl);
      await insertTestPayment(d1, {
        ref,
        websiteId: input.order.websiteId,
        orderId: input.order.id,
        amountCents: input.amountCents,
        currency: input.currency,
        formSecret: randomToken(24),
        returnUrl: returnUrl.href,
      });
      // The hosted page lives on our own origin (the one the shopper's checkout came through), under the API.
      const page = new URL(`${API_PREFIX}${TEST_PAY_PATH}/${ref}`, returnUrl.origin);
      page.searchParams.set('locale', input.locale);
      return { providerRef: ref, next: { type: 'redirect', url: page.href } };
    },
    async parseWebhook(request, rawBody, secret) {
      const signature = request.headers.get(TEST_SIGNATURE_HEADER) ?? '';
      if (!safeEqual(await hmacHex(secret, rawBody), signature)) return null;
      const event = parseEvent(rawBody);
      return event && { eventId: event.id, providerRef: event.data.ref };
    },
    async fetchStatus(providerRef) {
      const p = await testPayment(d1, providerRef);
      if (!p) return { status: 'failed', amountCents: 0, currency: '', reason: 'unknown_payment' };
      const paid = p.status === 'succeeded' ? p.amountCents : 0;
      return { status: p.status, amountCents: paid, currency: p.currency, reason: REASONS[p.status] };
    },
    async refund(providerRef, amountCents) {
      const ok = await refundTestPayment(d1, providerRef, amountCents);
      return { refundRef: `tr_${randomToken(12)}`, status: ok ? 'succeeded' : 'failed' };
    },
  };
}

function parseEvent(rawBody: string): { id: string; data: { ref: string } } | null {
  try {
    const e = JSON.parse(rawBody) as { id?: unknown; data?: { ref?: unknown } };
    const ok = typeof e?.id === 'string' && e.id.length <= 100 && typeof e.data?.ref === 'string' && e.data.ref.length <= 100;
    return ok ? (e as { id: string; data: { ref: string } }) : null;
  } catch {
    return null;
  }
}

/** The test provider's server half: its adapter needs no credentials, its webhooks are signed by our own hosted page. */
export const testServer: ProviderServer = {
  adapter: (env) => testAdapter(env.CONTROL),
  webhookSecret: async (env) => testWebhookSecret(env),
  card: testPaymentProvider,
};
