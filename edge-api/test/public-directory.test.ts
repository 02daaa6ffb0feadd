// Public routes find the store in the directory (DESIGN §20, #35 item 2): the store number in the path is looked up
// in CONTROL, then its shard is read. A store the directory does not list (or lists on a shard this Worker does not
// bind) is 404 on every public route, whatever rows its shard still holds: checkout, the cart's price, the newsletter,
// the contact form, an order's status, and the providers' webhooks.
import { env } from 'cloudflare:test';
import { forgetStore } from '@app/db';
import { describe, expect, it } from 'vitest';
import { buy, cart, postCheckout } from './checkout-fixtures';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { api } from './helpers';
import { postWebhook } from './payments/helpers';

async function delistedShop(how: 'deleted' | 'unbound') {
  const m = await merchantWithWebsiteFixture();
  const product = await productFixture(m.websiteId, { priceCents: 1000, stock: 5 });
  const paid = await buy(m.websiteId, [[product, 1]]);
  const sql = how === 'deleted' ? 'DELETE FROM stores WHERE id = ?' : `UPDATE stores SET shard = 'SHARD_UNBOUND' WHERE id = ?`;
  await env.CONTROL.prepare(sql).bind(m.websiteId).run();
  forgetStore(m.websiteId);
  return { ...m, product, paid };
}

const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;

describe('public routes of a store the directory does not list', () => {
  for (const how of ['deleted', 'unbound'] as const) {
    it(`answer 404 (directory row ${how}), and nothing is written to its shard`, async () => {
      const s = await delistedShop(how);
      const orders = async () =>
        (await s.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE website_id = ?').bind(s.websiteId).first('n'))!;
      const before = await orders();

      const checkout = await postCheckout(s.websiteId, cart([{ product_id: s.product, quantity: 1 }]));
      expect(checkout.status).toBe(404);
      expect(await codeOf(checkout)).toBe('website_not_found');
      const price = await api(`/stores/${s.websiteId}/cart/price`, {
        method: 'POST',
        json: { items: [{ product_id: s.product, quantity: 1 }] },
      });
      expect(price.status).toBe(404);
      expect(await codeOf(price)).toBe('website_not_found');
      const newsletter = await api(`/stores/${s.websiteId}/newsletter`, { method: 'POST', json: { email: 'ada@example.com' } });
      expect(newsletter.status).toBe(404);
      expect(await codeOf(newsletter)).toBe('website_not_found');
      const contact = await api(`/stores/${s.websiteId}/contact`, { method: 'POST', json: { section_id: 1, fields: { name: 'x' } } });
      expect(contact.status).toBe(404);
      const status = await api(`/stores/${s.websiteId}/orders/${s.paid.order.id}?token=${encodeURIComponent(s.paid.status_token)}`);
      expect(status.status).toBe(404);
      expect(await codeOf(status)).toBe('order_not_found');
      const webhook = await postWebhook('test', s.websiteId, '{"id":"evt_1","data":{"ref":"tp_x"}}', {});
      expect(webhook.status).toBe(404);

      expect(await orders()).toBe(before);
      expect(await s.db.prepare('SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE website_id = ?').bind(s.websiteId).first('n')).toBe(
        0,
      );
    });
  }
});
