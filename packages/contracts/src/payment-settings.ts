// A store's payment settings (DESIGN §18): which provider takes the money, in which currency, and the provider's
// credentials. Credentials travel only towards the API (PUT); answers carry hints (the last 4 characters), never a key.
import type { PaymentProviderId } from './order-states';

/** Providers that need the merchant's own account: a secret API key and the secret that signs their webhooks. */
export const CREDENTIAL_PROVIDERS = ['stripe', 'chapa'] as const satisfies readonly PaymentProviderId[];
export type CredentialProvider = (typeof CREDENTIAL_PROVIDERS)[number];
export const needsCredentials = (p: PaymentProviderId): p is CredentialProvider => (CREDENTIAL_PROVIDERS as readonly string[]).includes(p);

/**
 * Currencies a store may price in. Only two-decimal ones: prices are kept as integer cents, and a zero-decimal
 * currency (JPY) would need another unit. Stripe takes all but ETB; Chapa takes only ETB (its hosted checkout here).
 */
export const STORE_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'SEK', 'NOK', 'DKK', 'NZD', 'SGD', 'MXN', 'ZAR', 'ETB'] as const;
export const PROVIDER_CURRENCIES: Readonly<Record<PaymentProviderId, readonly string[]>> = {
  test: STORE_CURRENCIES,
  cash_on_delivery: STORE_CURRENCIES,
  stripe: STORE_CURRENCIES.filter((c) => c !== 'ETB'),
  chapa: ['ETB'],
};

/** What a key of each provider starts with (a pasted publishable key or webhook URL is caught at the field). */
export const SECRET_KEY_PREFIXES: Readonly<Record<CredentialProvider, readonly string[]>> = {
  stripe: ['sk_test_', 'sk_live_', 'rk_test_', 'rk_live_'],
  chapa: ['CHASECK_TEST-', 'CHASECK-'],
};
export const STRIPE_WEBHOOK_SECRET_PREFIX = 'whsec_';
export const CREDENTIAL_MIN = 8;
export const CREDENTIAL_MAX = 300;
/** How many trailing characters a hint shows. */
export const HINT_LENGTH = 4;

/** PUT /website/payments. `credentials` (or one of its fields) left out or empty: keep what is stored. */
export interface PaymentSettingsInput {
  provider: PaymentProviderId;
  currency: string;
  credentials?: { secret_key?: string; webhook_secret?: string } | null;
  /** Hours an unconfirmed cash-on-delivery order holds its stock (COD_CONFIRM_HOURS_*); left out: keep the stored value. */
  cod_confirm_hours?: number;
}

/** GET and PUT /website/payments answer. */
export interface PaymentSettings {
  provider: PaymentProviderId;
  currency: string;
  /** Hints of the stored credentials of `provider` (null: none stored, or a provider without credentials). */
  credentials: { secret_key_hint: string; webhook_secret_hint: string } | null;
  /**
   * `unreadable`: credentials are stored but cannot be decrypted (the key changed): the merchant must enter them again,
   * and checkout does not offer this provider meanwhile.
   */
  credentials_status: 'none' | 'stored' | 'unreadable';
  /**
   * Where each provider must send this store's webhooks (an API path under the dashboard's origin): shown before the
   * first save, since Stripe gives its webhook secret only once the endpoint's URL is entered there.
   */
  webhook_paths: Record<CredentialProvider, string>;
  /** Hours a cash-on-delivery order waits for the merchant's confirmation before it expires (default 48). */
  cod_confirm_hours: number;
  updated_at: string | null;
}

/** The webhook endpoint of a store's provider, as the merchant pastes it into the provider's dashboard. */
export const webhookPath = (provider: PaymentProviderId, websiteId: number) => `/api/payments/webhooks/${provider}/${websiteId}`;
