// The expiry cron's bulk release (#32 item 4): overdue holds end many at a time, in one D1 batch per round, instead of
// one batch per order. Every statement of a round names the same orders through the same query (the `due` CTE: the
// oldest overdue holding orders, ties by id), and the status UPDATE comes last, so within the batch's transaction the
// set cannot change under it: the stock, the discount uses, the redemptions and the events are those of exactly the
// orders the last statement moves, and an order a webhook or the merchant moved first is simply not in it.

/** The `due` orders, bound as ?1 now and ?2 the round's size. Its terms repeat orders_hold_expiry_idx's WHERE. */
const DUE = `WITH due AS (
  SELECT id FROM orders
   WHERE status IN ('pending', 'awaiting_payment') AND expires_at IS NOT NULL
     AND expires_at <= ?1 AND confirmed_at IS NULL
   ORDER BY expires_at, id LIMIT ?2)`;

// Reason codes (contracts reasons.ts), written in the merchant's language by the dashboard.
const EXPIRED_NOTE = `CASE o.status WHEN 'awaiting_payment' THEN 'not_confirmed_in_time' ELSE 'not_paid_in_time' END`;

/** One round's statements; the last one's changes are the number of orders released. */
export function releaseDueStatements(d1: D1Database, now: string, size: number): D1PreparedStatement[] {
  const stmt = (sql: string) => d1.prepare(sql).bind(now, size);
  return [
    // The lines back on their variants (the variants triggers carry it to products.stock and content_version).
    stmt(
      `${DUE} UPDATE variants SET stock = stock + (SELECT SUM(oi.quantity) FROM order_items AS oi
          WHERE oi.order_id IN (SELECT id FROM due) AND oi.variant_id = variants.id AND oi.website_id = variants.website_id)
        WHERE id IN (SELECT oi.variant_id FROM order_items AS oi WHERE oi.order_id IN (SELECT id FROM due))`,
    ),
    // One use of its discount per order, never below zero.
    stmt(
      `${DUE} UPDATE discounts SET usage_count = MAX(0, usage_count - (SELECT COUNT(*) FROM orders AS o
          WHERE o.id IN (SELECT id FROM due) AND o.discount_id = discounts.id AND o.website_id = discounts.website_id))
        WHERE id IN (SELECT o.discount_id FROM orders AS o WHERE o.id IN (SELECT id FROM due))`,
    ),
    stmt(`${DUE} DELETE FROM discount_redemptions WHERE order_id IN (SELECT id FROM due)`),
    stmt(
      `${DUE} INSERT INTO order_events (website_id, order_id, type, from_status, to_status, note, actor)
        SELECT o.website_id, o.id, 'expired', o.status, 'expired', ${EXPIRED_NOTE}, 'system'
          FROM orders AS o WHERE o.id IN (SELECT id FROM due) ORDER BY o.id`,
    ),
    stmt(`${DUE} UPDATE orders SET status = 'expired' WHERE id IN (SELECT id FROM due)`),
  ];
}
