// Checkout: priced from D1, paid through the card flow of the store's provider (payments/registry.ts: the test
// provider's), written in one atomic D1 batch, run at most once per Idempotency-Key (services/idempotency.ts).
// placeOrder = pricing, then charging, then the order batch.
import { fromCents, type CheckoutRequest } from '@app/contracts';
import { websiteNotFound } from '../errors';
import { randomToken } from '../lib/crypto';
import { nowIso } from '../lib/time';
import {
  decrementVariantStock,
  insertOrder,
  insertOrderItems,
  requireVariants,
  storeForCheckout,
  type NewOrder,
  type NewOrderItem,
  type Store,
} from '../db/orders';
import { toOrderDto } from '../db/order-list';
import { recordOrderEvent } from '../db/order-events';
import { insertTransactionAfterOrder, toPublicTransactionDto, type NewTransaction } from '../db/transactions';
import { finishKeyStatements, isLostKeyError } from '../db/idempotency';
import { isCheckViolation } from '../db/d1-errors';
import { testPaymentProvider, type PaymentProvider } from '../payments/test';
import { LostKey, runIdempotent, type KeyScope, type Outcome, type Reply } from './idempotency';
import {
  checkoutDiscount,
  discountRaceLost,
  priceLines,
  pricingLine,
  type CheckoutDiscount,
  type PricedLine,
  type UnitPrice,
} from './cart-pricing';
import { outOfStock, raceLost, refuseLines, shortLines } from './checkout-lines';
import { takeDiscountStatements } from '../db/discounts';
import { shippingColumns } from '../db/order-shipping';

/** The cart priced from D1 only (whatever prices the client sent were stripped by validation). */
export interface PricedCart extends CheckoutDiscount {
  lines: (PricedLine & { price: UnitPrice })[];
  items: NewOrderItem[];
  /** subtotal - discount: what is charged. */
  totalCents: number;
}

const sellable = (lines: PricedLine[]) => lines as (PricedLine & { price: UnitPrice })[];

/** Pricing: 400 for lines that cannot be sold, 409 out_of_stock before anything is charged. */
export async function priceCart(d1: D1Database, storeId: number, req: CheckoutRequest): Promise<PricedCart> {
  const priced = await priceLines(d1, storeId, req.items);
  refuseLines(priced);
  // Fail fast before charging; the CHECK in the batch still settles races between concurrent checkouts.
  const short = shortLines(priced);
  if (short.length) throw outOfStock(short);
  const lines = sellable(priced);
  const items: NewOrderItem[] = lines.map(({ price: p, quantity }) => ({
    product_id: p.product_id,
    variant_id: p.variant_id,
    name: p.name,
    variant_title: p.variant_title,
    price_cents: p.unit_cents,
    quantity,
  }));
  const pricing = lines.map((l) => pricingLine(l, l.price));
  const discount = await checkoutDiscount(d1, storeId, pricing, req.discount_code, req.customer.email || undefined);
  return { lines, items, ...discount, totalCents: discount.subtotalCents - discount.discountCents };
}

/** Charging: the provider's answer, as the transaction row that records it. */
async function chargeCart(store: Store, req: CheckoutRequest, totalCents: number, provider: PaymentProvider): Promise<NewTransaction> {
  const card = req.payment;
  // The route sends only card payments here (redirect and cash go through checkout-pending.ts).
  if (card.method !== 'card') throw new Error('chargeCart: not a card payment');
  const charge = await provider.charge({
    token: card.token,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
    amountCents: totalCents,
    currency: store.currency,
  });
  return {
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
    createdAt: nowIso(),
  };
}

/**
 * A stand-in order id: negative and 16 digits long, so its text appears nowhere else in an answer (ids are positive,
 * amounts and quantities short), and random, so a shopper cannot plant it in their name.
 */
function orderIdMarker(): number {
  const [hi, lo] = crypto.getRandomValues(new Uint32Array(2));
  return -(8e15 + (((hi % 2 ** 20) * 2 ** 30 + (lo % 2 ** 30)) % 1e15));
}

/**
 * The answer, as a template: the order id is unknown until the INSERT runs, so a marker stands where it goes; the
 * batch substitutes it when storing, and we do the same for the first caller.
 */
function answerTemplate(store: Store, req: CheckoutRequest, cart: PricedCart, txn: NewTransaction) {
  const orderId = orderIdMarker();
  const approved = txn.status === 'success';
  const order = toOrderDto(
    {
      id: orderId,
      totalCents: cart.totalCents,
      subtotalCents: cart.subtotalCents,
      discountCents: cart.discountCents,
      discountCode: cart.discount?.code ?? null,
      currency: store.currency,
      status: approved ? 'paid' : 'failed',
      customerName: req.customer.name,
      ...shippingColumns(req.customer),
      createdAt: txn.createdAt,
      // The card flow is the test provider's (payments/test.ts): its orders are test orders.
      provider: 'test',
    },
    cart.items.map((it) => ({
      product_id: it.product_id,
      variant_id: it.variant_id,
      name: it.name,
      variant_title: it.variant_title,
      price: fromCents(it.price_cents),
      quantity: it.quantity,
    })),
  );
  const transaction = toPublicTransactionDto({ ...txn, orderId, provider: 'test' });
  const body = approved ? { order, transaction } : { message: txn.reason, code: 'payment_declined', order, transaction };
  return { status: approved ? 200 : 402, template: JSON.stringify(body), placeholder: String(orderId) };
}

/** The order row of a checkout, in whichever state its payment leaves it. */
export function newOrder(store: Store, req: CheckoutRequest, cart: PricedCart, status: NewOrder['status'], createdAt: string): NewOrder {
  return {
    websiteId: store.id,
    status,
    totalCents: cart.totalCents,
    subtotalCents: cart.subtotalCents,
    discountCents: cart.discountCents,
    discountCode: cart.discount?.code ?? null,
    currency: store.currency,
    customerName: req.customer.name,
    // The email, shipping address and language checkout collected (migration 0019).
    ...shippingColumns(req.customer),
    createdAt,
  };
}

/**
 * The order batch: order, transaction, items, stock (paid only) and the stored answer commit together or not at all.
 * A lost key rolls it back (LostKey); a CHECK failure means another checkout took the stock first (409).
 */
async function writeOrder(
  d1: D1Database,
  store: Store,
  scope: KeyScope & { nonce: string },
  req: CheckoutRequest,
  cart: PricedCart,
  txn: NewTransaction,
): Promise<Outcome & { stored: true }> {
  const paid = txn.status === 'success';
  const answer = answerTemplate(store, req, cart, txn);
  const statements = [
    insertOrder(d1, newOrder(store, req, cart, paid ? 'paid' : 'failed', txn.createdAt)),
    insertTransactionAfterOrder(d1, txn),
    insertOrderItems(d1, store.id, txn.txnId, cart.items),
    // The timeline's first row: placed and paid (or declined) in one step, so no 'pending' comes before it.
    recordOrderEvent(d1, {
      websiteId: store.id,
      order: { txnId: txn.txnId },
      type: 'created',
      fromStatus: null,
      toStatus: paid ? 'paid' : 'failed',
      note: paid ? '' : txn.reason,
      actor: 'shopper',
    }),
    // Stock is the variants' (DESIGN §17): triggers carry it to products.stock and bump content_version (migrations
    // 0004, 0010) in this same batch. A variant deleted since pricing fails the batch rather than selling nothing.
    ...(paid ? [requireVariants(d1, store.id, cart.items), ...cart.items.map((it) => decrementVariantStock(d1, store.id, it))] : []),
    // The discount's use, taken with the stock: its CHECK (and once-per-email index) fail the batch when lost.
    ...(paid && cart.discount ? takeDiscountStatements(d1, store.id, cart.discount, req.customer.email || null, txn.txnId) : []),
    ...finishKeyStatements(d1, scope, answer.status, answer.template, answer.placeholder, txn.txnId),
  ];
  const results = await runOrderBatch(d1, store.id, req, statements, paid);
  const newId = (results[0].results[0] as { id: number }).id;
  return { status: answer.status, text: answer.template.split(answer.placeholder).join(String(newId)), stored: true };
}

/**
 * Runs a checkout's order batch. A lost key rolls it back (LostKey); when it took stock (`takesStock`), a lost
 * discount race or a CHECK failure means another checkout got there first (409).
 */
export async function runOrderBatch(
  d1: D1Database,
  storeId: number,
  req: CheckoutRequest,
  statements: D1PreparedStatement[],
  takesStock: boolean,
): Promise<D1Result[]> {
  try {
    return await d1.batch(statements);
  } catch (err) {
    if (isLostKeyError(err)) throw new LostKey();
    const lostDiscount = takesStock ? discountRaceLost(err) : null;
    if (lostDiscount) throw lostDiscount;
    if (takesStock && isCheckViolation(err)) throw await raceLost(d1, storeId, req);
    throw err;
  }
}

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
  const cart = await priceCart(d1, store.id, req);
  const txn = await chargeCart(store, req, cart.totalCents, provider);
  return writeOrder(d1, store, scope, req, cart, txn);
}

/** Entry point for the route: the store must exist before a key is reserved under it. */
export async function checkout(d1: D1Database, scope: KeyScope, req: CheckoutRequest, provider: PaymentProvider): Promise<Reply> {
  const store = await storeForCheckout(d1, scope.websiteId);
  if (!store) throw websiteNotFound();
  return runIdempotent(d1, scope, (nonce) => placeOrder(d1, store, { ...scope, nonce }, req, provider));
}
