// The payment providers (DESIGN §18), one line each: Medusa's pattern, nothing else in the product names a provider.
// The contracts' provider id list, each provider's currencies, methods and credential checks, the database enum, the
// Payments screen and the storefront's checkout read it; edge-api's payments/providers.ts adds each one's server half.
import { cashOnDeliveryProvider } from './cash-on-delivery';
import { chapaProvider } from './chapa';
import type { ProviderDescriptor } from './descriptor';
import { stripeProvider } from './stripe';
import { testProvider } from './test';

const PROVIDERS = [testProvider, stripeProvider, chapaProvider, cashOnDeliveryProvider] as const;

export * from './descriptor';
export type PaymentProviderId = (typeof PROVIDERS)[number]['id'];
/** Providers that need the merchant's own account: a secret API key and the secret that signs their webhooks. */
export type CredentialProvider = Extract<(typeof PROVIDERS)[number], { credentials: object }>['id'];

const list: ProviderDescriptor[] = [...PROVIDERS];
/** Every provider's id, in the order the Payments screen lists them (the first, test, is a store's default). */
export const PAYMENT_PROVIDERS = PROVIDERS.map((p) => p.id) as [PaymentProviderId, ...PaymentProviderId[]];
/** What a store without payment settings uses. */
export const DEFAULT_PAYMENT_PROVIDER: PaymentProviderId = 'test';

export const isPaymentProvider = (v: unknown): v is PaymentProviderId => (PAYMENT_PROVIDERS as readonly unknown[]).includes(v);

/** One provider's description (undefined: no such provider). */
export const paymentProvider = (id: string): ProviderDescriptor | undefined => list.find((p) => p.id === id);

export const needsCredentials = (id: string): id is CredentialProvider => Boolean(paymentProvider(id)?.credentials);

/** Whether a provider's payments are simulated (its orders are test orders); an unknown id is not. */
export const isSimulatedProvider = (id: string): boolean => paymentProvider(id)?.simulated === true;

/**
 * A provider that takes payments online (a card flow or its hosted page), as against cash on delivery. A store
 * enables at most MAX_ONLINE_PROVIDERS of these beside the others.
 */
export const isOnlineProvider = (id: string): boolean => (paymentProvider(id)?.methods ?? []).some((m) => m === 'card' || m === 'redirect');
export const MAX_ONLINE_PROVIDERS = 1;

/** Test mode: the store takes payments through a simulated provider (no money moves). */
export const inTestMode = (providers: readonly string[]): boolean => providers.some(isSimulatedProvider);

/** The currencies every enabled provider takes (the store prices in one of them). */
export function commonCurrencies(providers: readonly string[]): string[] {
  const lists = providers.map((id) => paymentProvider(id)?.currencies ?? []);
  return lists.length ? lists.reduce((a, b) => a.filter((c) => b.includes(c))).slice() : [];
}

/** The simulated providers' ids (test), for SQL that keeps test orders apart (`orders.provider IN (...)`). */
export const simulatedProviders = (): string[] => list.filter((p) => p.simulated).map((p) => p.id);

/** The providers that need credentials, for the webhook URLs the Payments screen shows. */
export const credentialProviders = () => PAYMENT_PROVIDERS.filter(needsCredentials);

/**
 * A provider that is not in the list above joins it until the returned function is called (Medusa's pattern: a
 * provider registers itself). Nothing shipped calls it: edge-api's tests register a fake provider this way (with its
 * server half) to check that a provider needs nothing outside its own descriptor and server files.
 */
export function registerPaymentProvider(descriptor: ProviderDescriptor): () => void {
  if (paymentProvider(descriptor.id)) throw new Error(`payment provider ${descriptor.id} is already registered`);
  const ids = PAYMENT_PROVIDERS as string[];
  list.push(descriptor);
  ids.push(descriptor.id);
  return () => {
    list.splice(list.indexOf(descriptor), 1);
    ids.splice(ids.indexOf(descriptor.id), 1);
  };
}
