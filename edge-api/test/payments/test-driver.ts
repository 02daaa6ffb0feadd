// The test provider's driver for the provider contract (contract.ts): its side of a payment is the test_payments table.
import { env } from 'cloudflare:test';
import { testPayment, settleTestPayment } from '../../src/db/test-payments';
import { hmacHex } from '../../src/lib/crypto';
import { TEST_SIGNATURE_HEADER, testWebhookSecret } from '../../src/payments/test';
import type { ProviderDriver } from './contract';

export const testDriver: ProviderDriver = {
  provider: 'test',
  // Its payments have an expired state (test_payments.status) that fetchStatus reports, as Stripe's sessions do.
  expiresPayments: true,
  setup: async () => undefined,
  async decide(ref, outcome) {
    if (outcome === 'expired') await env.CONTROL.prepare(`UPDATE test_payments SET status = 'expired' WHERE ref = ?`).bind(ref).run();
    else await settleTestPayment(env.CONTROL, ref, outcome);
  },
  // Its events name the payment and no state, so a claim has nothing to say in them (the state is always asked).
  async webhook(_websiteId, ref, opts = {}) {
    const body = JSON.stringify({ id: `evt_${crypto.randomUUID()}`, type: 'payment.updated', data: { ref } });
    return { body, headers: { [TEST_SIGNATURE_HEADER]: await hmacHex(opts.secret ?? (await testWebhookSecret(env)), body) } };
  },
  refunded: async (ref) => (await testPayment(env.CONTROL, ref))!.refundedCents,
};
