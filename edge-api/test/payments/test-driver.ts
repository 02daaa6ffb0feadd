// The test provider's driver for the provider contract (contract.ts): its side of a payment is the test_payments table.
import { env } from 'cloudflare:test';
import { testPayment, settleTestPayment } from '../../src/db/test-payments';
import { hmacHex } from '../../src/lib/crypto';
import { TEST_SIGNATURE_HEADER, testWebhookSecret } from '../../src/payments/test';
import type { ProviderDriver } from './contract';

export const testDriver: ProviderDriver = {
  provider: 'test',
  setup: async () => undefined,
  async decide(ref, outcome) {
    if (outcome === 'expired') await env.DB.prepare(`UPDATE test_payments SET status = 'expired' WHERE ref = ?`).bind(ref).run();
    else await settleTestPayment(env.DB, ref, outcome);
  },
  async webhook(_websiteId, ref, eventId = `evt_${crypto.randomUUID()}`) {
    const body = JSON.stringify({ id: eventId, type: 'payment.updated', data: { ref } });
    return { body, headers: { [TEST_SIGNATURE_HEADER]: await hmacHex(await testWebhookSecret(env), body) } };
  },
  refunded: async (ref) => (await testPayment(env.DB, ref))!.refundedCents,
};
