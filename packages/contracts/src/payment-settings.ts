// A store's payment settings (DESIGN §18): which provider takes the money, in which currency, and the provider's
// credentials. Credentials travel only towards the API (PUT); answers carry hints (the last 4 characters), never a key.
import type { CredentialProvider, PaymentProviderId } from './payment-providers';

// Which providers need credentials, their currencies and what their keys start with: each provider's descriptor.
export * from './payment-providers';

export const CREDENTIAL_MIN = 8;
export const CREDENTIAL_MAX = 300;
/** How many trailing characters a hint shows. */
export const HINT_LENGTH = 4;

/**
 * PUT /website/payments. `providers`: the ways the store takes payment, each with its own settings (at most one online
 * provider, test, Stripe or Chapa, beside cash on delivery). `provider` alone (older dashboards) means [provider].
 * `credentials` (or one of its fields) left out or empty: keep what is stored; they belong to the enabled provider that
 * has an account (Stripe or Chapa).
 */
export interface PaymentSettingsInput {
  provider?: PaymentProviderId;
  providers?: PaymentProviderId[];
  currency: string;
  credentials?: { secret_key?: string; webhook_secret?: string } | null;
  /** Hours an unconfirmed cash-on-delivery order holds its stock (COD_CONFIRM_HOURS_*); left out: keep the stored value. */
  cod_confirm_hours?: number;
}

/** GET and PUT /website/payments answer. */
export interface PaymentSettings {
  /** The first of `providers` (what older dashboards read). */
  provider: PaymentProviderId;
  /** The ways the store takes payment, in the order checkout offers them (never empty). */
  providers: PaymentProviderId[];
  /**
   * Test mode: the simulated test provider is among `providers`: no money moves, its orders are test orders. A new
   * store starts in it; leaving it needs a real provider (Stripe, Chapa) or cash on delivery.
   */
  test_mode: boolean;
  currency: string;
  /** Hints of the stored credentials of the enabled provider with an account (null: none stored, or a provider without credentials). */
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
  /**
   * The stored secret key was saved but its provider could not be reached to check it (no network, timeout, outage);
   * the screen says so at the key, after a reload too, until a later save checks it again. A key the provider refuses
   * is never saved (400).
   */
  key_unchecked?: boolean;
}

/** The webhook endpoint of a store's provider, as the merchant pastes it into the provider's dashboard. */
export const webhookPath = (provider: PaymentProviderId, websiteId: number) => `/api/payments/webhooks/${provider}/${websiteId}`;

/** The providers a settings body enables: `providers`, else the older single `provider`. */
export const enabledProviders = (input: Pick<PaymentSettingsInput, 'provider' | 'providers'>): PaymentProviderId[] =>
  input.providers ?? (input.provider ? [input.provider] : []);

/**
 * The window event the Payments screen (a remote) fires after a save, so the shell's test-mode banner asks again at
 * once instead of on the next screen change.
 */
export const PAYMENT_SETTINGS_SAVED_EVENT = 'app:payment-settings-saved';
