// POST /stores/:website_id/checkout: public (shoppers). Card numbers and CVVs never reach us: the storefront sends a
// test-provider token (card), or asks for the store's provider (redirect) or cash on delivery; a body that carries
// card data anyway is refused before anything is stored or logged.
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  CHECKOUT_DECLINES_PER_CLIENT_WHEN_BUSY,
  CHECKOUT_MAX_PER_CLIENT_WHEN_BUSY,
  MAX_LINE_QUANTITY,
  ops,
  type CheckoutRequest,
} from '@app/contracts';
import { tooMany } from '../errors';
import type { AppEnv, Bindings } from '../env';
import { orderStatusToken } from '../lib/order-token';
import { fieldError, readJson } from '../lib/http';
import { body, route } from '../lib/operations';
import { sha256Hex } from '../lib/crypto';
import { checkout } from '../services/checkout';
import { mergeLines } from '../services/checkout-lines';
import { checkoutPending } from '../services/checkout-pending';
import { providersFor } from '../payments/registry';
import { counterKeys, hit, LIMITS, peek, refuseRepeatClientWhenBusy } from '../services/counters';
import { clientKey } from '../lib/client';
import { limitedStoreWrite } from '../lib/public-write';
import { confirmCheckoutAnswer } from '../email/notify';

export const checkoutRoutes = new Hono<AppEnv>();

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;
// Field names that would carry a card number or security code, compared without case and punctuation.
const CARD_KEYS = new Set([
  'cardnumber',
  'number',
  'cvv',
  'cvc',
  'cvv2',
  'cvc2',
  'pan',
  'ccnumber',
  'ccnum',
  'cardno',
  'securitycode',
  'cardcode',
]);
// A string that looks like a card number (13-19 digits, spaces or dashes between) is refused wherever it is.
const PAN_LIKE = /^\d(?:[ -]?\d){12,18}$/;
const MAX_DEPTH = 8;
const invalid = fieldError;

/** Where card data sits in the body (key path only: the value is never echoed), or null. */
function findCardData(value: unknown, loc: string[], depth = 0): string[] | null {
  if (typeof value === 'string') return PAN_LIKE.test(value.trim()) ? loc : null;
  if (!value || typeof value !== 'object') return null;
  // Our body is three levels deep; deeper nesting is not a checkout and would only cost stack.
  if (depth > MAX_DEPTH) throw invalid(loc, { rule: 'tooDeep' });
  for (const [k, v] of Object.entries(value)) {
    const here = [...loc, k];
    if (CARD_KEYS.has(k.toLowerCase().replace(/[^a-z0-9]/g, ''))) return here;
    const found = findCardData(v, here, depth + 1);
    if (found) return found;
  }
  return null;
}

/** JSON with sorted keys: the same request always hashes the same, whatever the key order it was sent in. */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

async function parseCheckout(raw: Record<string, unknown>): Promise<CheckoutRequest> {
  const card = findCardData(raw, ['body']);
  if (card) throw invalid(card, { rule: 'noCardDetails' });
  // validate() strips unknown keys (client prices among them), so nothing unexpected is ever stored.
  const req = await body(ops.checkout, raw);
  const over = mergeLines(req.items).find((l) => l.quantity > MAX_LINE_QUANTITY);
  if (over) throw invalid(['body', 'items', String(over.index), 'quantity'], { rule: 'lineMax', params: { max: MAX_LINE_QUANTITY } });
  return req;
}

/**
 * Adds the order's status token to an answer that has an order (paid or declined), fresh or replayed. The token is
 * derived, not stored, so a replay gets the same one. Answers stored before owner ids left public answers lose it here.
 */
async function withStatusToken(env: Bindings, websiteId: number, text: string): Promise<string> {
  let body: { order?: { id?: unknown }; order_id?: unknown; transaction?: Record<string, unknown>; status_token?: string };
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  // The card flow's answer carries the order; a waiting order's answer (checkout-pending.ts) only its id.
  const orderId = body?.order?.id ?? body?.order_id;
  if (typeof orderId !== 'number') return text;
  if (body.transaction) delete body.transaction.mer_id;
  body.status_token = await orderStatusToken(env, websiteId, orderId);
  return JSON.stringify(body);
}

const TOO_MANY_CHECKOUTS = 'Too many checkout attempts. Please wait a few minutes and try again.';

/**
 * The declines budget, checked before the next try (a decline is known only after the charge): a client with
 * CHECKOUT_DECLINES_PER_CLIENT of its own is refused; while the store's is spent (card testing from many addresses),
 * so is a client with any decline of its own, and a client that has declined nothing still pays (DESIGN §21).
 */
async function refuseDeclined(env: Bindings, declines: [client: string, store: string]): Promise<void> {
  const mine = await peek(env, declines[0], LIMITS.declineClient);
  if (mine.over) throw tooMany(TOO_MANY_CHECKOUTS, mine.retryAfter);
  const store = await peek(env, declines[1], LIMITS.declineStore);
  refuseRepeatClientWhenBusy(store, mine.count, CHECKOUT_DECLINES_PER_CLIENT_WHEN_BUSY, TOO_MANY_CHECKOUTS);
}

route(checkoutRoutes, ops.checkout, async (c) => {
  // Every attempt costs the client's own budget, a malformed one included; none of this touches the store's.
  const client = clientKey(c);
  const attempt = await limitedStoreWrite(
    c,
    ops.checkout,
    (store, who) => ({
      client: [counterKeys.checkoutClient(store, who), LIMITS.checkoutClient],
      store: [counterKeys.checkoutStore(store), LIMITS.checkoutStore],
      busyMax: CHECKOUT_MAX_PER_CLIENT_WHEN_BUSY,
    }),
    TOO_MANY_CHECKOUTS,
  );
  const { websiteId } = attempt;
  const key = c.req.header('Idempotency-Key') ?? '';
  if (!KEY_PATTERN.test(key)) {
    throw invalid(['header', 'Idempotency-Key'], { rule: 'idempotencyKey' });
  }
  const declines: [string, string] = [counterKeys.declineClient(websiteId, client), counterKeys.declineStore(websiteId)];
  await refuseDeclined(c.env, declines);
  const req = await parseCheckout(await readJson(c));
  // The store (directory, then its shard) after the body is known to be a checkout: a bad one is answered as such.
  const { db } = await attempt.store();
  // The store's enabled providers decide which methods it takes (DESIGN §18, #34); any other is refused before
  // anything is kept.
  const provider = (await providersFor(c.env, websiteId)).forMethod(req.payment.method);
  if (!provider) throw invalid(['body', 'payment', 'method'], { rule: 'paymentMethodUnavailable' });
  // The card flow is the provider's too: its token must be the provider's token for that card.
  const card = req.payment.method === 'card' ? provider.card : null;
  if (req.payment.method === 'card' && !card?.tokenMatches(req.payment.token, req.payment.last4)) {
    throw invalid(['body', 'payment', 'token'], { rule: 'tokenMismatch' });
  }
  // A valid attempt: the store's budget, spent, refuses only clients that already tried (DESIGN §21).
  await attempt.admit();
  const scope = { websiteId, key, hash: await sha256Hex(canonicalJson(req)) };
  const reply = card
    ? await checkout(db, scope, req, card)
    : await checkoutPending(c.env, db, scope, req, provider, new URL(c.req.url).origin, clientKey(c));
  // Only an attempt that reached the payment (an answer, not a refusal of its lines) counts against the store.
  await attempt.spend();
  if (reply.status === 402 && !reply.replayed) {
    await Promise.all([hit(c.env, declines[0], LIMITS.declineClient), hit(c.env, declines[1], LIMITS.declineStore)]);
  }
  // A card paid now (the test provider: mailed in local development only). A redirect's order is confirmed when the
  // provider says it is paid (settle.ts), a cash order when the merchant confirms it (email/notify.ts).
  if (reply.status === 200 && !reply.replayed) await confirmCheckoutAnswer(c.env, websiteId, reply.text);
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=UTF-8' };
  if (reply.replayed) headers['Idempotent-Replayed'] = 'true';
  return c.body(await withStatusToken(c.env, websiteId, reply.text), reply.status as ContentfulStatusCode, headers);
});
