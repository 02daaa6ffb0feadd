// Stripe as a payment provider (DESIGN §18): a hosted Checkout Session per order, its state read back from Stripe
// (never from a webhook's body), refunds on the session's PaymentIntent, and `Stripe-Signature` checked with WebCrypto.
// Plain fetch against STRIPE_API_BASE, form-encoded as Stripe's API takes it; no SDK (Worker size budget).
import type { ReasonCode } from '@app/contracts';
import { hmacHex, safeEqual } from '../lib/crypto';
import { callProvider, providerTimeout, formEncode, globalFetch, type FetchFn } from './http';
import type { CreatePaymentInput, PaymentAdapter, ProviderServer, ProviderStatus, RefundResult, WebhookEvent } from './provider';

export interface StripeConfig {
  secretKey: string;
  /** https://api.stripe.com in production (STRIPE_API_BASE). */
  apiBase: string;
  fetch?: FetchFn;
  /** How long a call may take (http.ts PROVIDER_TIMEOUT_MS when left out). */
  timeoutMs?: number;
  /** Seconds since the epoch; tests move the clock to check the signature's tolerance. */
  now?: () => number;
}

/** A signature older (or further in the future) than this is refused: Stripe's own libraries' default. */
export const STRIPE_TOLERANCE_SECONDS = 300;
/** Stripe's minimum: a session must stay open at least 30 minutes (our expiry cron asks Stripe before releasing). */
const SESSION_SECONDS = 31 * 60;
// Checkout's own page has no Amharic: Stripe then picks the browser's language.
const STRIPE_LOCALES: Record<string, string> = { en: 'en', es: 'es' };

interface Session {
  id: string;
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total: number | null;
  currency: string | null;
  payment_intent: string | { id: string; status: string; last_payment_error?: { code?: string; message?: string } | null } | null;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function sessionParams(input: CreatePaymentInput, now: number) {
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        // One line for the whole order: the server has priced it (discounts included); Stripe only collects it.
        price_data: {
          currency: input.currency.toLowerCase(),
          unit_amount: input.amountCents,
          product_data: { name: `Order ${input.order.id}` },
        },
      },
    ],
    success_url: input.returnUrl,
    cancel_url: input.cancelUrl,
    client_reference_id: String(input.order.id),
    metadata: { order_id: String(input.order.id), website_id: String(input.order.websiteId) },
    customer_email: input.customer.email ?? undefined,
    locale: (Object.hasOwn(STRIPE_LOCALES, input.locale) && STRIPE_LOCALES[input.locale]) || 'auto',
    expires_at: now + SESSION_SECONDS,
  };
}

/** Stripe's error code as our reason code: its message is English, so the merchant reads our words for it. */
const stripeDecline = (code: string | undefined): ReasonCode =>
  code === 'card_declined' ? 'card_declined' : code === 'expired_card' ? 'card_expired' : 'payment_failed';

/** Stripe's session as our payment state: paid -> succeeded, expired -> expired, a failed async payment -> failed. */
export function stripeStatus(s: Session): ProviderStatus {
  const currency = (s.currency ?? '').toUpperCase();
  if (s.payment_status === 'paid' || s.payment_status === 'no_payment_required') {
    return { status: 'succeeded', amountCents: s.amount_total ?? 0, currency, reason: 'approved' };
  }
  if (s.status === 'expired') return { status: 'expired', amountCents: 0, currency, reason: 'session_expired' };
  const pi = typeof s.payment_intent === 'object' ? s.payment_intent : null;
  // A completed session still unpaid is a delayed method (a bank debit): it fails once its intent gives up.
  if (s.status === 'complete' && pi && (pi.status === 'canceled' || pi.status === 'requires_payment_method')) {
    return { status: 'failed', amountCents: 0, currency, reason: stripeDecline(pi.last_payment_error?.code) };
  }
  return { status: 'pending', amountCents: 0, currency, reason: s.status === 'complete' ? 'payment_processing' : 'awaiting_payment' };
}

/** The `t` and every `v1` of a Stripe-Signature header; null when either is missing. */
function signatureParts(header: string | null): { t: number; v1: string[] } | null {
  if (!header) return null;
  const pairs = header.split(',').map((p) => p.trim().split('='));
  const t = Number(pairs.find(([k]) => k === 't')?.[1]);
  const v1 = pairs.filter(([k, v]) => k === 'v1' && v).map(([, v]) => v!);
  return Number.isInteger(t) && v1.length ? { t, v1 } : null;
}

/** True when one v1 is HMAC-SHA256(secret, `${t}.${rawBody}`) and t is within the tolerance of now. */
export async function verifyStripeSignature(header: string | null, rawBody: string, secret: string, now: number): Promise<boolean> {
  const parts = signatureParts(header);
  if (!parts || !secret || Math.abs(now - parts.t) > STRIPE_TOLERANCE_SECONDS) return false;
  const expected = await hmacHex(secret, `${parts.t}.${rawBody}`);
  // Every candidate is compared (no early exit) so timing does not tell which one matched.
  return parts.v1.map((v) => safeEqual(v, expected)).includes(true);
}

export function stripeAdapter(config: StripeConfig): PaymentAdapter {
  const f = config.fetch ?? globalFetch;
  const now = config.now ?? nowSeconds;
  const auth = { Authorization: `Bearer ${config.secretKey}` };
  const call = (path: string, init: RequestInit) => callProvider('stripe', f, `${config.apiBase}${path}`, init, config.timeoutMs);
  const post = (path: string, fields: Record<string, unknown>, idempotencyKey: string) =>
    call(path, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': idempotencyKey },
      body: formEncode(fields).toString(),
    });
  const session = async (id: string) =>
    (await call(`/v1/checkout/sessions/${encodeURIComponent(id)}?expand[]=payment_intent`, { headers: auth })) as Session;

  return {
    id: 'stripe',
    async createPayment(input) {
      const s = (await post('/v1/checkout/sessions', sessionParams(input, now()), input.idempotencyKey)) as Session;
      if (!s.url) throw new Error('Stripe answered a Checkout Session without a url');
      return { providerRef: s.id, next: { type: 'redirect', url: s.url } };
    },
    async parseWebhook(request, rawBody, webhookSecret): Promise<WebhookEvent | null> {
      if (!(await verifyStripeSignature(request.headers.get('Stripe-Signature'), rawBody, webhookSecret, now()))) return null;
      try {
        const event = JSON.parse(rawBody) as { id?: unknown; data?: { object?: { id?: unknown; object?: unknown } } };
        const obj = event.data?.object;
        // Only Checkout Session events name a payment we know (the screen lists which events to send).
        if (typeof event.id !== 'string' || obj?.object !== 'checkout.session' || typeof obj.id !== 'string') return null;
        return { eventId: event.id, providerRef: obj.id };
      } catch {
        return null;
      }
    },
    async fetchStatus(providerRef) {
      return stripeStatus(await session(providerRef));
    },
    async refund(providerRef, amountCents, idempotencyKey): Promise<RefundResult> {
      const pi = (await session(providerRef)).payment_intent;
      const paymentIntent = typeof pi === 'string' ? pi : pi?.id;
      if (!paymentIntent) return { refundRef: '', status: 'failed' };
      const r = (await post('/v1/refunds', { payment_intent: paymentIntent, amount: amountCents }, idempotencyKey)) as {
        id: string;
        status: string;
      };
      const status = r.status === 'succeeded' ? 'succeeded' : r.status === 'failed' || r.status === 'canceled' ? 'failed' : 'pending';
      return { refundRef: r.id, status };
    },
  };
}

/** Stripe's server half: an adapter only with the merchant's keys. */
export const stripeServer: ProviderServer = {
  adapter: (env, s) =>
    s.credentials
      ? stripeAdapter({ secretKey: s.credentials.secret_key, apiBase: env.STRIPE_API_BASE, timeoutMs: providerTimeout(env) })
      : null,
  // Stripe documents GET /v1/balance for checking a key: any secret or restricted key with balance read may call it.
  checkKey: async (env, secretKey) => {
    const init = { headers: { Authorization: `Bearer ${secretKey}` } };
    await callProvider('stripe', globalFetch, `${env.STRIPE_API_BASE}/v1/balance`, init, providerTimeout(env));
  },
};
