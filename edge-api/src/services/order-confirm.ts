// Confirming a cash-on-delivery order (#32): apart from the other moves of order-lifecycle.ts, whose helpers it uses.
import type { OrderDetail } from '@app/contracts';
import { isCheckViolation } from '../db/d1-errors';
import { recordOrderEvent } from '../db/order-events';
import { confirmCashOrder, requireMoved } from '../db/order-lifecycle';
import { conflict } from '../errors';
import { nowIso } from '../lib/time';
import { detailOf, loadOrder, orderState } from './order-lifecycle';

/**
 * Cash on delivery: the merchant accepts the order. It keeps waiting for the cash, holding its stock, but its hold no
 * longer ends at expires_at (#32). Guarded like a move: of two tabs, or a confirm racing the expiry cron, one wins
 * and the other answers 409.
 */
export async function confirmOrder(d1: D1Database, websiteId: number, orderId: number): Promise<OrderDetail> {
  const order = await loadOrder(d1, websiteId, orderId);
  if (order.confirmed_at) throw conflict('This order is already confirmed', 'order_state');
  if (order.status !== 'awaiting_payment') throw orderState(order.status, 'confirmed');
  try {
    await d1.batch([
      confirmCashOrder(d1, websiteId, orderId, nowIso()),
      requireMoved(d1, websiteId, orderId),
      recordOrderEvent(d1, {
        websiteId,
        order: { id: orderId },
        type: 'confirmed',
        fromStatus: 'awaiting_payment',
        toStatus: 'awaiting_payment',
        actor: 'merchant',
      }),
    ]);
  } catch (err) {
    if (isCheckViolation(err)) throw orderState(order.status, 'confirmed now: it was changed meanwhile');
    throw err;
  }
  return detailOf(d1, websiteId, orderId);
}
