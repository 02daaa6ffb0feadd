// What a payment provider is, as every part of the product may know it (DESIGN §18): the browser-safe half of a
// provider. Its server half (adapter, webhook parsing, its card flow) is in edge-api/src/payments/. Plain data only:
// the storefront's checkout island and the dashboard's Payments screen bundle these, so no yup and no imports here.

/** `card`: an instant card flow (the test provider's); `redirect`: the provider's hosted page; `cash_on_delivery`. */
export const CHECKOUT_PAYMENT_METHODS = ['card', 'redirect', 'cash_on_delivery'] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];

/**
 * Currencies a store may price in. Only two-decimal ones: prices are kept as integer cents, and a zero-decimal
 * currency (JPY) would need another unit.
 */
export const STORE_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'SEK', 'NOK', 'DKK', 'NZD', 'SGD', 'MXN', 'ZAR', 'ETB'] as const;

/** The two secrets of a merchant's own provider account, as they are stored (sealed) and entered. */
export type CredentialName = 'secret_key' | 'webhook_secret';

/** One secret's check beyond its length: what a valid one starts with (any of them; none: anything goes). */
export interface CredentialField {
  prefixes: readonly string[];
}

/**
 * One provider. Its words are the commerce catalogue's `payments.providers.<id>`: `name` and `about` on the Payments
 * screen, and for a provider with credentials `keyHelp`, `secretHelp` and `webhookHelp` beside its fields.
 */
export interface ProviderDescriptor {
  id: string;
  /** Its name where it is shown as is in every language (the storefront's "Pay with Stripe"); null: never named. */
  brand: string | null;
  /** Currencies it takes (the Payments screen offers these; the first is chosen when the store's is not one). */
  currencies: readonly string[];
  /** The checkout methods it takes, in the order checkout shows them (the first is chosen). */
  methods: readonly CheckoutPaymentMethod[];
  /** The merchant's own account: both secrets with their checks, and a webhook URL to give it. null: none needed. */
  credentials: Readonly<Record<CredentialName, CredentialField>> | null;
  /**
   * True: its payments move no money (the built-in test provider). A store that takes payments with it is in test
   * mode (the dashboard and the storefront's checkout say so), and the orders it pays are test orders (`test: true`
   * in order and transaction answers, apart from real revenue in reports).
   */
  simulated?: boolean;
}
