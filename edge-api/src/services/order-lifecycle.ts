// The merchant's moves of an order (DESIGN §18): fulfil, cancel, refund, mark paid. The states and allowed moves are
// contracts' order-states.ts; each move is one D1 batch of the guarded UPDATE, its guard, the refund row and restock
// it implies, and its order_events row. A refund is written (pending) before the provider is asked, so two refunds
// racing for the same money never both reach the provider: the second batch fails on the guard first.
import {
  canMove,
  encodeReason,
  fromCents,
  PAID_STATES,
  toCents,
  type OrderDetail,
  type OrderState,
  type PaymentProviderId,
  type RefundRequest,
} from '@app/contracts';
import type { StoreRef } from '@app/db';
import type { Bindings } from '../env';
import { ApiError, conflict, notFound } from '../errors';
import { randomToken } from '../lib/crypto';
import { fieldError } from '../lib/http';
import { nowIso } from '../lib/time';
import { isCheckViolation, isUniqueViolation } from '../db/d1-errors';
import { orderDetail, orderRow, type OrderRow } from '../db/order-detail';
import { recordOrderEvent } from '../db/order-events';
import { insertOrderTransaction } from '../db/payments';
import { sendCancellation, sendRefundNotice, sendShippingNotice } from '../email/notify';
import {
  insertRefund,
  moveOrder,
  paidTransaction,
  refundByKey,
  releaseRefundedCents,
  requireMoved,
  restockOrder,
  settleRefund,
  type MoveFields,
  type NewRefund,
} from '../db/order-lifecycle';
import type { RefundResult } from '../payments/provider';
import { providerById } from '../payments/registry';

export const orderNotFound = () => notFound('Order not found', 'order_not_found');
export const orderState = (from: string, action: string) =>
  conflict(`An order that is ${from.replace(/_/g, ' ')} cannot be ${action}`, 'order_state');

export async function loadOrder(d1: D1Database, websiteId: number, orderId: number): Promise<OrderRow> {
  const row = await orderRow(d1, websiteId, orderId);
  if (!row) throw orderNotFound();
  return row;
}

export async function detailOf(d1: D1Database, websiteId: number, orderId: number): Promise<OrderDetail> {
  const detail = await orderDetail(d1, websiteId, orderId);
  if (!detail) throw orderNotFound();
  return detail;
}

interface Change {
  order: OrderRow;
  to: OrderState;
  type: string;
  note: string;
  set: MoveFields;
  refund?: NewRefund;
  restock: boolean;
  /** Guarded by the state read (so before the move): the cash payment a mark-paid records. */
  before?: D1PreparedStatement[];
}

/** One batch: the guarded move, its guard, the refund and restock it implies, and its event. Lost race -> 409. */
async function applyChange(d1: D1Database, websiteId: number, ch: Change): Promise<void> {
  const { order } = ch;
  const from = order.status as OrderState;
  const statements = [
    ...(ch.before ?? []),
    moveOrder(d1, { websiteId, orderId: order.id, from, to: ch.to, refundedCents: order.refunded_cents, set: ch.set }),
    requireMoved(d1, websiteId, order.id),
    ...(ch.refund ? [insertRefund(d1, ch.refund)] : []),
    ...(ch.restock ? [restockOrder(d1, websiteId, order.id)] : []),
    recordOrderEvent(d1, {
      websiteId,
      order: { id: order.id },
      type: ch.type,
      fromStatus: from,
      toStatus: ch.to,
      note: ch.note,
      actor: 'merchant',
    }),
  ];
  try {
    await d1.batch(statements);
  } catch (err) {
    // The guard's CHECK: another request moved the order (or refunded) since we read it.
    if (isCheckViolation(err)) throw orderState(from, 'changed now: it was changed meanwhile');
    throw err;
  }
}

/**
 * The provider's refund of the order's payment. An order paid on a provider's page is refunded by that provider (the
 * payments registry); the built-in instant test card (payment_via 'card') and cash on delivery (money handed back by
 * the merchant) need no network call.
 */
export async function refundPayment(
  env: Bindings,
  d1: D1Database,
  order: OrderRow,
  amountCents: number,
  key: string,
): Promise<RefundResult> {
  const websiteId = Number(order.website_id);
  // Paid through a provider's page (migration 0016): that provider gives the money back.
  const ref = typeof order.provider_ref === 'string' ? order.provider_ref : null;
  const provider = String(order.provider ?? 'test') as PaymentProviderId;
  if (ref && provider !== 'cash_on_delivery') {
    const store = await providerById(env, websiteId, provider);
    return store ? store.adapter.refund(ref, amountCents, key) : { refundRef: '', status: 'failed' };
  }
  const payment = await paidTransaction(d1, websiteId, order.id);
  const via = payment?.payment_via ?? 'cash_on_delivery';
  if (via === 'card' || via === 'test') return { refundRef: `re_test_${key.slice(0, 24)}_${randomToken(6)}`, status: 'succeeded' };
  if (via === 'cash_on_delivery') return { refundRef: 'manual', status: 'succeeded' };
  return { refundRef: '', status: 'failed' };
}

/** After the batch: ask the provider, then settle the refund row; a refusal gives the amount back and is recorded. */
async function completeRefund(
  env: Bindings,
  { id: websiteId, db: d1 }: StoreRef,
  order: OrderRow,
  refund: NewRefund,
  undo: { from: OrderState; to: OrderState } | null,
): Promise<void> {
  let result: RefundResult;
  try {
    result = await refundPayment(env, d1, order, refund.amountCents, refund.key);
  } catch {
    result = { refundRef: '', status: 'failed' };
  }
  const outcome = { status: result.status, providerRef: result.refundRef || null };
  if (result.status !== 'failed') {
    await d1.batch([settleRefund(d1, websiteId, order.id, refund.key, outcome)]);
    return;
  }
  const note = encodeReason('refund_refused', { amount: fromCents(refund.amountCents), currency: order.currency });
  await d1.batch([
    settleRefund(d1, websiteId, order.id, refund.key, outcome),
    releaseRefundedCents(d1, websiteId, order.id, refund.amountCents, undo),
    recordOrderEvent(d1, {
      websiteId,
      order: { id: order.id },
      type: 'refund_failed',
      fromStatus: null,
      toStatus: null,
      note,
      actor: 'system',
    }),
  ]);
  throw new ApiError(409, 'refund_failed', 'The payment provider did not accept the refund');
}

/** Fulfils the order, then tells the shopper it shipped (with the tracking); the email never undoes the move. */
export async function fulfilOrder(
  env: Bindings,
  { id: websiteId, db: d1 }: StoreRef,
  orderId: number,
  req: { tracking_number: string | null; carrier: string | null },
): Promise<OrderDetail> {
  const order = await loadOrder(d1, websiteId, orderId);
  if (!canMove(order.status as OrderState, 'fulfilled') || order.fulfilled_at) throw orderState(order.status, 'fulfilled');
  const note = [req.carrier, req.tracking_number].filter(Boolean).join(' ');
  const set = { fulfilled_at: nowIso(), tracking_number: req.tracking_number, carrier: req.carrier };
  await applyChange(d1, websiteId, { order, to: 'fulfilled', type: 'fulfilled', note, set, restock: false });
  await sendShippingNotice(env, { id: orderId, website_id: websiteId, ...req });
  return detailOf(d1, websiteId, orderId);
}

export async function markOrderPaid(d1: D1Database, websiteId: number, orderId: number): Promise<OrderDetail> {
  const order = await loadOrder(d1, websiteId, orderId);
  // Only cash on delivery waits for the merchant; an online payment's state is the provider's to decide.
  if (order.status !== 'awaiting_payment') throw orderState(order.status, 'marked as paid');
  // The cash is the order's payment: a transaction (the Payments section, the Transactions screen) and paid_cents
  // (what a refund may give back), written only while the order still awaits it.
  const cash = {
    order: {
      id: order.id,
      websiteId,
      status: order.status as OrderState,
      provider: 'cash_on_delivery' as const,
      providerRef: null,
      totalCents: order.total_cents,
      currency: order.currency,
    },
    from: 'awaiting_payment' as const,
  };
  const txn = { status: 'success' as const, amountCents: order.total_cents, reason: 'cash_received' as const, thirdPartyId: '' };
  await applyChange(d1, websiteId, {
    order,
    to: 'paid',
    type: 'paid',
    note: 'cash_received',
    set: { paid_cents: order.total_cents },
    restock: false,
    before: [insertOrderTransaction(d1, cash, txn)],
  });
  return detailOf(d1, websiteId, orderId);
}

const restockFields = (order: OrderRow, restock: boolean, at: string): MoveFields =>
  restock && !order.restocked_at ? { restocked_at: at } : {};

export async function cancelOrder(
  env: Bindings,
  { id: websiteId, db: d1 }: StoreRef,
  orderId: number,
  sent: { restock?: boolean },
): Promise<OrderDetail> {
  const req = { restock: sent.restock === true };
  const order = await loadOrder(d1, websiteId, orderId);
  // A shipped order is refunded, not cancelled, even after a partial refund moved it off 'fulfilled'.
  if (!canMove(order.status as OrderState, 'cancelled') || order.fulfilled_at) throw orderState(order.status, 'cancelled');
  const at = nowIso();
  // A paid order's cancel gives back whatever is left of the money, in full.
  const left = PAID_STATES.includes(order.status as OrderState) ? order.total_cents - order.refunded_cents : 0;
  const refund =
    left > 0 ? { websiteId, orderId, amountCents: left, reason: 'cancelled', restock: req.restock, key: `cancel:${at}` } : undefined;
  const restocked = restockFields(order, req.restock, at);
  const set = { cancelled_at: at, refunded_cents: order.refunded_cents + left, ...restocked };
  const note = left > 0 ? encodeReason('refunded_amount', { amount: fromCents(left), currency: order.currency }) : '';
  await applyChange(d1, websiteId, { order, to: 'cancelled', type: 'cancelled', note, set, refund, restock: 'restocked_at' in restocked });
  if (refund) await completeRefund(env, { id: websiteId, db: d1 }, order, refund, null);
  // After the refund is settled: a refused refund threw above, and the shopper is told only what really happened.
  await sendCancellation(env, { id: orderId, website_id: websiteId, refunded: fromCents(left) });
  return detailOf(d1, websiteId, orderId);
}

/** A retry with a key already used: the same refund answers the order as it is; another amount under it is a 422. */
async function replayRefund(d1: D1Database, websiteId: number, orderId: number, key: string, amountCents: number, restock: boolean) {
  const prior = await refundByKey(d1, websiteId, orderId, key);
  if (!prior) return null;
  if (prior.amount_cents !== amountCents || Boolean(prior.restock) !== restock) {
    throw new ApiError(422, 'idempotency_mismatch', 'This Idempotency-Key was already used with a different request');
  }
  return detailOf(d1, websiteId, orderId);
}

export async function refundOrder(
  env: Bindings,
  { id: websiteId, db: d1 }: StoreRef,
  orderId: number,
  req: RefundRequest,
  key: string,
): Promise<OrderDetail> {
  const order = await loadOrder(d1, websiteId, orderId);
  const amountCents = toCents(req.amount);
  // strict() booleans get no default from yup: a left-out restock is false.
  req = { ...req, restock: req.restock === true };
  const replay = await replayRefund(d1, websiteId, orderId, key, amountCents, req.restock);
  if (replay) return replay;
  if (!PAID_STATES.includes(order.status as OrderState)) throw orderState(order.status, 'refunded');
  const left = order.total_cents - order.refunded_cents;
  if (amountCents > left) throw fieldError(['body', 'amount'], { rule: 'refundTooMuch', params: { max: fromCents(left) } });
  const refundedCents = order.refunded_cents + amountCents;
  const to: OrderState = refundedCents === order.total_cents ? 'refunded' : 'partially_refunded';
  const refund = { websiteId, orderId, amountCents, reason: req.reason ?? '', restock: req.restock, key };
  const restocked = restockFields(order, req.restock, nowIso());
  const note = encodeReason('refunded_amount', { amount: fromCents(amountCents), currency: order.currency }, req.reason ?? '');
  try {
    const change = { order, to, type: 'refunded', note, set: { refunded_cents: refundedCents, ...restocked }, refund };
    await applyChange(d1, websiteId, { ...change, restock: 'restocked_at' in restocked });
  } catch (err) {
    // The same key sent twice at once: the other request's refund is the one (ours lost on the guard or on the
    // key's unique index); answer it.
    const replayed = await replayRefund(d1, websiteId, orderId, key, amountCents, req.restock);
    if (replayed) return replayed;
    if (isUniqueViolation(err, 'refunds.')) throw orderState(order.status, 'refunded now: it was changed meanwhile');
    throw err;
  }
  await completeRefund(env, { id: websiteId, db: d1 }, order, refund, { from: order.status as OrderState, to });
  await sendRefundNotice(env, { id: orderId, website_id: websiteId, amount: fromCents(amountCents) });
  return detailOf(d1, websiteId, orderId);
}

export const orderDetailOrNotFound = detailOf;
export const newRefundKey = () => `auto:${randomToken(16)}`;
