// A store's payment settings (DESIGN §18): which provider takes the money, in which currency, and the provider's
// credentials. Credentials travel only towards the API (PUT); answers carry hints (the last 4 characters), never a key.
import type { CredentialProvider, PaymentProviderId } from './payment-providers';

// Which providers need credentials, their currencies and what their keys start with: each provider's descriptor.
export * from './payment-providers';

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
