// Checkout that waits for its payment (DESIGN §18): `redirect` (the store's provider) and `cash_on_delivery`. One batch
// writes the order (pending, or awaiting_payment for cash) WITH its stock and discount use taken, then the provider is
// asked for the payment; the answer 201 {order_id, status, next} is stored under the Idempotency-Key with the ref, so
// a replay gets the same. A provider that fails releases what the batch took (order failed, stock and use back).
// What the order may hold is bounded (#32): the client's unpaid orders (services/hold-limits.ts), a redirect's hold
// is PROVIDER_HOLD_MINUTES until the provider has answered with its session, then PENDING_ORDER_MINUTES from its
// creation (never more), and a cash order's is the store's cod_confirm_hours until the merchant confirms it.
import {
  CHECKOUT_RETURN_PATH,
  ERROR_TEXT,
  PENDING_ORDER_MINUTES,
  PROVIDER_HOLD_MINUTES,
  type CheckoutRequest,
  type PendingCheckoutResponse,
} from '@app/contracts';
import type { Bindings } from '../env';
import { websiteNotFound } from '../errors';
import { randomToken } from '../lib/crypto';
import { ruleDetail } from '../lib/http';
import { nowIso } from '../lib/time';
import { decrementVariantStock, insertOrder, insertOrderItems, requireVariants, storeForCheckout, type Store } from '../db/orders';
import { takeDiscountStatements } from '../db/discounts';
import { recordOrderEvent } from '../db/order-events';
import { finishKeyStatements, isLostKeyError } from '../db/idempotency';
import { isCheckViolation } from '../db/d1-errors';
import { isHoldGuardError, requireWithinHolds } from '../db/holds';
import { codConfirmHours } from '../db/payment-settings';
import { setProviderRef, type PaymentOrder } from '../db/payments';
import type { StoreProvider } from '../payments/registry';
import type { NextStep } from '../payments/provider';
import { releaseOrder } from '../payments/settle';
import { newOrder, priceCart, type PricedCart } from './checkout';
import { discountRaceLost } from './cart-pricing';
import { raceLost } from './checkout-lines';
import { holdClientKey, holdLimit, limitedDiscountId, refuseOverHolds } from './hold-limits';
import { LostKey, runIdempotent, type KeyScope, type Outcome, type Reply } from './idempotency';

type Scope = KeyScope & { nonce: string };

const MINUTE = 60_000;

/**
 * The order batch's failures, as the card flow's (services/checkout.ts runOrderBatch) plus the holds guard: a lost key
 * rolls back (LostKey), a concurrent checkout of the same client that took the room first is 409 hold_limit, a lost
 * discount or stock race 409.
 */
async function runWaitingBatch(d1: D1Database, storeId: number, req: CheckoutRequest, statements: D1PreparedStatement[]) {
  try {
    return await d1.batch(statements);
  } catch (err) {
    if (isLostKeyError(err)) throw new LostKey();
    if (isHoldGuardError(err)) throw holdLimit([{ loc: ['body', 'items'], msg: 'Your other unpaid orders took the room meanwhile' }]);
    const lostDiscount = discountRaceLost(err);
    if (lostDiscount) throw lostDiscount;
    if (isCheckViolation(err)) throw await raceLost(d1, storeId, req);
    throw err;
  }
}

/**
 * The storefront's return page for this order, on the origin the checkout came through (never a URL the client
 * names, so never an open redirect): the store's own domain serves it at its root, the app's host under /published.
 */
export function returnUrls(origin: string, store: Store, orderId: number): { returnUrl: string; cancelUrl: string } {
  const root = new URL(origin).hostname === store.domain ? '' : `/published/${encodeURIComponent(store.domain)}`;
  return { returnUrl: `${origin}${root}${CHECKOUT_RETURN_PATH}?order=${orderId}`, cancelUrl: `${origin}${root}/checkout` };
}

/** The order batch: order, items, stock, discount use and the 'created' event commit together or not at all. */
async function writeWaitingOrder(
  d1: D1Database,
  store: Store,
  req: CheckoutRequest,
  cart: PricedCart,
  sp: StoreProvider,
  clientKey: string,
) {
  const status = req.payment.method === 'cash_on_delivery' ? ('awaiting_payment' as const) : ('pending' as const);
  const checkoutRef = `txn_${randomToken(16)}`;
  const email = req.customer.email || null;
  const now = Date.now();
  const holdMinutes = status === 'pending' ? PROVIDER_HOLD_MINUTES : (await codConfirmHours(d1, store.id)) * 60;
  const expiresAt = nowIso(now + holdMinutes * MINUTE);
  const results = await runWaitingBatch(d1, store.id, req, [
    insertOrder(d1, {
      ...newOrder(store, req, cart, status, nowIso(now)),
      waiting: { provider: sp.settings.provider, checkoutRef, expiresAt, discountId: cart.discount?.id ?? null, clientKey },
    }),
    insertOrderItems(d1, store.id, checkoutRef, cart.items),
    requireWithinHolds(d1, store.id, clientKey, checkoutRef, limitedDiscountId(cart.discount), now),
    requireVariants(d1, store.id, cart.items),
    ...cart.items.map((it) => decrementVariantStock(d1, store.id, it)),
    ...(cart.discount ? takeDiscountStatements(d1, store.id, cart.discount, email, checkoutRef) : []),
    recordOrderEvent(d1, {
      websiteId: store.id,
      order: { txnId: checkoutRef },
      type: 'created',
      fromStatus: null,
      toStatus: status,
      actor: 'shopper',
    }),
  ]);
  const id = (results[0].results[0] as { id: number }).id;
  const order: PaymentOrder = {
    id,
    websiteId: store.id,
    status,
    provider: sp.settings.provider,
    providerRef: null,
    totalCents: cart.totalCents,
    currency: store.currency,
  };
  return { order, checkoutRef, createdMs: now };
}

async function storeAnswer(
  d1: D1Database,
  scope: Scope,
  status: number,
  body: object,
  checkoutRef: string,
  before: D1PreparedStatement[] = [],
) {
  const text = JSON.stringify(body);
  try {
    await d1.batch([...before, ...finishKeyStatements(d1, scope, status, text, '', checkoutRef)]);
  } catch (err) {
    if (isLostKeyError(err)) throw new LostKey();
    throw err;
  }
  return { status, text, stored: true as const };
}

async function placePendingOrder(
  env: Bindings,
  db: D1Database,
  store: Store,
  scope: Scope,
  req: CheckoutRequest,
  sp: StoreProvider,
  origin: string,
  client: string,
): Promise<Outcome & { stored: true }> {
  const cart = await priceCart(db, store.id, req);
  const clientKey = await holdClientKey(env, store.id, client);
  await refuseOverHolds(db, store.id, clientKey, cart.items, cart.discount);
  const { order, checkoutRef, createdMs } = await writeWaitingOrder(db, store, req, cart, sp, clientKey);
  let created: { providerRef: string; next: NextStep };
  try {
    created = await sp.adapter.createPayment({
      order: { id: order.id, websiteId: store.id },
      amountCents: cart.totalCents,
      currency: store.currency,
      customer: { name: req.customer.name, email: req.customer.email || null },
      ...returnUrls(origin, store, order.id),
      locale: (req.payment.method === 'redirect' && req.payment.locale) || req.customer.locale || 'en',
      idempotencyKey: `checkout-${store.id}-${order.id}`,
    });
  } catch (err) {
    console.error('checkout: createPayment failed', sp.settings.provider, err);
    await releaseOrder(db, order, 'failed', 'provider_unreachable', 'system');
    // The provider is down or refuses the store's key (#34 item 3): not the shopper's card. 503 says the store cannot
    // take this method right now (the storefront offers the others); it is not a decline (no decline budget spent).
    const body = {
      message: ERROR_TEXT.payment_unavailable,
      code: 'payment_unavailable',
      detail: [ruleDetail(['body', 'payment', 'method'], { rule: 'paymentMethodUnavailable' })],
      order_id: order.id,
      status: 'failed',
    };
    return storeAnswer(db, scope, 503, body, checkoutRef);
  }
  const answer: Omit<PendingCheckoutResponse, 'status_token'> = {
    order_id: order.id,
    status: order.status as PendingCheckoutResponse['status'],
    next: created.next,
  };
  // The provider has the payment session: the hold becomes the full one, counted from the order's creation.
  const fullHold = order.status === 'pending' ? nowIso(createdMs + PENDING_ORDER_MINUTES * MINUTE) : null;
  return storeAnswer(db, scope, 201, answer, checkoutRef, [setProviderRef(db, order, created.providerRef, fullHold)]);
}

/**
 * Entry point for the route (redirect and cash), on the store's shard `db`: the store must exist before a key is
 * reserved under it.
 */
export async function checkoutPending(
  env: Bindings,
  db: D1Database,
  scope: KeyScope,
  req: CheckoutRequest,
  sp: StoreProvider,
  origin: string,
  client: string,
): Promise<Reply> {
  const store = await storeForCheckout(db, scope.websiteId);
  if (!store) throw websiteNotFound();
  return runIdempotent(db, scope, (nonce) => placePendingOrder(env, db, store, { ...scope, nonce }, req, sp, origin, client));
}
