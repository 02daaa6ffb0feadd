// The payment provider adapter (DESIGN §18): what checkout, webhooks, the expiry cron and refunds ask of a provider.
// Four implement it: `test` (built in: the instant card flow and a redirect through a local hosted page), `stripe`
// (Checkout Sessions), `chapa` (hosted checkout in ETB) and `cash_on_delivery` (no provider call at all). The
// provider's own answer (fetchStatus) is the source of truth for an order's payment state; a webhook only says "ask".
import type { NextStep, PaymentProviderId, ReasonCode } from '@app/contracts';
import type { Bindings } from '../env';

// What the storefront does after checkout answers: defined once in contracts (it is part of checkout's answer).
export type { NextStep };

export interface CreatePaymentInput {
  order: { id: number; websiteId: number };
  amountCents: number;
  /** ISO 4217, upper case (USD, ETB). */
  currency: string;
  customer: { name: string; email: string | null };
  /** Where the provider sends the shopper back (our storefront's return page, on our origin). */
  returnUrl: string;
  /** Where the shopper lands when they give up at the provider. */
  cancelUrl: string;
  /** The shopper's language (en, es, am), for the provider's page where it has one. */
  locale: string;
  /** Sent to the provider so a retried create never makes a second payment. */
  idempotencyKey: string;
}

export interface CreatePaymentResult {
  /** The provider's id for this payment (Stripe: the Checkout Session id; Chapa: our tx_ref). */
  providerRef: string;
  next: NextStep;
}

/** A payment's state as the provider reports it. `expired`: the shopper never paid and the provider gave up. */
export type ProviderPaymentStatus = 'pending' | 'succeeded' | 'failed' | 'expired';

export interface ProviderStatus {
  status: ProviderPaymentStatus;
  /** What the provider says was paid, in cents of `currency` (0 until paid). */
  amountCents: number;
  currency: string;
  /** Shown to the merchant beside the payment, in their language: a code (contracts reasons.ts), never English. */
  reason: ReasonCode;
}

/** A webhook whose signature holds: which event (applied once) and which payment to ask about. */
export interface WebhookEvent {
  eventId: string;
  providerRef: string;
}

export interface RefundResult {
  refundRef: string;
  status: 'succeeded' | 'pending' | 'failed';
}

export interface PaymentAdapter {
  readonly id: PaymentProviderId;
  createPayment(input: CreatePaymentInput): Promise<CreatePaymentResult>;
  /** null: a missing, stale or wrong signature, or a body that is not the provider's event (answered 401). */
  parseWebhook(request: Request, rawBody: string, webhookSecret: string): Promise<WebhookEvent | null>;
  fetchStatus(providerRef: string): Promise<ProviderStatus>;
  refund(providerRef: string, amountCents: number, idempotencyKey: string): Promise<RefundResult>;
}

/** A store's provider settings with its credentials decrypted (never returned by the API; see DESIGN §18). */
export interface ProviderSettings {
  provider: PaymentProviderId;
  currency: string;
  credentials: { secret_key: string; webhook_secret: string } | null;
}

/** The instant card flow (the test provider's): the storefront sends a token from the provider's form, never a card. */
export interface CardPayments {
  /** Whether the token belongs to the card the shopper says it does (checked before anything is written). */
  tokenMatches(token: string, last4: string): boolean;
  charge(req: ChargeRequest, now?: Date): Promise<ChargeResult>;
}

export interface ChargeRequest {
  token: string;
  last4: string;
  expMonth: number;
  expYear: number;
  amountCents: number;
  currency: string;
}

export interface ChargeResult {
  approved: boolean;
  /** Shown to the merchant in the transactions list (a code: contracts reasons.ts). */
  reason: ReasonCode;
  /** The provider's own reference for this charge. */
  thirdPartyId: string;
}

/**
 * A provider's server half (its browser-safe half is its descriptor in @app/contracts' payment-providers/): one file
 * per provider beside this one, listed in providers.ts.
 */
export interface ProviderServer {
  /** Its adapter for a store's settings (credentials decrypted); null when it cannot be built (none stored). */
  adapter(env: Bindings, settings: ProviderSettings): PaymentAdapter | null;
  /** The secret its webhooks are signed with, when it is not the merchant's webhook_secret (the test provider's). */
  webhookSecret?(env: Bindings): Promise<string>;
  /** Its instant card flow, when its descriptor's methods have `card`. */
  card?: CardPayments;
  /**
   * Tries a secret key with a call its API documents for that (nothing is created); resolves when the key is taken,
   * throws a ProviderError (http.ts) otherwise: 401/403 refused, any other status or 0 not reachable. Absent: no check.
   */
  checkKey?(env: ProviderApiEnv, secretKey: string): Promise<void>;
}

/** Where the providers' APIs are (production URLs; the tests' fakes answer on them) and how long a call may take. */
export type ProviderApiEnv = Pick<Bindings, 'STRIPE_API_BASE' | 'CHAPA_API_BASE' | 'PROVIDER_TIMEOUT_MS'>;
