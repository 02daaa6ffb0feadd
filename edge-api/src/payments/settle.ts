// Moving an order on its provider's answer (DESIGN §18). The state always comes from fetchStatus, never from a webhook
// body; every move is one of contracts' ORDER_TRANSITIONS and is written as one guarded batch (db/payments.ts), its
// order_events row included, so repeated or racing deliveries apply it once and nothing ever moves backwards.
import { canMove, encodeReason, fromCents, type OrderState, type ReasonCode } from '@app/contracts';
import { isCheckViolation } from '../db/d1-errors';
import { recordOrderEvent, type OrderActor } from '../db/order-events';
import {
  claimPaymentEvent,
  insertOrderTransaction,
  moveOrderStock,
  releaseOrderDiscount,
  requireOrderVariants,
  retakeOrderDiscount,
  setOrderStatus,
  unclaimPaymentEvent,
  type PaymentOrder,
} from '../db/payments';
import type { Bindings } from '../env';
import { sendOrderConfirmation } from '../email/notify';
import type { PaymentAdapter, ProviderStatus, RefundResult } from './provider';

/** What an answer of the provider did to the order. */
export type Settled = 'paid' | 'failed' | 'expired' | 'late_paid' | 'late_refunded' | 'unchanged';

/** The event type of a late payment that could not take its stock again and was refunded. */
export const LATE_REFUND_EVENT = 'late_payment_refunded';

/** Runs a guarded batch whose last statement is the status UPDATE: true when the move applied (its row changed). */
async function applied(d1: D1Database, statements: D1PreparedStatement[]): Promise<boolean> {
  const results = await d1.batch(statements);
  return (results.at(-1)?.meta.changes ?? 0) === 1;
}

/** The provider must have taken the order's whole total in its currency; anything else is not this order's payment. */
const coversOrder = (order: PaymentOrder, s: ProviderStatus) =>
  s.amountCents >= order.totalCents && (!s.currency || s.currency.toUpperCase() === order.currency.toUpperCase());

/** The move to paid, for a batch: its event, the payment's transaction and the status (with what was taken). */
function paidStatements(d1: D1Database, order: PaymentOrder, s: ProviderStatus, note: string, actor: OrderActor) {
  const g = { order, from: order.status };
  const event = { websiteId: order.websiteId, order, type: 'paid', note, actor, whileStatus: g.from };
  const txn = { status: 'success' as const, amountCents: s.amountCents, reason: s.reason, thirdPartyId: order.providerRef ?? '' };
  return [
    recordOrderEvent(d1, { ...event, fromStatus: g.from, toStatus: 'paid' }),
    insertOrderTransaction(d1, g, txn),
    setOrderStatus(d1, g, 'paid', s.amountCents),
  ];
}

async function markPaid(d1: D1Database, order: PaymentOrder, s: ProviderStatus, actor: OrderActor): Promise<Settled> {
  return (await applied(d1, paidStatements(d1, order, s, s.reason, actor))) ? 'paid' : 'unchanged';
}

/** failed or expired: the stock and the discount use the order held go back, in the batch of the move. */
export async function releaseOrder(
  d1: D1Database,
  order: PaymentOrder,
  to: Extract<OrderState, 'failed' | 'expired'>,
  reason: ReasonCode,
  actor: OrderActor,
): Promise<Settled> {
  if (!canMove(order.status, to)) return 'unchanged';
  const g = { order, from: order.status };
  const failedTxn = { status: 'failed' as const, amountCents: order.totalCents, reason, thirdPartyId: order.providerRef ?? '' };
  const ok = await applied(d1, [
    moveOrderStock(d1, g, 1),
    ...releaseOrderDiscount(d1, g),
    recordOrderEvent(d1, {
      websiteId: order.websiteId,
      order,
      type: to,
      fromStatus: g.from,
      toStatus: to,
      note: reason,
      actor,
      whileStatus: g.from,
    }),
    // A refusal is a payment attempt the merchant sees (as a card decline is); an expiry is no attempt at all.
    ...(to === 'failed' ? [insertOrderTransaction(d1, g, failedTxn)] : []),
    setOrderStatus(d1, g, to),
  ]);
  return ok ? to : 'unchanged';
}

/**
 * A success after the order expired: its stock is taken again (guarded: the variants' CHECK fails the batch when it
 * is gone, as does a deleted variant) and the order is paid; otherwise the payment is refunded and the order stays
 * expired, with an event saying why.
 */
async function latePayment(d1: D1Database, order: PaymentOrder, s: ProviderStatus, adapter: PaymentAdapter): Promise<Settled> {
  const g = { order, from: order.status };
  const note: ReasonCode = 'paid_after_expiry';
  try {
    const ok = await applied(d1, [
      requireOrderVariants(d1, g),
      moveOrderStock(d1, g, -1),
      ...retakeOrderDiscount(d1, g),
      ...paidStatements(d1, order, s, note, 'provider'),
    ]);
    return ok ? 'late_paid' : 'unchanged';
  } catch (err) {
    if (!isCheckViolation(err)) throw err;
  }
  return refundLatePayment(d1, order, s, adapter);
}

async function refundLatePayment(d1: D1Database, order: PaymentOrder, s: ProviderStatus, adapter: PaymentAdapter): Promise<Settled> {
  // One refund per order. Racing deliveries (each its own event, each past its own claim) meet at this one claim, kept
  // where applied-once events are, and only its winner refunds; the key is also the provider's idempotency key.
  const once = `late-refund-${order.websiteId}-${order.id}`;
  if (!(await claimPaymentEvent(d1, order.provider, once, order.websiteId, order.id))) return 'unchanged';
  let refund: RefundResult;
  try {
    refund = await adapter.refund(order.providerRef ?? '', s.amountCents, once);
  } catch (err) {
    // Nothing was refunded: give the claim back so that the provider's retry of the event refunds.
    await unclaimPaymentEvent(d1, order.provider, once).catch(() => undefined);
    throw err;
  }
  const code = refund.status === 'failed' ? 'late_payment_refund_failed' : 'late_payment_refunded';
  const note = encodeReason(code, { amount: fromCents(s.amountCents), currency: order.currency }, refund.refundRef);
  const event = { websiteId: order.websiteId, order, type: LATE_REFUND_EVENT, note, actor: 'system' as const };
  await recordOrderEvent(d1, { ...event, fromStatus: order.status, toStatus: order.status }).run();
  return 'late_refunded';
}

/** Applies what the provider says about the order's payment; never a backwards move. */
export async function settleOrder(
  d1: D1Database,
  order: PaymentOrder,
  s: ProviderStatus,
  adapter: PaymentAdapter,
  actor: OrderActor,
): Promise<Settled> {
  if (s.status === 'succeeded') {
    if (!coversOrder(order, s)) {
      console.warn('payments: a success that does not cover the order', order.id, s.amountCents, s.currency);
      return 'unchanged';
    }
    if (order.status === 'pending') return markPaid(d1, order, s, actor);
    if (order.status === 'expired') return latePayment(d1, order, s, adapter);
    return 'unchanged';
  }
  if (order.status !== 'pending') return 'unchanged';
  if (s.status === 'failed' || s.status === 'expired') return releaseOrder(d1, order, s.status, s.reason, actor);
  return 'unchanged';
}

/**
 * settleOrder for the webhook and the expiry cron, on the order's store shard `db`, then the shopper's confirmation
 * when this call paid the order (the move is guarded, so exactly one of racing deliveries gets 'paid' and one email
 * goes).
 */
export async function settleAndConfirm(
  env: Bindings,
  db: D1Database,
  order: PaymentOrder,
  s: ProviderStatus,
  adapter: PaymentAdapter,
  actor: OrderActor,
): Promise<Settled> {
  const outcome = await settleOrder(db, order, s, adapter, actor);
  if (outcome === 'paid' || outcome === 'late_paid') await sendOrderConfirmation(env, { id: order.id, website_id: order.websiteId });
  return outcome;
}
