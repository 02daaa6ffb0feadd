// Cash on delivery (DESIGN §18): no provider at all. The order waits as awaiting_payment, holding its stock, until the
// merchant marks it paid (or cancels it); nothing ever calls back, so there is no webhook and no status to ask for.
import type { PaymentAdapter, ProviderServer } from './provider';

export const cashOnDeliveryAdapter: PaymentAdapter = {
  id: 'cash_on_delivery',
  // Nothing to create elsewhere: the order's own id is the reference, and the shopper is done at checkout.
  createPayment: async (input) => ({ providerRef: `cod_${input.order.id}`, next: { type: 'none' } }),
  // No provider sends events for cash: every "webhook" is refused (401), whatever it carries.
  parseWebhook: async () => null,
  // The merchant, not a provider, says when cash was received (mark-paid); until then it is pending.
  fetchStatus: async () => ({ status: 'pending', amountCents: 0, currency: '', reason: 'cash_on_delivery' }),
  // Cash is handed back in person; the merchant's refund records it, nothing is sent anywhere.
  refund: async (providerRef) => ({ refundRef: `${providerRef}_refund`, status: 'succeeded' }),
};

export const cashOnDeliveryServer: ProviderServer = { adapter: () => cashOnDeliveryAdapter };
