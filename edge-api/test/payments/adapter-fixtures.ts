// What the Stripe and Chapa adapter tests share: a payment request as the payments core makes it.
import type { CreatePaymentInput } from '../../src/payments/provider';

let orderSeq = 1000;

export function paymentInput(over: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  const id = orderSeq++;
  return {
    order: { id, websiteId: 7 },
    amountCents: 4250,
    currency: 'USD',
    customer: { name: 'Abebe Bikila Tesfaye', email: 'abebe@example.com' },
    returnUrl: `https://shop.example/published/demo/order/${id}?token=t`,
    cancelUrl: 'https://shop.example/published/demo/cart',
    locale: 'en',
    idempotencyKey: `checkout-${id}-key`,
    ...over,
  };
}

/** A webhook as the route sees it. */
export const webhookRequest = (url: string, w: { body: string; headers: Record<string, string> }) =>
  new Request(url, { method: 'POST', headers: w.headers, body: w.body });
