// The expiry cron walks every store shard on its own (DESIGN §20, #35 item 3): a shard whose database fails (here one
// listed first whose tables are missing) stops only its own share; the holds of the other shard are released in the
// same tick, and the tick reports each shard by name.
import { env } from 'cloudflare:test';
import { everyShard } from '@app/db';
import { describe, expect, it } from 'vitest';
import { expirePendingOrders } from '../src/payments/expiry';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { startPayment } from './payments/helpers';
import { failingShard } from './failing-shard';

describe('the expiry cron per shard', () => {
  it("a failing shard does not stop another shard's expiry; each is reported by name", async () => {
    const shop = await merchantWithWebsiteFixture();
    const product = await productFixture(shop.websiteId, { stock: 3 });
    const { body } = await startPayment(shop.websiteId, product, 2);
    await shop.db.prepare(`UPDATE orders SET expires_at = '2000-01-01T00:00:00.000Z' WHERE id = ?`).bind(body.order_id).run();

    const report = await expirePendingOrders(env, new Date().toISOString(), [failingShard('SHARD_BROKEN', 'orders'), ...everyShard(env)]);

    expect(report.SHARD_BROKEN).toEqual({ failed: expect.stringContaining('no such table') });
    const shard = everyShard(env).find((s) => s.db === shop.db)!.shard;
    expect(report[shard]).toMatchObject({ expired: expect.any(Number) });
    const order = await shop.db.prepare('SELECT status FROM orders WHERE id = ?').bind(body.order_id).first<{ status: string }>();
    expect(order!.status).toBe('expired');
    expect(await shop.db.prepare('SELECT stock FROM products WHERE id = ?').bind(product).first('stock')).toBe(3);
  });
});
