// An order's timeline (DESIGN §18, migration 0015): every change of an order writes one row, as a statement of the
// same D1 batch as the change, so a failed or lost change leaves no event and an applied one always has its event.
import type { OrderActor, OrderState } from '@app/contracts';
import { orderIdByRef } from './order-ref';

export type { OrderActor };

export interface OrderEvent {
  websiteId: number;
  /** The order's id; or, for an order inserted earlier in the same batch, its ref (txn_id or checkout_ref: order-ref.ts). */
  order: { id: number } | { txnId: string };
  /** What happened: 'created', 'paid', 'failed', 'expired', 'fulfilled', 'refunded', 'note' ... */
  type: string;
  fromStatus: OrderState | null;
  toStatus: OrderState | null;
  /** Shown in the timeline (a tracking number, a refund's amount and reason, why a late payment was refunded). */
  note?: string;
  actor: OrderActor;
  /**
   * Only while the order is still in this state (by id only): an event placed before its own status UPDATE in a
   * batch built from an earlier read, so that a batch whose move lost a race records nothing (db/payments.ts).
   */
  whileStatus?: OrderState;
}

/** The event's INSERT, for the caller's batch. The order must be this website's: the SELECT finds nothing otherwise. */
export function recordOrderEvent(d1: D1Database, e: OrderEvent): D1PreparedStatement {
  const values = [e.websiteId, e.type, e.fromStatus, e.toStatus, e.note ?? '', e.actor];
  if ('id' in e.order) {
    return d1
      .prepare(
        `INSERT INTO order_events (website_id, order_id, type, from_status, to_status, note, actor)
         SELECT ?1, o.id, ?2, ?3, ?4, ?5, ?6 FROM orders AS o WHERE o.id = ?7 AND o.website_id = ?1
            AND (?8 IS NULL OR o.status = ?8)`,
      )
      .bind(...values, e.order.id, e.whileStatus ?? null);
  }
  return d1
    .prepare(
      `INSERT INTO order_events (website_id, order_id, type, from_status, to_status, note, actor)
       SELECT ?1, o.id, ?2, ?3, ?4, ?5, ?6 FROM orders AS o WHERE o.id = ${orderIdByRef('?7')} AND o.website_id = ?1`,
    )
    .bind(...values, e.order.txnId);
}

export interface OrderEventRow {
  type: string;
  from_status: OrderState | null;
  to_status: OrderState | null;
  note: string;
  actor: OrderActor;
  created_at: string;
}

/** An order's events, oldest first (the timeline reads down). */
export async function orderEvents(d1: D1Database, websiteId: number, orderId: number): Promise<OrderEventRow[]> {
  const { results } = await d1
    .prepare(
      `SELECT type, from_status, to_status, note, actor, created_at FROM order_events
        WHERE order_id = ? AND website_id = ? ORDER BY id`,
    )
    .bind(orderId, websiteId)
    .all<OrderEventRow>();
  return results;
}
