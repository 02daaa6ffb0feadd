// Which adapter takes a store's payments (DESIGN §18): the store's payment settings decide; checkout, the webhook
// route, the expiry cron and refunds all ask here, so a provider is wired in exactly one place.
import { PROVIDER_METHODS, type CheckoutPaymentMethod, type PaymentProviderId } from '@app/contracts';
import type { Bindings } from '../env';
import { cashOnDeliveryAdapter } from './cash';
import type { PaymentAdapter, ProviderSettings } from './provider';
import { chapaAdapter } from './chapa';
import { CredentialsUnreadableError, loadProviderSettings } from './settings';
import { stripeAdapter } from './stripe';
import { testAdapter, testWebhookSecret } from './test';

export interface StoreProvider {
  settings: ProviderSettings;
  adapter: PaymentAdapter;
  /** The checkout methods this store takes (any other is refused: 400 at payment.method). */
  methods: readonly CheckoutPaymentMethod[];
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

/** What a store without settings uses: the built-in test provider, in the store's own currency. */
const TEST_SETTINGS: ProviderSettings = { provider: 'test', currency: '', credentials: null };

/** The adapters by provider, each made from the store's decrypted settings (stripe and chapa need their keys). */
const ADAPTERS: Partial<Record<PaymentProviderId, (env: Bindings, settings: ProviderSettings) => PaymentAdapter | null>> = {
  test: (env) => testAdapter(env.DB),
  cash_on_delivery: () => cashOnDeliveryAdapter,
  stripe: (env, s) => (s.credentials ? stripeAdapter({ secretKey: s.credentials.secret_key, apiBase: env.STRIPE_API_BASE }) : null),
  chapa: (env, s) => (s.credentials ? chapaAdapter({ secretKey: s.credentials.secret_key, apiBase: env.CHAPA_API_BASE }) : null),
};

function storeProvider(env: Bindings, settings: ProviderSettings): StoreProvider | null {
  const adapter = ADAPTERS[settings.provider]?.(env, settings);
  if (!adapter) return null;
  const webhookSecret = async () =>
    settings.provider === 'test' ? testWebhookSecret(env) : (settings.credentials?.webhook_secret ?? null);
  return { settings, adapter, methods: PROVIDER_METHODS[settings.provider], webhookSecret };
}

/** The store's configured provider (the test provider when it has none, or its provider cannot be built). */
export async function providerFor(env: Bindings, websiteId: number): Promise<StoreProvider> {
  const settings = await loadStoreSettings(env, websiteId);
  const test = storeProvider(env, TEST_SETTINGS)!;
  // Unreadable credentials: checkout refuses every method (400 at payment.method) rather than take test payments.
  if (settings === 'unreadable') return { ...test, methods: [] };
  return storeProvider(env, settings) ?? test;
}

/**
 * The provider an order was placed with, for its webhooks, the expiry cron and refunds: the store's settings when
 * they name that provider (they hold its credentials); test and cash on delivery need none. Null: not available.
 */
export async function providerById(env: Bindings, websiteId: number, id: PaymentProviderId): Promise<StoreProvider | null> {
  const settings = await loadStoreSettings(env, websiteId);
  if (settings !== 'unreadable' && settings.provider === id) return storeProvider(env, settings);
  if (id === 'test' || id === 'cash_on_delivery') return storeProvider(env, { provider: id, currency: '', credentials: null });
  return null;
}
