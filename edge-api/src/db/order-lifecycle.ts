// The statements of an order's moves (DESIGN §18): each is one statement of the caller's D1 batch, so a move, its
// refund row, its restock and its order_events row are written together or not at all.
import type { OrderState } from '@app/contracts';

/** The orders columns a move may set besides status (a fixed list: names never come from a request). */
export interface MoveFields {
  refunded_cents?: number;
  paid_cents?: number;
  fulfilled_at?: string;
  tracking_number?: string | null;
  carrier?: string | null;
  cancelled_at?: string;
  restocked_at?: string;
}

export interface Move {
  websiteId: number;
  orderId: number;
  from: OrderState;
  to: OrderState;
  /** What the caller read: the move applies only if no other request changed the refunds since. */
  refundedCents: number;
  set: MoveFields;
}

const FIELDS = ['refunded_cents', 'paid_cents', 'fulfilled_at', 'tracking_number', 'carrier', 'cancelled_at', 'restocked_at'] as const;

/**
 * The guarded UPDATE: it changes the row only while the order is still in the state (and refund total) the caller
 * read, so of two tabs moving the same order, one moves it and the other's batch fails at requireMoved.
 */
export function moveOrder(d1: D1Database, m: Move): D1PreparedStatement {
  const cols = FIELDS.filter((f) => f in m.set);
  const sets = ['status = ?', ...cols.map((c) => `${c} = ?`)].join(', ');
  return d1
    .prepare(`UPDATE orders SET ${sets} WHERE id = ? AND website_id = ? AND status = ? AND refunded_cents = ?`)
    .bind(m.to, ...cols.map((c) => m.set[c] ?? null), m.orderId, m.websiteId, m.from, m.refundedCents);
}

/** Cash on delivery's confirmation (guarded like moveOrder; requireMoved follows it): no deadline from now on. */
export function confirmCashOrder(d1: D1Database, websiteId: number, orderId: number, at: string): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE orders SET confirmed_at = ?, expires_at = NULL
        WHERE id = ? AND website_id = ? AND status = 'awaiting_payment' AND confirmed_at IS NULL`,
    )
    .bind(at, orderId, websiteId);
}

/**
 * Right after moveOrder in the same batch: when it changed no row (changes() = 0), writes a refunded_cents that
 * migration 0018's CHECK refuses, which rolls back the whole batch (refund row, restock and event included).
 */
export function requireMoved(d1: D1Database, websiteId: number, orderId: number): D1PreparedStatement {
  return d1.prepare(`UPDATE orders SET refunded_cents = -1 WHERE id = ? AND website_id = ? AND changes() = 0`).bind(orderId, websiteId);
}

/**
 * Puts each line's quantity back on the variant it was sold from, one statement for the whole order; the variants
 * triggers (migration 0010) keep products.stock the sum. Lines whose variant was deleted since, and lines of orders
 * placed before variants (variant_id NULL), have nowhere to go back to and are skipped.
 */
export function restockOrder(d1: D1Database, websiteId: number, orderId: number): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE variants SET stock = stock + (SELECT SUM(oi.quantity) FROM order_items AS oi
          WHERE oi.order_id = ?2 AND oi.website_id = ?1 AND oi.variant_id = variants.id)
        WHERE website_id = ?1 AND id IN (SELECT variant_id FROM order_items WHERE order_id = ?2 AND website_id = ?1)`,
    )
    .bind(websiteId, orderId);
}

export interface NewRefund {
  websiteId: number;
  orderId: number;
  amountCents: number;
  reason: string;
  restock: boolean;
  key: string;
}

/** Pending until the provider answers (settleRefund). The unique (website, order, key) refuses a second one. */
export function insertRefund(d1: D1Database, r: NewRefund): D1PreparedStatement {
  return d1
    .prepare(`INSERT INTO refunds (website_id, order_id, amount_cents, reason, restock, idempotency_key) VALUES (?, ?, ?, ?, ?, ?)`)
    .bind(r.websiteId, r.orderId, r.amountCents, r.reason, r.restock ? 1 : 0, r.key);
}

export interface RefundKeyRow {
  id: number;
  amount_cents: number;
  restock: number;
  status: string;
}

export function refundByKey(d1: D1Database, websiteId: number, orderId: number, key: string): Promise<RefundKeyRow | null> {
  return d1
    .prepare(`SELECT id, amount_cents, restock, status FROM refunds WHERE website_id = ? AND order_id = ? AND idempotency_key = ?`)
    .bind(websiteId, orderId, key)
    .first<RefundKeyRow>();
}

export function settleRefund(
  d1: D1Database,
  websiteId: number,
  orderId: number,
  key: string,
  outcome: { status: 'succeeded' | 'pending' | 'failed'; providerRef: string | null },
): D1PreparedStatement {
  return d1
    .prepare(`UPDATE refunds SET status = ?, provider_ref = ? WHERE website_id = ? AND order_id = ? AND idempotency_key = ?`)
    .bind(outcome.status, outcome.providerRef, websiteId, orderId, key);
}

/**
 * A refund the provider refused gives its amount back to what may still be refunded, and a refund's move is undone
 * while nothing moved the order since (`undo`: the state it left and the one it reached). A cancel stays a cancel.
 */
export function releaseRefundedCents(
  d1: D1Database,
  websiteId: number,
  orderId: number,
  amountCents: number,
  undo: { from: OrderState; to: OrderState } | null,
): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE orders SET refunded_cents = refunded_cents - ?1, status = CASE WHEN status = ?4 THEN ?5 ELSE status END
        WHERE id = ?2 AND website_id = ?3`,
    )
    .bind(amountCents, orderId, websiteId, undo?.to ?? '', undo?.from ?? '');
}

/** How the built-in test provider's payment of the order is found (its transaction), for the refund call. */
export function paidTransaction(d1: D1Database, websiteId: number, orderId: number) {
  return d1
    .prepare(
      `SELECT payment_via, third_party_id FROM transactions WHERE order_id = ? AND website_id = ? AND status = 'success'
        ORDER BY id DESC LIMIT 1`,
    )
    .bind(orderId, websiteId)
    .first<{ payment_via: string; third_party_id: string }>();
}
