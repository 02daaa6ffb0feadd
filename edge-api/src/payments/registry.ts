// Which adapters take a store's payments (DESIGN §18, #34): the store's payment settings enable one or more providers
// (one online, test, Stripe or Chapa, beside cash on delivery); checkout takes each method from the first enabled
// provider that offers it. The webhook route, the expiry cron and refunds ask for the provider an order was placed
// with. Which providers exist and what each takes is the provider list (contracts' descriptors, providers.ts' server
// halves): nothing here names one.
import { needsCredentials, paymentProvider, type CheckoutPaymentMethod, type PaymentProviderId } from '@app/contracts';
import type { Bindings } from '../env';
import type { CardPayments, PaymentAdapter, ProviderSettings } from './provider';
import { providerServer } from './providers';
import { loadStoreSettings, providerCredentials } from './settings';

export interface StoreProvider {
  settings: ProviderSettings;
  adapter: PaymentAdapter;
  /** The checkout methods this provider takes for the store. */
  methods: readonly CheckoutPaymentMethod[];
  /** Its instant card flow (null: the provider has none, and `methods` has no `card`). */
  card: CardPayments | null;
  /** The secret its webhooks are signed with; null: no webhook of this provider can be valid for this store. */
  webhookSecret: () => Promise<string | null>;
}

/** What checkout may use for one store: its enabled providers that can be built, and which takes each method. */
export interface StoreProviders {
  /** Every method offered, in the order the providers were enabled (a method twice: its first provider's). */
  methods: CheckoutPaymentMethod[];
  /** The provider that takes `method` (null: the store does not take it, so checkout refuses it). */
  forMethod(method: CheckoutPaymentMethod): StoreProvider | null;
}

function storeProvider(env: Bindings, settings: ProviderSettings): StoreProvider | null {
  const server = providerServer(settings.provider);
  const adapter = server?.adapter(env, settings);
  if (!server || !adapter) return null;
  const card = server.card ?? null;
  const methods = (paymentProvider(settings.provider)?.methods ?? []).filter((m) => m !== 'card' || card);
  const webhookSecret = async () => (server.webhookSecret ? server.webhookSecret(env) : (settings.credentials?.webhook_secret ?? null));
  return { settings, adapter, methods, card, webhookSecret };
}

/**
 * The store's enabled providers. One whose credentials no longer decrypt (PAYMENTS_KEY changed) cannot be built and
 * is left out: its methods are refused (400 at payment.method), the others still taken, never the test provider in
 * its place.
 */
export async function providersFor(env: Bindings, websiteId: number): Promise<StoreProviders> {
  const s = await loadStoreSettings(env, websiteId);
  const built = s.providers
    .map((provider) =>
      storeProvider(env, { provider, currency: s.currency, credentials: needsCredentials(provider) ? s.credentials : null }),
    )
    .filter((p): p is StoreProvider => p !== null);
  const forMethod = (method: CheckoutPaymentMethod) => built.find((p) => p.methods.includes(method)) ?? null;
  const methods = [...new Set(built.flatMap((p) => p.methods))];
  return { methods, forMethod };
}

/**
 * The provider an order was placed with, for its webhooks, the expiry cron and refunds: one with an account uses the
 * credentials stored for it (enabled now or not: its orders still need them); one without (test, cash on delivery)
 * needs none. Null: not available.
 */
export async function providerById(env: Bindings, websiteId: number, id: PaymentProviderId): Promise<StoreProvider | null> {
  if (!paymentProvider(id)) return null;
  if (!needsCredentials(id)) return storeProvider(env, { provider: id, currency: '', credentials: null });
  const credentials = await providerCredentials(env, websiteId, id);
  return credentials ? storeProvider(env, { provider: id, currency: '', credentials }) : null;
}
