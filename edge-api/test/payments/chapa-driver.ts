// The Chapa driver for the provider contract (contract.ts): the store saves Chapa keys in ETB through
// PUT /website/payments, Chapa's side of a payment is the fake's transaction behind verify (test/fakes/chapa.ts), and
// webhooks are Chapa's charge events signed with HMAC-SHA256 of the raw body under the store's webhook secret, in
// both `Chapa-Signature` and `x-chapa-signature`.
//
// Chapa's events carry no id of their own: the adapter names one by event, Chapa reference and status, so the same
// state delivered again is a duplicate to us. The contract's racing "different" events about one state (a success, a
// late success to refund) then stop at the event claim before the guarded move; its stale-event case still reaches
// the move, as a stale event names another status.
import { ChapaFake } from '../fakes/chapa';
import { saveAccount, type ProviderDriver } from './contract';

/** Each store its own secret hash (set in its Chapa dashboard): one store's never verifies another's path. */
const webhookSecret = (websiteId: number) => `chapa-contract-hash-${websiteId}`;

export function chapaDriver(fake = new ChapaFake()): ProviderDriver {
  return {
    provider: 'chapa',
    // Chapa documents no expired state: verify knows pending, success and failed (see decide below).
    expiresPayments: false,
    fake,
    setup: saveAccount('chapa', 'ETB', fake.secretKey, webhookSecret),
    async decide(ref, outcome) {
      if (outcome === 'succeeded') fake.pay(ref);
      else if (outcome === 'failed') fake.fail(ref);
      // Chapa has no expired state: a checkout the shopper abandons stays `pending` at verify for good, and it is our
      // hold that ends it (the expiry cron asks verify, hears pending, and expires the order).
    },
    async webhook(websiteId, ref, opts = {}) {
      const status = opts.claim === 'succeeded' ? 'success' : opts.claim;
      return fake.webhook(ref, { secret: opts.secret ?? webhookSecret(websiteId), status });
    },
    refunded: async (ref) => fake.refundedOf(ref),
  };
}
