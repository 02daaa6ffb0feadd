// Each payment provider's server half, one line each (its browser-safe half: @app/contracts payment-providers/). The
// Record's key type is the contracts' provider list, so a provider listed there without a line here does not
// typecheck. Only registry.ts reads this.
import { registerPaymentProvider, type PaymentProviderId, type ProviderDescriptor } from '@app/contracts';
import { cashOnDeliveryServer } from './cash';
import { chapaServer } from './chapa';
import type { ProviderServer } from './provider';
import { stripeServer } from './stripe';
import { testServer } from './test';

const SERVERS: Record<PaymentProviderId, ProviderServer> = {
  test: testServer,
  stripe: stripeServer,
  chapa: chapaServer,
  cash_on_delivery: cashOnDeliveryServer,
};

/** A provider's server half (undefined: no such provider). */
export const providerServer = (id: string): ProviderServer | undefined =>
  Object.hasOwn(SERVERS, id) ? SERVERS[id as PaymentProviderId] : undefined;

/**
 * A provider outside the list joins it, both halves, until the returned function is called: Medusa's pattern of a
 * provider registering itself. Nothing shipped calls it; test/payments/new-provider.test.ts registers a fake one.
 */
export function registerProvider(descriptor: ProviderDescriptor, server: ProviderServer): () => void {
  const servers = SERVERS as Record<string, ProviderServer>;
  const unregister = registerPaymentProvider(descriptor);
  servers[descriptor.id] = server;
  return () => {
    unregister();
    delete servers[descriptor.id];
  };
}
