// Sales summary over paid orders in a window of whole UTC days ending today. Sums are SQL aggregates over the
// (website_id, created_at) index; only the zero-filling of empty days happens here.
import { fromCents, type ReportSummary } from '@app/contracts';

const DAY_MS = 86_400_000;
const TOP_PRODUCTS = 5;

export async function reportSummary(d1: D1Database, websiteId: number, days: number, now = new Date()): Promise<ReportSummary> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const firstDay = today - (days - 1) * DAY_MS;
  // created_at is ISO-8601 UTC text, so string comparison is time order.
  const since = new Date(firstDay).toISOString();
  const until = new Date(today + DAY_MS).toISOString();
  const paid = `o.website_id = ? AND o.status = 'paid' AND o.created_at >= ? AND o.created_at < ?`;

  const [site, totals, perDay, top] = await d1.batch<Record<string, unknown>>([
    d1.prepare(`SELECT currency FROM websites WHERE id = ?`).bind(websiteId),
    d1
      .prepare(`SELECT COALESCE(SUM(o.total_cents), 0) AS revenue, COUNT(*) AS orders FROM orders o WHERE ${paid}`)
      .bind(websiteId, since, until),
    d1
      .prepare(
        `SELECT substr(o.created_at, 1, 10) AS day, SUM(o.total_cents) AS revenue, COUNT(*) AS orders
           FROM orders o WHERE ${paid} GROUP BY day`,
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
          WHERE ${paid}
          GROUP BY oi.product_id
          ORDER BY revenue DESC, quantity DESC, oi.product_id
          LIMIT ${TOP_PRODUCTS}`,
      )
      .bind(websiteId, since, until),
  ]);

  const t = totals.results[0] as { revenue: number; orders: number };
  const byDay = new Map((perDay.results as { day: string; revenue: number; orders: number }[]).map((r) => [r.day, r]));
  const sales_per_day = Array.from({ length: days }, (_, i) => {
    const date = new Date(firstDay + i * DAY_MS).toISOString().slice(0, 10);
    const r = byDay.get(date);
    return { date, revenue: fromCents(r?.revenue ?? 0), orders: r?.orders ?? 0 };
  });
  return {
    days,
    currency: (site.results[0] as { currency: string } | undefined)?.currency ?? 'USD',
    revenue: fromCents(t.revenue),
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
