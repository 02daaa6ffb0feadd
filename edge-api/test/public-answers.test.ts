// Public answers (anonymous shoppers) never show who owns a store: no owner, merchant or user id anywhere.
import { describe, expect, it } from 'vitest';
import { api } from './helpers';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { cart, postCheckout } from './checkout-fixtures';

const OWNER_KEY = /owner|mer_id|user/i;

/** Every key path in a JSON value whose name would reveal an owner. */
function ownerKeys(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => ownerKeys(v, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [...(OWNER_KEY.test(k) ? [`${path}.${k}`] : []), ...ownerKeys(v, `${path}.${k}`)]);
}

async function publicJson(res: Response, status = 200) {
  expect(res.status).toBe(status);
  return res.json();
}

describe('public answers', () => {
  it('carry no owner id: website by domain and id, sections, products, checkout (paid and declined)', async () => {
    const m = await merchantWithWebsiteFixture();
    const page = await m.db
      .prepare(`SELECT id FROM pages WHERE website_id = ? AND slug = 'about-us'`)
      .bind(m.websiteId)
      .first<{ id: number }>();
    await m.db
      .prepare(`INSERT INTO sections (website_id, page_id, title, type, content) VALUES (?, ?, 'Hello', 'text', '{"text":"hi"}')`)
      .bind(m.websiteId, page!.id)
      .run();
    const p = await productFixture(m.websiteId, { stock: 5 });
    const answers = [
      await publicJson(await api(`/website/domain/${m.domain}`)),
      await publicJson(await api(`/website/id/${m.websiteId}`)),
      await publicJson(await api(`/website/pages/public/website/${m.websiteId}/sections/about-us`)),
      await publicJson(await api(`/website/website/${m.websiteId}/products`)),
      await publicJson(await postCheckout(m.websiteId, cart([{ product_id: p, quantity: 1 }]))),
      await publicJson(await postCheckout(m.websiteId, cart([{ product_id: p, quantity: 1 }], '0002')), 402),
    ];
    const paid = answers[4] as { order: { id: number }; status_token: string };
    answers.push(await publicJson(await api(`/stores/${m.websiteId}/orders/${paid.order.id}?token=${paid.status_token}`)));
    for (const body of answers) expect(ownerKeys(body)).toEqual([]);
    // The checkout answers did have a transaction, only without its owner.
    expect(answers[4]).toHaveProperty('transaction.mer_name', 'Fixture shop');
  });
});
