// Sales summary over paid orders in a window of whole UTC days ending today. Sums are SQL aggregates over the
// (website_id, created_at) indexes; only the zero-filling of empty days happens here.
// Refunds (#17) are counted on the day they were made, not on the order's day: a day's figure is the money that moved
// that day (a refund today does not rewrite last month's revenue), and a day with more refunds than sales shows a
// negative revenue. So revenue = sales of orders placed in the window (net of discounts) - refunds made in the window.
// The order counts are the orders that stand as paid now (#34 item 5): a cancelled or fully refunded order took money
// once (its sale and its refund are in revenue) but is no longer a paid order, nor in the average order value.
// Top products rank by net revenue: each line's share of what its order kept (after discount and refunds).
// Test orders (#34 item 1: paid through the built-in test provider, which takes no money) are never in these figures:
// they are counted apart (`test`), so a new store's practice orders never look like revenue.
import { fromCents, type ReportSummary } from '@app/contracts';
import { testOrderSql } from './order-list';

const DAY_MS = 86_400_000;
const TOP_PRODUCTS = 5;
const WINDOW = `o.website_id = ? AND o.created_at >= ? AND o.created_at < ?`;
// Money was taken: a paid, fulfilled or (partially) refunded order, or a cancelled one that had been paid (its cancel
// refunded something). Pending, failed, expired and unpaid cash-on-delivery orders never count.
const TOOK_MONEY = `(o.status IN ('paid', 'fulfilled', 'partially_refunded', 'refunded')
  OR (o.status = 'cancelled' AND o.refunded_cents > 0))`;
// Still a paid order: not cancelled, not refunded in full.
const STANDS = `o.status IN ('paid', 'fulfilled', 'partially_refunded')`;
/** A test order: paid through a simulated provider (no money moved; order-list.ts). */
const TEST_ORDER = testOrderSql('o');
// A refund the provider refused gave its money back to the order: it is not counted.
const REFUNDED = `r.website_id = ? AND r.status <> 'failed' AND r.created_at >= ? AND r.created_at < ?`;

interface Totals {
  sales: number;
  orders: number;
  test_sales: number;
  test_orders: number;
}

/** The summary's reads, one batch: the store's currency, the totals, sales per day, top products, refunds per day. */
function summaryStatements(d1: D1Database, window: (string | number)[]): D1PreparedStatement[] {
  const websiteId = window[0];
  return [
    d1.prepare(`SELECT currency FROM websites WHERE id = ?`).bind(websiteId),
    d1
      .prepare(
        `SELECT COALESCE(SUM(CASE WHEN ${TEST_ORDER} THEN 0 ELSE o.total_cents END), 0) AS sales,
              COALESCE(SUM(CASE WHEN ${STANDS} AND NOT ${TEST_ORDER} THEN 1 ELSE 0 END), 0) AS orders,
              COALESCE(SUM(CASE WHEN ${TEST_ORDER} THEN o.total_cents ELSE 0 END), 0) AS test_sales,
              COALESCE(SUM(CASE WHEN ${STANDS} AND ${TEST_ORDER} THEN 1 ELSE 0 END), 0) AS test_orders
         FROM orders o WHERE ${WINDOW} AND ${TOOK_MONEY}`,
      )
      .bind(...window),
    d1
      .prepare(
        `SELECT substr(o.created_at, 1, 10) AS day, SUM(o.total_cents) AS revenue, SUM(CASE WHEN ${STANDS} THEN 1 ELSE 0 END) AS orders
         FROM orders o WHERE ${WINDOW} AND ${TOOK_MONEY} AND NOT ${TEST_ORDER} GROUP BY day`,
      )
      .bind(...window),
    // The current product name when the product still exists, else the name it was sold under. A line's net revenue
    // is its share of what the order kept: total (after discount) less refunds, over the lines' subtotal.
    d1
      .prepare(
        `SELECT oi.product_id, COALESCE(MAX(p.name), MAX(oi.name)) AS name, SUM(oi.quantity) AS quantity,
              CAST(ROUND(SUM(oi.price_cents * oi.quantity * (o.total_cents - o.refunded_cents) * 1.0
                / COALESCE(NULLIF(o.subtotal_cents, 0), NULLIF(o.total_cents, 0), 1))) AS INTEGER) AS revenue
         FROM orders o
         JOIN order_items oi ON oi.order_id = o.id AND oi.website_id = o.website_id
         LEFT JOIN products p ON p.id = oi.product_id AND p.website_id = o.website_id
        WHERE ${WINDOW} AND ${STANDS} AND NOT ${TEST_ORDER}
        GROUP BY oi.product_id
        ORDER BY revenue DESC, quantity DESC, oi.product_id
        LIMIT ${TOP_PRODUCTS}`,
      )
      .bind(...window),
    d1
      .prepare(
        `SELECT substr(r.created_at, 1, 10) AS day, ${TEST_ORDER} AS test, SUM(r.amount_cents) AS refunds
         FROM refunds r JOIN orders o ON o.id = r.order_id AND o.website_id = r.website_id
        WHERE ${REFUNDED} GROUP BY day, test`,
      )
      .bind(...window),
  ];
}

export async function reportSummary(d1: D1Database, websiteId: number, days: number, now = new Date()): Promise<ReportSummary> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const firstDay = today - (days - 1) * DAY_MS;
  // created_at is ISO-8601 UTC text, so string comparison is time order.
  const since = new Date(firstDay).toISOString();
  const until = new Date(today + DAY_MS).toISOString();
  const window = [websiteId, since, until];
  const [site, totals, perDay, top, refundsPerDay] = await d1.batch<Record<string, unknown>>(summaryStatements(d1, window));

  const t = totals.results[0] as unknown as Totals;
  const refundRows = refundsPerDay.results as { day: string; test: number; refunds: number }[];
  const refundsByDay = new Map(refundRows.filter((r) => !r.test).map((r) => [r.day, r.refunds]));
  const refunds = [...refundsByDay.values()].reduce((a, b) => a + b, 0);
  const testRefunds = refundRows.filter((r) => r.test).reduce((a, r) => a + r.refunds, 0);
  const revenue = t.sales - refunds;
  const byDay = new Map((perDay.results as { day: string; revenue: number; orders: number }[]).map((r) => [r.day, r]));
  const sales_per_day = Array.from({ length: days }, (_, i) => {
    const date = new Date(firstDay + i * DAY_MS).toISOString().slice(0, 10);
    const r = byDay.get(date);
    return { date, revenue: fromCents((r?.revenue ?? 0) - (refundsByDay.get(date) ?? 0)), orders: r?.orders ?? 0 };
  });
  return {
    days,
    currency: (site.results[0] as { currency: string } | undefined)?.currency ?? 'USD',
    revenue: fromCents(revenue),
    refunds: fromCents(refunds),
    orders: t.orders,
    average_order_value: t.orders ? fromCents(Math.round(revenue / t.orders)) : 0,
    sales_per_day,
    top_products: (top.results as { product_id: number; name: string; quantity: number; revenue: number }[]).map((r) => ({
      product_id: r.product_id,
      name: r.name,
      quantity: r.quantity,
      revenue: fromCents(r.revenue),
    })),
    test: { revenue: fromCents(t.test_sales - testRefunds), orders: t.test_orders },
  };
}
