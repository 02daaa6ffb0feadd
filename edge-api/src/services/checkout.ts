// Checkout: idempotent, priced from D1, paid through the test provider, written in one atomic D1 batch.
import {
  fromCents,
  MESSAGES,
  type CheckoutItem,
  type CheckoutRequest,
  type ErrorBody,
  type ErrorDetail,
} from '@app/contracts';
import { ApiError, websiteNotFound } from '../errors';
import { randomToken } from '../lib/crypto';
import { nowIso } from '../lib/time';
import {
  decrementStock,
  insertOrder,
  insertOrderItems,
  productsForCheckout,
  storeForCheckout,
  toOrderDto,
  type NewOrderItem,
  type StockRow,
  type Store,
} from '../db/orders';
import { insertTransactionAfterOrder, toPublicTransactionDto, type NewTransaction } from '../db/transactions';
import {
  finishKeyStatements,
  isLostKeyError,
  readKey,
  releaseKey,
  reserveKey,
  storeOutcome,
  takeOverStale,
} from '../db/idempotency';
import { isCheckViolation } from '../db/d1-errors';
import { testPaymentProvider, type PaymentProvider } from './payments';

/** A finished answer: HTTP status and the exact JSON text, as sent the first time and replayed later. */
export interface Outcome {
  status: number;
  text: string;
}
export interface Reply extends Outcome {
  replayed: boolean;
}
export interface KeyScope {
  websiteId: number;
  key: string;
  hash: string;
}

/** How long a request that finds its key in progress waits for the first one's answer. */
export const IDEMPOTENCY_WAIT_MS = 3000;
const POLL_MS = 100;
/** An owner silent this long died before its batch committed (the batch stores the answer), so it may be replaced. */
export const STALE_RESERVATION_MS = 60_000;

/** Thrown when another request took the key over: our batch was rolled back by the primary key. */
class LostKey extends Error {}

export interface Line extends CheckoutItem {
  /** Index of the product's first line in the request, for error `loc`s. */
  index: number;
}

/** Duplicate product lines become one line with the summed quantity. */
export function mergeLines(items: CheckoutItem[]): Line[] {
  const byProduct = new Map<number, Line>();
  items.forEach((it, index) => {
    const line = byProduct.get(it.product_id);
    if (line) line.quantity += it.quantity;
    else byProduct.set(it.product_id, { product_id: it.product_id, quantity: it.quantity, index });
  });
  return [...byProduct.values()];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const errorBody = (err: ApiError): ErrorBody => ({
  message: err.message,
  code: err.code,
  ...(err.detail ? { detail: err.detail } : {}),
});

/**
 * Runs `work` at most once per (website, key). The INSERT of the reservation decides the winner; the others replay
 * its stored answer, wait up to `waitMs` for it, or get 409. A different body under the same key gets 422.
 */
export async function runIdempotent(
  d1: D1Database,
  scope: KeyScope,
  work: (nonce: string) => Promise<Outcome & { stored?: boolean }>,
  waitMs = IDEMPOTENCY_WAIT_MS,
): Promise<Reply> {
  const deadline = Date.now() + waitMs;
  let tryReserve = true;
  do {
    const nonce = `pending:${randomToken(16)}`;
    if (tryReserve && (await reserveKey(d1, scope.websiteId, scope.key, scope.hash, nonce))) {
      const outcome = await runOwned(d1, scope, nonce, work);
      if (outcome) return { ...outcome, replayed: false };
    }
    const row = await readKey(d1, scope.websiteId, scope.key);
    // Gone: the owner failed and released it, so try to reserve it ourselves. Present: only poll from now on.
    tryReserve = !row;
    if (!row) continue;
    if (row.requestHash !== scope.hash) {
      throw new ApiError(422, 'idempotency_mismatch', 'This Idempotency-Key was already used with a different request');
    }
    if (row.status !== null) return { status: row.status, text: row.body ?? '', replayed: true };
    const now = Date.now();
    const cutoff = nowIso(now - STALE_RESERVATION_MS);
    if (row.createdAt < cutoff && (await takeOverStale(d1, scope.websiteId, scope.key, scope.hash, nonce, nowIso(now), cutoff))) {
      const outcome = await runOwned(d1, scope, nonce, work);
      if (outcome) return { ...outcome, replayed: false };
      continue; // lost it again: read what the key holds now
    }
    await sleep(POLL_MS);
  } while (Date.now() < deadline);
  throw new ApiError(409, 'idempotency_in_progress', 'A request with this Idempotency-Key is still being processed; retry shortly');
}

/** Null when the key was lost to a takeover (then the caller replays whatever the key holds). */
async function runOwned(
  d1: D1Database,
  scope: KeyScope,
  nonce: string,
  work: (nonce: string) => Promise<Outcome & { stored?: boolean }>,
): Promise<Outcome | null> {
  let outcome: Outcome & { stored?: boolean };
  try {
    outcome = await work(nonce);
  } catch (err) {
    if (err instanceof LostKey) return null;
    // Deliberate answers (unknown products, out of stock) are outcomes too: a retry replays them.
    if (!(err instanceof ApiError)) {
      // Unexpected: free the key so that a retry can proceed (best effort; a stale key is taken over later).
      await releaseKey(d1, scope.websiteId, scope.key, nonce).catch(() => undefined);
      throw err;
    }
    outcome = { status: err.status, text: JSON.stringify(errorBody(err)) };
  }
  if (!outcome.stored) {
    try {
      await storeOutcome(d1, scope.websiteId, scope.key, nonce, outcome.status, outcome.text);
    } catch {
      // Nothing else was written for this outcome, so letting a retry run again is safe.
      await releaseKey(d1, scope.websiteId, scope.key, nonce).catch(() => undefined);
    }
  }
  return { status: outcome.status, text: outcome.text };
}

/** Lines whose requested quantity exceeds the stock in `rows`, as error details with the stock left. */
function shortLines(lines: Line[], rows: Map<number, StockRow>): ErrorDetail[] {
  return lines
    .filter((l) => (rows.get(l.product_id)?.stock ?? 0) < l.quantity)
    .map((l) => {
      const p = rows.get(l.product_id);
      const available = p?.stock ?? 0;
      const detail = {
        loc: ['items', String(l.index)],
        msg: `Only ${available} left of ${p ? `"${p.name}"` : `product ${l.product_id}`}`,
        product_id: l.product_id,
        requested: l.quantity,
        available,
      };
      return detail as ErrorDetail;
    });
}

const outOfStock = (detail: ErrorDetail[]) => new ApiError(409, 'out_of_stock', detail[0]?.msg ?? 'Out of stock', detail);

const byId = (rows: StockRow[]) => new Map(rows.map((r) => [r.id, r]));

/**
 * The work done under a reserved key. A decline writes a failed order and transaction and takes no stock (402 with
 * both in the body: the shopper's card was refused, which is neither a conflict nor a bad request). Either way the
 * answer is stored in the same batch as the rows it describes.
 */
export async function placeOrder(
  d1: D1Database,
  store: Store,
  scope: KeyScope & { nonce: string },
  req: CheckoutRequest,
  provider: PaymentProvider = testPaymentProvider,
): Promise<Outcome & { stored: true }> {
  const lines = mergeLines(req.items);
  const ids = lines.map((l) => l.product_id);
  const products = byId(await productsForCheckout(d1, store.id, ids));

  const missing = lines.filter((l) => !products.has(l.product_id));
  if (missing.length) {
    const list = missing.map((l) => l.product_id).join(', ');
    throw new ApiError(
      400,
      'product_not_found',
      `Not sold in this store: ${list}`,
      missing.map((l) => ({ loc: ['items', String(l.index)], msg: `Product ${l.product_id} is not sold in this store` })),
    );
  }
  // Fail fast before charging; the CHECK in the batch still settles races between concurrent checkouts.
  const short = shortLines(lines, products);
  if (short.length) throw outOfStock(short);

  // Prices come from D1 only; whatever the client sent was stripped by validation.
  const items: NewOrderItem[] = lines.map((l) => {
    const p = products.get(l.product_id)!;
    return { product_id: p.id, name: p.name, price_cents: p.price_cents, quantity: l.quantity };
  });
  const totalCents = items.reduce((sum, it) => sum + it.price_cents * it.quantity, 0);

  const charge = await provider.charge({
    token: req.payment.token,
    last4: req.payment.last4,
    expMonth: req.payment.exp_month,
    expYear: req.payment.exp_year,
    amountCents: totalCents,
    currency: store.currency,
  });

  const createdAt = nowIso();
  const status = charge.approved ? 'paid' : 'failed';
  const customerName = req.customer.name;
  const txn: NewTransaction = {
    websiteId: store.id,
    txnId: `txn_${randomToken(16)}`,
    refId: `ref_${randomToken(12)}`,
    thirdPartyId: charge.thirdPartyId,
    merId: store.ownerId,
    merName: store.title,
    amountCents: totalCents,
    currency: store.currency,
    paymentVia: 'card',
    reason: charge.reason,
    status: charge.approved ? 'success' : 'failed',
    createdAt,
  };

  // The order id is unknown until the INSERT runs, so the answer is a template with an unguessable marker where
  // the id goes; the batch substitutes it when storing, and we do the same for the first caller.
  const marker = `__order_id_${randomToken(12)}__`;
  const placeholder = JSON.stringify(marker);
  const orderId = marker as unknown as number;
  const order = toOrderDto(
    { id: orderId, totalCents, currency: store.currency, status, customerName, createdAt },
    items.map((it) => ({ product_id: it.product_id, name: it.name, price: fromCents(it.price_cents), quantity: it.quantity })),
  );
  const transaction = toPublicTransactionDto({ ...txn, orderId });
  const httpStatus = charge.approved ? 200 : 402;
  const body = charge.approved
    ? { order, transaction }
    : { message: charge.reason, code: 'payment_declined', order, transaction };
  const template = JSON.stringify(body);

  const statements = [
    insertOrder(d1, {
      websiteId: store.id,
      status,
      totalCents,
      currency: store.currency,
      customerName,
      customerEmail: req.customer.email || null,
      createdAt,
    }),
    insertTransactionAfterOrder(d1, txn),
    insertOrderItems(d1, store.id, txn.txnId, items),
    // Stock shown on the store changes: a trigger bumps content_version (migration 0004) in this same batch.
    ...(charge.approved ? lines.map((l) => decrementStock(d1, store.id, l.product_id, l.quantity)) : []),
    ...finishKeyStatements(d1, scope, httpStatus, template, placeholder, txn.txnId),
  ];

  let results: D1Result[];
  try {
    results = await d1.batch(statements);
  } catch (err) {
    if (isLostKeyError(err)) throw new LostKey();
    if (charge.approved && isCheckViolation(err)) {
      // Another checkout took the stock first; the whole batch was rolled back. (The test provider has no
      // authorisation to void; a real provider would be told to release it here.)
      const now = byId(await productsForCheckout(d1, store.id, ids));
      const detail = shortLines(lines, now);
      const changed = lines.map((l) => ({ loc: ['items', String(l.index)], msg: 'Stock changed while ordering; please try again' }));
      throw outOfStock(detail.length ? detail : changed);
    }
    throw err;
  }
  const newId = (results[0].results[0] as { id: number }).id;
  return { status: httpStatus, text: template.split(placeholder).join(String(newId)), stored: true };
}

/** Entry point for the route: the store must exist before a key is reserved under it. */
export async function checkout(d1: D1Database, scope: KeyScope, req: CheckoutRequest): Promise<Reply> {
  const store = await storeForCheckout(d1, scope.websiteId);
  if (!store) throw websiteNotFound();
  return runIdempotent(d1, scope, (nonce) => placeOrder(d1, store, { ...scope, nonce }, req));
}
