// Sales summary over paid orders in a window of whole UTC days ending today. Sums are SQL aggregates over the
// (website_id, created_at) indexes; only the zero-filling of empty days happens here.
// Refunds (#17) are counted on the day they were made, not on the order's day: a report already read never changes
// afterwards (a refund today does not rewrite last month), and a day's figure is the money that moved that day. So
// revenue = sales of orders placed in the window (net of discounts) - refunds made in the window, and a day with
// more refunds than sales shows a negative revenue. Orders and top products count sales as placed.
import { fromCents, type ReportSummary } from '@app/contracts';

const DAY_MS = 86_400_000;
const TOP_PRODUCTS = 5;
// Money was taken: a paid, fulfilled or (partially) refunded order, or a cancelled one that had been paid (its cancel
// refunded something). Pending, failed, expired and unpaid cash-on-delivery orders never count.
const PAID = `o.website_id = ? AND (o.status IN ('paid', 'fulfilled', 'partially_refunded', 'refunded')
  OR (o.status = 'cancelled' AND o.refunded_cents > 0)) AND o.created_at >= ? AND o.created_at < ?`;
// A refund the provider refused gave its money back to the order: it is not counted.
const REFUNDED = `r.website_id = ? AND r.status <> 'failed' AND r.created_at >= ? AND r.created_at < ?`;

export async function reportSummary(d1: D1Database, websiteId: number, days: number, now = new Date()): Promise<ReportSummary> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const firstDay = today - (days - 1) * DAY_MS;
  // created_at is ISO-8601 UTC text, so string comparison is time order.
  const since = new Date(firstDay).toISOString();
  const until = new Date(today + DAY_MS).toISOString();
  const [site, totals, perDay, top, refundsPerDay] = await d1.batch<Record<string, unknown>>([
    d1.prepare(`SELECT currency FROM websites WHERE id = ?`).bind(websiteId),
    d1
      .prepare(`SELECT COALESCE(SUM(o.total_cents), 0) AS revenue, COUNT(*) AS orders FROM orders o WHERE ${PAID}`)
      .bind(websiteId, since, until),
    d1
      .prepare(
        `SELECT substr(o.created_at, 1, 10) AS day, SUM(o.total_cents) AS revenue, COUNT(*) AS orders
           FROM orders o WHERE ${PAID} GROUP BY day`,
      )
      .bind(websiteId, since, until),
    // The current product name when the product still exists, else the name it was sold under.
    d1
      .prepare(
        `SELECT oi.product_id, COALESCE(MAX(p.name), MAX(oi.name)) AS name, SUM(oi.quantity) AS quantity,
                SUM(oi.price_cents * oi.quantity) AS revenue
           FROM orders o
           JOIN order_items oi ON oi.order_id = o.id AND oi.website_id = o.website_id
           LEFT JOIN products p ON p.id = oi.product_id AND p.website_id = o.website_id
          WHERE ${PAID}
          GROUP BY oi.product_id
          ORDER BY revenue DESC, quantity DESC, oi.product_id
          LIMIT ${TOP_PRODUCTS}`,
      )
      .bind(websiteId, since, until),
    d1
      .prepare(`SELECT substr(r.created_at, 1, 10) AS day, SUM(r.amount_cents) AS refunds FROM refunds r WHERE ${REFUNDED} GROUP BY day`)
      .bind(websiteId, since, until),
  ]);

  const sales = totals.results[0] as { revenue: number; orders: number };
  const refundsByDay = new Map((refundsPerDay.results as { day: string; refunds: number }[]).map((r) => [r.day, r.refunds]));
  const refunds = [...refundsByDay.values()].reduce((a, b) => a + b, 0);
  const t = { revenue: sales.revenue - refunds, orders: sales.orders };
  const byDay = new Map((perDay.results as { day: string; revenue: number; orders: number }[]).map((r) => [r.day, r]));
  const sales_per_day = Array.from({ length: days }, (_, i) => {
    const date = new Date(firstDay + i * DAY_MS).toISOString().slice(0, 10);
    const r = byDay.get(date);
    return { date, revenue: fromCents((r?.revenue ?? 0) - (refundsByDay.get(date) ?? 0)), orders: r?.orders ?? 0 };
  });
  return {
    days,
    currency: (site.results[0] as { currency: string } | undefined)?.currency ?? 'USD',
    revenue: fromCents(t.revenue),
    refunds: fromCents(refunds),
    orders: t.orders,
    average_order_value: t.orders ? fromCents(Math.round(t.revenue / t.orders)) : 0,
    sales_per_day,
    top_products: (top.results as { product_id: number; name: string; quantity: number; revenue: number }[]).map((r) => ({
      product_id: r.product_id,
      name: r.name,
      quantity: r.quantity,
      revenue: fromCents(r.revenue),
    })),
  };
}
