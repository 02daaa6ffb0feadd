// Reports count refunds (#17): revenue is sales net of refunds, each refund on the day it was made (db/reports.ts).
import { describe, expect, it } from 'vitest';
import type { ReportSummary } from '@app/contracts';
import { api } from './helpers';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { buy } from './checkout-fixtures';
import { asRealOrders, orderAction, setStatus } from './order-lifecycle-helpers';

const summary = async (token: string, days = 30) => (await (await api(`/reports/summary?days=${days}`, { token })).json()) as ReportSummary;
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe('reports with refunds', () => {
  it('takes refunds off revenue on the day they were made; a cancelled or refunded order is no longer a paid order (#34 item 5)', async () => {
    const shop = await merchantWithWebsiteFixture();
    const p = await productFixture(shop.websiteId, { priceCents: 1000, stock: 100 });
    const a = (await buy(shop.websiteId, [[p, 4]])).order; // 40
    const b = (await buy(shop.websiteId, [[p, 2]])).order; // 20
    const c = (await buy(shop.websiteId, [[p, 1]])).order; // 10, never paid (cash on delivery), then cancelled
    const old = (await buy(shop.websiteId, [[p, 3]])).order; // 30, placed 10 days ago
    await setStatus(shop.db, c.id, 'awaiting_payment');
    await asRealOrders(shop.websiteId);
    await shop.db
      .prepare('UPDATE orders SET created_at = ? WHERE id = ?')
      .bind(`${daysAgo(10)}T12:00:00.000Z`, old.id)
      .run();
    const before = await summary(shop.token);
    expect(before).toMatchObject({ revenue: 90, refunds: 0, orders: 3 });

    await orderAction(shop.token, a.id, 'refund', { amount: 15 }); // partially_refunded
    await orderAction(shop.token, b.id, 'cancel', { restock: true }); // paid -> cancelled, 20 back
    await orderAction(shop.token, c.id, 'cancel', {}); // never paid: nothing
    await orderAction(shop.token, old.id, 'refund', { amount: 30 }); // an old order refunded today
    const after = await summary(shop.token);
    // Sales 40 + 20 + 30 = 90, refunds 15 + 20 + 30 = 65, all made today; only a (partly refunded) is still paid.
    expect(after).toMatchObject({ revenue: 25, refunds: 65, orders: 1, average_order_value: 25 });
    const byDay = new Map(after.sales_per_day.map((d) => [d.date, d]));
    expect(byDay.get(today())).toMatchObject({ revenue: -5, orders: 1 });
    // The old order's day keeps its sale (the money moved that day), but it is no longer a paid order.
    expect(byDay.get(daysAgo(10))).toMatchObject({ revenue: 30, orders: 0 });
    // Top products by net revenue: what a kept after its refund; b (cancelled) and old (refunded) sold nothing.
    expect(after.top_products.map((t) => [t.quantity, t.revenue])).toEqual([[4, 25]]);
    // A failed refund (the provider refused it) is not counted.
    await shop.db.prepare("UPDATE refunds SET status = 'failed' WHERE order_id = ?").bind(a.id).run();
    expect(await summary(shop.token)).toMatchObject({ revenue: 40, refunds: 50 });
    // Seven days: the old sale is outside, its refund (today) inside.
    expect(await summary(shop.token, 7)).toMatchObject({ revenue: 10, refunds: 50, orders: 1 });
  });
});
