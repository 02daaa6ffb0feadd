// What one client's unpaid orders hold in a store (#32, contracts HOLD_*): the units per product, across the store,
// and the uses of a limited discount code. Checkout reads it first (a refusal that names the products) and repeats
// the same sums as one guard statement of its order batch, so concurrent checkouts of one client cannot pass the
// bounds together: the guard writes an impossible refunded_cents on the new order (migration 0018's CHECK), which
// rolls the whole batch back.
import { HOLD_MAX_CODE_USES, HOLD_MAX_UNITS_PER_PRODUCT, HOLD_MAX_UNITS_PER_STORE, HOLD_RENEWAL_MINUTES } from '@app/contracts';
import { errorText } from './d1-errors';
import { orderIdByRef } from './order-ref';

/**
 * The client's holding orders, bound as ?1 website, ?2 client key, ?3 the renewal cutoff: a pending order, a cash
 * order the merchant has not confirmed (both have an expires_at), and an order of the last HOLD_RENEWAL_MINUTES that
 * expired unpaid (so that a hold is not renewed by checking out again as it ends).
 */
const HELD = `o.website_id = ?1 AND o.client_key = ?2 AND (
    (o.status IN ('pending', 'awaiting_payment') AND o.expires_at IS NOT NULL AND o.confirmed_at IS NULL)
    OR (o.status = 'expired' AND o.created_at >= ?3))`;

const renewalCutoff = (nowMs: number) => new Date(nowMs - HOLD_RENEWAL_MINUTES * 60_000).toISOString();

export interface Holds {
  /** Units held per product id. */
  units: Map<number, number>;
  /** Uses of the discount asked about (0 when none was). */
  codeUses: number;
}

/** What the client holds now (before the new order). `limitedDiscountId`: a code with a usage limit, or null. */
export async function clientHolds(
  d1: D1Database,
  websiteId: number,
  clientKey: string,
  limitedDiscountId: number | null,
  nowMs = Date.now(),
): Promise<Holds> {
  const cutoff = renewalCutoff(nowMs);
  const [units, uses] = await d1.batch<{ product_id: number; units: number } | { n: number }>([
    d1
      .prepare(
        `SELECT oi.product_id, SUM(oi.quantity) AS units FROM orders AS o JOIN order_items AS oi ON oi.order_id = o.id
          WHERE ${HELD} GROUP BY oi.product_id`,
      )
      .bind(websiteId, clientKey, cutoff),
    d1
      .prepare(`SELECT COUNT(*) AS n FROM orders AS o WHERE ${HELD} AND o.discount_id = ?4`)
      .bind(websiteId, clientKey, cutoff, limitedDiscountId),
  ]);
  const rows = units.results as { product_id: number; units: number }[];
  return { units: new Map(rows.map((r) => [r.product_id, r.units])), codeUses: (uses.results[0] as { n: number }).n };
}

/**
 * For the order batch, after the new order and its items: fails the batch when, with them, the client holds more than
 * the bounds (the same sums as clientHolds, the new order included since it is one of the client's holding orders).
 */
export function requireWithinHolds(
  d1: D1Database,
  websiteId: number,
  clientKey: string,
  checkoutRef: string,
  limitedDiscountId: number | null,
  nowMs = Date.now(),
): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE orders SET refunded_cents = -1 WHERE id = ${orderIdByRef('?4')} AND website_id = ?1 AND (
         EXISTS (SELECT 1 FROM orders AS o JOIN order_items AS oi ON oi.order_id = o.id WHERE ${HELD}
                  GROUP BY oi.product_id HAVING SUM(oi.quantity) > ?5)
         OR (SELECT COALESCE(SUM(oi.quantity), 0) FROM orders AS o JOIN order_items AS oi ON oi.order_id = o.id WHERE ${HELD}) > ?6
         OR (?7 IS NOT NULL AND (SELECT COUNT(*) FROM orders AS o WHERE ${HELD} AND o.discount_id = ?7) > ?8))`,
    )
    .bind(
      websiteId,
      clientKey,
      renewalCutoff(nowMs),
      checkoutRef,
      HOLD_MAX_UNITS_PER_PRODUCT,
      HOLD_MAX_UNITS_PER_STORE,
      limitedDiscountId,
      HOLD_MAX_CODE_USES,
    );
}

/** The order batch failed at requireWithinHolds (a concurrent checkout of the same client took the room first). */
export const isHoldGuardError = (err: unknown) => /CHECK constraint failed: refunded_cents/i.test(errorText(err));
