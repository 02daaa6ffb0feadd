// Chapa as a payment provider (DESIGN §18): hosted checkout in ETB. initialize -> the shopper pays on Chapa's page ->
// verify by our tx_ref is the truth; refunds by tx_ref; webhooks signed with HMAC-SHA256 of the raw body under the
// merchant's webhook secret (`Chapa-Signature` or `x-chapa-signature`). Plain fetch against CHAPA_API_BASE.
import { hmacHex, safeEqual } from '../lib/crypto';
import { callProvider, providerTimeout, decimalOf, formEncode, globalFetch, ProviderError, type FetchFn } from './http';
import type {
  CreatePaymentInput,
  PaymentAdapter,
  ProviderPaymentStatus,
  ProviderServer,
  ProviderStatus,
  RefundResult,
  WebhookEvent,
} from './provider';

export interface ChapaConfig {
  secretKey: string;
  /** https://api.chapa.co in production (CHAPA_API_BASE). */
  apiBase: string;
  /** Our webhook URL for this store, sent as callback_url (Chapa calls it when the payment settles). */
  callbackUrl?: string;
  fetch?: FetchFn;
  /** How long a call may take (http.ts PROVIDER_TIMEOUT_MS when left out). */
  timeoutMs?: number;
}

interface ChapaAnswer<T> {
  message: unknown;
  status: 'success' | 'failed';
  data: T | null;
}

interface Verified {
  status: string;
  amount: number | string;
  currency: string;
  tx_ref: string;
}

/** Our reference for an order's payment at Chapa: stable per order, so a retried initialize cannot pay twice. */
export const chapaTxRef = (order: CreatePaymentInput['order']) => `store${order.websiteId}-order${order.id}`;

// Chapa's customization title is at most 16 characters; its description takes letters, digits, spaces, - _ and .
const customization = (orderId: number) => ({ title: `Order ${orderId}`.slice(0, 16), description: `Payment for order ${orderId}` });

function initializeBody(input: CreatePaymentInput, callbackUrl: string | undefined) {
  const [first, ...rest] = input.customer.name.trim().split(/\s+/);
  return {
    amount: decimalOf(input.amountCents),
    currency: input.currency,
    email: input.customer.email ?? undefined,
    first_name: first || undefined,
    last_name: rest.join(' ') || undefined,
    tx_ref: chapaTxRef(input.order),
    return_url: input.returnUrl,
    callback_url: callbackUrl,
    customization: customization(input.order.id),
    meta: { order_id: input.order.id, website_id: input.order.websiteId },
  };
}

const STATUS: Record<string, ProviderPaymentStatus> = { success: 'succeeded', failed: 'failed', pending: 'pending' };

export function chapaStatus(v: Verified): ProviderStatus {
  // Own keys only: a status of 'constructor' or 'toString' is not one of Chapa's.
  const status = Object.hasOwn(STATUS, v.status) ? STATUS[v.status]! : 'pending';
  const cents = Math.round(Number(v.amount) * 100);
  const reason = status === 'succeeded' ? 'approved' : status === 'failed' ? 'payment_failed' : 'awaiting_payment';
  return { status, amountCents: status === 'succeeded' && Number.isFinite(cents) ? cents : 0, currency: v.currency, reason };
}

/** True when either signature header is the hex HMAC-SHA256 of the raw body under the webhook secret. */
export async function verifyChapaSignature(headers: Headers, rawBody: string, secret: string): Promise<boolean> {
  const given = [headers.get('Chapa-Signature'), headers.get('x-chapa-signature')].filter((s): s is string => Boolean(s));
  if (!given.length || !secret) return false;
  const expected = await hmacHex(secret, rawBody);
  return given.map((s) => safeEqual(s.trim().toLowerCase(), expected)).includes(true);
}

export function chapaAdapter(config: ChapaConfig): PaymentAdapter {
  const fetchFn = config.fetch ?? globalFetch;
  const call = (u: string, init: RequestInit) => callProvider('chapa', fetchFn, u, init, config.timeoutMs);
  const auth = { Authorization: `Bearer ${config.secretKey}` };
  const url = (path: string) => `${config.apiBase}${path}`;

  return {
    id: 'chapa',
    async createPayment(input) {
      const init = {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify(initializeBody(input, config.callbackUrl)),
      };
      const answer = (await call(url('/v1/transaction/initialize'), init)) as ChapaAnswer<{ checkout_url: string }>;
      const checkoutUrl = answer.data?.checkout_url;
      if (!checkoutUrl) throw new Error('Chapa answered initialize without a checkout_url');
      return { providerRef: chapaTxRef(input.order), next: { type: 'redirect', url: checkoutUrl } };
    },
    async parseWebhook(request, rawBody, webhookSecret): Promise<WebhookEvent | null> {
      if (!(await verifyChapaSignature(request.headers, rawBody, webhookSecret))) return null;
      try {
        const e = JSON.parse(rawBody) as { event?: unknown; tx_ref?: unknown; reference?: unknown; status?: unknown };
        if (typeof e.tx_ref !== 'string' || !e.tx_ref) return null;
        // Chapa's events carry no id of their own: the event, Chapa's reference and the status name one delivery.
        const eventId = [e.event, e.reference ?? e.tx_ref, e.status].map((x) => String(x ?? '')).join(':');
        return { eventId, providerRef: e.tx_ref };
      } catch {
        return null;
      }
    },
    async fetchStatus(providerRef) {
      const verify = url(`/v1/transaction/verify/${encodeURIComponent(providerRef)}`);
      const answer = (await call(verify, { headers: auth }).catch((err: unknown) => {
        // Chapa knows a transaction only once the shopper has reached its page: until then it is still awaited.
        if (err instanceof ProviderError && err.status === 404) return { data: null };
        throw err;
      })) as ChapaAnswer<Verified>;
      if (!answer.data) return { status: 'pending', amountCents: 0, currency: 'ETB', reason: 'awaiting_payment' };
      return chapaStatus(answer.data);
    },
    async refund(providerRef, amountCents, idempotencyKey): Promise<RefundResult> {
      // `reference` must be unique per refund at Chapa: the idempotency key makes a retried refund the same one.
      const fields = { reason: 'Refund from the store', amount: decimalOf(amountCents), reference: idempotencyKey };
      const init = {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: formEncode(fields).toString(),
      };
      const answer = (await call(url(`/v1/refund/${encodeURIComponent(providerRef)}`), init)) as ChapaAnswer<{
        ref_id?: string;
        status?: string;
      }>;
      const status = answer.status !== 'success' ? 'failed' : answer.data?.status === 'pending' ? 'pending' : 'succeeded';
      return { refundRef: answer.data?.ref_id ?? idempotencyKey, status };
    },
  };
}

/** Chapa's server half: an adapter only with the merchant's keys. */
export const chapaServer: ProviderServer = {
  adapter: (env, s) =>
    s.credentials
      ? chapaAdapter({ secretKey: s.credentials.secret_key, apiBase: env.CHAPA_API_BASE, timeoutMs: providerTimeout(env) })
      : null,
  // GET /v1/banks needs only the secret key and changes nothing: Chapa answers 401 for a key it does not know.
  checkKey: async (env, secretKey) => {
    const init = { headers: { Authorization: `Bearer ${secretKey}` } };
    await callProvider('chapa', globalFetch, `${env.CHAPA_API_BASE}/v1/banks`, init, providerTimeout(env));
  },
};
