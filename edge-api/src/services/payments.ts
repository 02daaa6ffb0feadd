// Payment providers. Only the built-in test provider exists: the storefront never sends card numbers or CVVs to
// us, only a token `tok_test_<last4>` from the test provider's form; last4 '0002' is always declined.
import { DECLINED_TEST_LAST4 } from '@app/contracts';
import { randomToken } from '../lib/crypto';

export interface ChargeRequest {
  token: string;
  last4: string;
  expMonth: number;
  expYear: number;
  amountCents: number;
  currency: string;
}

export interface ChargeResult {
  approved: boolean;
  /** Shown to the merchant in the transactions list. */
  reason: string;
  /** The provider's own reference for this charge. */
  thirdPartyId: string;
}

export interface PaymentProvider {
  /** Whether the token belongs to the card the shopper says it does (checked before anything is written). */
  tokenMatches(token: string, last4: string): boolean;
  charge(req: ChargeRequest, now?: Date): Promise<ChargeResult>;
}

export const testPaymentProvider: PaymentProvider = {
  tokenMatches: (token, last4) => token === `tok_test_${last4}`,

  async charge(req, now = new Date()) {
    const thirdPartyId = `tp_test_${randomToken(12)}`;
    if (req.last4 === DECLINED_TEST_LAST4) return { approved: false, reason: 'Card declined', thirdPartyId };
    // A card is valid through the last day of its expiry month (UTC).
    const expired = req.expYear * 12 + req.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
    if (expired) return { approved: false, reason: 'Card expired', thirdPartyId };
    return { approved: true, reason: 'Approved', thirdPartyId };
  },
};
