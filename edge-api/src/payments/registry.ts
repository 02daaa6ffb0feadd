// Which adapter takes a store's payments (DESIGN §18): the store's payment settings decide; checkout, the webhook
// route, the expiry cron and refunds all ask here, so a provider is wired in exactly one place.
import type { CheckoutPaymentMethod, PaymentProviderId } from '@app/contracts';
import type { Bindings } from '../env';
import { cashOnDeliveryAdapter } from './cash';
import type { PaymentAdapter, ProviderSettings } from './provider';
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
 * MERGE SEAM (#17): the store's saved settings, i.e. `loadProviderSettings(env, websiteId)` of payments/settings.ts
 * (GET|PUT /website/payments, built beside this). Until that is wired here, no store has settings, so every store
 * takes the test provider.
 */
async function loadStoreSettings(_env: Bindings, _websiteId: number): Promise<ProviderSettings | null> {
  return null;
}

/** What a store without settings uses: the built-in test provider, in the store's own currency. */
const TEST_SETTINGS: ProviderSettings = { provider: 'test', currency: '', credentials: null };

/**
 * The adapters by provider. MERGE SEAM (#17): stripe and chapa join here with their adapters (stripe.ts, chapa.ts,
 * built beside this), each made from the store's decrypted settings.
 */
const ADAPTERS: Partial<Record<PaymentProviderId, (env: Bindings, settings: ProviderSettings) => PaymentAdapter>> = {
  test: (env) => testAdapter(env.DB),
  cash_on_delivery: () => cashOnDeliveryAdapter,
};

/** The test provider keeps its instant card flow beside the redirect; a real provider takes the redirect only. */
const METHODS: Record<PaymentProviderId, readonly CheckoutPaymentMethod[]> = {
  test: ['card', 'redirect'],
  stripe: ['redirect'],
  chapa: ['redirect'],
  cash_on_delivery: ['cash_on_delivery'],
};

function storeProvider(env: Bindings, settings: ProviderSettings): StoreProvider | null {
  const make = ADAPTERS[settings.provider];
  if (!make) return null;
  const webhookSecret = async () =>
    settings.provider === 'test' ? testWebhookSecret(env) : (settings.credentials?.webhook_secret ?? null);
  return { settings, adapter: make(env, settings), methods: METHODS[settings.provider], webhookSecret };
}

/** The store's configured provider (the test provider when it has none, or its provider cannot be built). */
export async function providerFor(env: Bindings, websiteId: number): Promise<StoreProvider> {
  const settings = await loadStoreSettings(env, websiteId);
  return (settings && storeProvider(env, settings)) ?? storeProvider(env, TEST_SETTINGS)!;
}

/**
 * The provider an order was placed with, for its webhooks, the expiry cron and refunds: the store's settings when
 * they name that provider (they hold its credentials); test and cash on delivery need none. Null: not available.
 */
export async function providerById(env: Bindings, websiteId: number, id: PaymentProviderId): Promise<StoreProvider | null> {
  const settings = await loadStoreSettings(env, websiteId);
  if (settings?.provider === id) return storeProvider(env, settings);
  if (id === 'test' || id === 'cash_on_delivery') return storeProvider(env, { provider: id, currency: '', credentials: null });
  return null;
}
