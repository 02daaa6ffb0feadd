// The Stripe driver for the provider contract (contract.ts): the store saves Stripe keys through PUT /website/payments,
// Stripe's side of a payment is the fake's Checkout Session (test/fakes/stripe.ts), and webhooks are the Checkout
// Session events Stripe documents, signed `t=...,v1=HMAC-SHA256(secret, "${t}.${body}")` in Stripe-Signature.
import { StripeFake, type FakeSession } from '../fakes/stripe';
import { saveAccount, type ProviderDriver, type WebhookOptions } from './contract';

/** Each store its own signing secret, as each Stripe endpoint has: a store's secret never verifies another's path. */
const webhookSecret = (websiteId: number) => `whsec_contract_store_${websiteId}`;

/** The event Stripe sends for a session in this state (the events our settings screen asks the merchant to send). */
function eventType(s: Pick<FakeSession, 'status' | 'payment_status'>): string {
  if (s.status === 'expired') return 'checkout.session.expired';
  // A completed session still unpaid after our decide('failed') is a delayed method that gave up.
  if (s.status === 'complete' && s.payment_status === 'unpaid') return 'checkout.session.async_payment_failed';
  return 'checkout.session.completed';
}

/**
 * A claim as Stripe would have sent it earlier: 'succeeded' a completed, paid session; 'pending' a completed session
 * still unpaid (a delayed method's checkout.session.completed, which precedes its async_payment_succeeded).
 */
function claimed(claim: WebhookOptions['claim']): { type: string; claim?: Pick<FakeSession, 'status' | 'payment_status'> } | null {
  if (claim === 'succeeded') return { type: 'checkout.session.completed', claim: { status: 'complete', payment_status: 'paid' } };
  if (claim === 'pending') return { type: 'checkout.session.completed', claim: { status: 'complete', payment_status: 'unpaid' } };
  return null;
}

export function stripeDriver(fake = new StripeFake()): ProviderDriver {
  return {
    provider: 'stripe',
    expiresPayments: true,
    fake,
    setup: saveAccount('stripe', 'USD', fake.secretKey, webhookSecret),
    async decide(ref, outcome) {
      if (outcome === 'succeeded') fake.pay(ref);
      else if (outcome === 'failed') fake.fail(ref);
      else fake.expire(ref);
    },
    async webhook(websiteId, ref, opts = {}) {
      const session = fake.sessions.get(ref)!;
      const { type, claim } = claimed(opts.claim) ?? { type: eventType(session) };
      return fake.webhook(type, ref, { secret: opts.secret ?? webhookSecret(websiteId), claim });
    },
    refunded: async (ref) => fake.refundedOf(ref),
  };
}
