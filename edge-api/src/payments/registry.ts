// Which adapter takes a store's payments (DESIGN §18): the store's payment settings decide; checkout (the card flow
// too), the webhook route, the expiry cron and refunds all ask here. Which providers exist and what each takes is the
// provider list (contracts' descriptors, providers.ts' server halves): nothing here names one.
import {
  DEFAULT_PAYMENT_PROVIDER,
  needsCredentials,
  paymentProvider,
  type CheckoutPaymentMethod,
  type PaymentProviderId,
} from '@app/contracts';
import type { Bindings } from '../env';
import type { CardPayments, PaymentAdapter, ProviderSettings } from './provider';
import { providerServer } from './providers';
import { CredentialsUnreadableError, loadProviderSettings } from './settings';

export interface StoreProvider {
  settings: ProviderSettings;
  adapter: PaymentAdapter;
  /** The checkout methods this store takes (any other is refused: 400 at payment.method). */
  methods: readonly CheckoutPaymentMethod[];
  /** Its instant card flow (null: the provider has none, and `methods` has no `card`). */
  card: CardPayments | null;
  /** The secret its webhooks are signed with; null: no webhook of this provider can be valid for this store. */
  webhookSecret: () => Promise<string | null>;
}

/**
 * The store's saved settings (GET|PUT /website/payments), credentials decrypted. 'unreadable': the merchant chose a
 * provider whose credentials no longer decrypt (PAYMENTS_KEY changed): nothing is offered until they are entered
 * again, and never the test provider in its place.
 */
async function loadStoreSettings(env: Bindings, websiteId: number): Promise<ProviderSettings | 'unreadable'> {
  try {
    return await loadProviderSettings(env, websiteId);
  } catch (err) {
    if (err instanceof CredentialsUnreadableError) return 'unreadable';
    throw err;
  }
}

/** What a store without settings uses: the default provider (test), in the store's own currency. */
const DEFAULT_SETTINGS: ProviderSettings = { provider: DEFAULT_PAYMENT_PROVIDER, currency: '', credentials: null };

function storeProvider(env: Bindings, settings: ProviderSettings): StoreProvider | null {
  const server = providerServer(settings.provider);
  const adapter = server?.adapter(env, settings);
  if (!server || !adapter) return null;
  const card = server.card ?? null;
  const methods = (paymentProvider(settings.provider)?.methods ?? []).filter((m) => m !== 'card' || card);
  const webhookSecret = async () => (server.webhookSecret ? server.webhookSecret(env) : (settings.credentials?.webhook_secret ?? null));
  return { settings, adapter, methods, card, webhookSecret };
}

/** The store's configured provider (the default, test, when it has none, or its provider cannot be built). */
export async function providerFor(env: Bindings, websiteId: number): Promise<StoreProvider> {
  const settings = await loadStoreSettings(env, websiteId);
  const fallback = storeProvider(env, DEFAULT_SETTINGS)!;
  // Unreadable credentials: checkout refuses every method (400 at payment.method) rather than take test payments.
  if (settings === 'unreadable') return { ...fallback, methods: [], card: null };
  return storeProvider(env, settings) ?? fallback;
}

/**
 * The provider an order was placed with, for its webhooks, the expiry cron and refunds: the store's settings when
 * they name that provider (they hold its credentials); a provider without credentials (test, cash on delivery) needs
 * none. Null: not available.
 */
export async function providerById(env: Bindings, websiteId: number, id: PaymentProviderId): Promise<StoreProvider | null> {
  const settings = await loadStoreSettings(env, websiteId);
  if (settings !== 'unreadable' && settings.provider === id) return storeProvider(env, settings);
  if (paymentProvider(id) && !needsCredentials(id)) return storeProvider(env, { provider: id, currency: '', credentials: null });
  return null;
}
