// Items 4 and 7 of issue #11. A cached page depends only on its key: nothing of a visitor's query string (which the
// key leaves out) is rendered into it. And a stock change that bumps the store's version (edge-api's checkout does,
// in the same batch as the order) is served fresh at once, from the isolate's memory and from the Cache API alike.
import { describe, expect, it } from 'vitest';
import { memory } from '../src/cache';
import { createStore, page, shardOf } from './fixtures';

const MARKER = 'qs-marker-7f3a';

/** What edge-api's checkout does: stock down and the version up, in one batch. */
async function sell(websiteId: number, productId: number, quantity: number) {
  const db = await shardOf(websiteId);
  await db.batch([
    db.prepare('UPDATE products SET stock = stock - ? WHERE id = ? AND website_id = ?').bind(quantity, productId, websiteId),
    db.prepare('UPDATE websites SET content_version = content_version + 1 WHERE id = ?').bind(websiteId),
  ]);
}

describe("a visitor's query string never reaches the cached page", () => {
  it('on every cacheable page, in the query and as a trailing slash', async () => {
    const s = await createStore({ products: [{ name: 'Kettle' }], pages: [{ title: 'About us', slug: 'about-us', published: true }] });
    const base = `/published/${s.domain}`;
    const paths = [
      base,
      `${base}/shop/product/${s.productIds[0]}`,
      `${base}/about-us`,
      `${base}/cart`,
      `${base}/wishlist`,
      `${base}/checkout`,
      `${base}/checkout/success`,
    ];
    for (const path of paths) {
      const hostile = await page(`${path}?x=${MARKER}&return=${MARKER}&%22%3E%3Cb%3E${MARKER}=1`);
      expect(hostile.res.status, path).toBe(200);
      expect(hostile.html, path).not.toContain(MARKER);
      const plain = await page(path);
      expect(plain.res.headers.get('X-Cache'), path).toBe('HIT');
      expect(plain.html, path).not.toContain(MARKER);
      // The language switch returns to the page's own path.
      expect(plain.html).toContain(`<input type="hidden" name="return" value="${path}"/>`);
    }
    const slash = await page(`${base}/cart/`);
    expect(slash.html).toContain(`name="return" value="${base}/cart"`);
  });

  it('the home grid keeps its page number (part of the key) and nothing else', async () => {
    const s = await createStore();
    const { html } = await page(`/published/${s.domain}?page=2&utm=${MARKER}`);
    expect(html).not.toContain(MARKER);
    expect(html).toContain(`name="return" value="/published/${s.domain}?page=2"`);
  });
});

describe('stock changes that bump the version are served fresh', () => {
  it('from the isolate memory and from the Cache API', async () => {
    const s = await createStore({ products: [{ name: 'Lamp', stock: 5 }] });
    const [id] = s.productIds;
    const path = `/published/${s.domain}/shop/product/${id}`;
    expect((await page(path)).html).toContain('5 in stock');
    const kept = await page(path);
    expect(kept.res.headers.get('X-Cache')).toBe('HIT');
    expect(memory.size).toBeGreaterThan(0); // this first hit came from memory

    await sell(s.id, id, 2);
    const fresh = await page(path);
    expect(fresh.res.headers.get('X-Cache')).toBe('MISS');
    expect(fresh.html).toContain('3 in stock');
    expect(fresh.html).not.toContain('5 in stock');
    expect((await page(path)).html).toContain('3 in stock');

    // Now only the Cache API holds the page (a new isolate): a hit from there, then fresh after the next sale.
    memory.clear();
    const fromCacheApi = await page(path);
    expect(fromCacheApi.res.headers.get('X-Cache')).toBe('HIT');
    expect(fromCacheApi.html).toContain('3 in stock');
    memory.clear();
    await sell(s.id, id, 3);
    const soldOut = await page(path);
    expect(soldOut.res.headers.get('X-Cache')).toBe('MISS');
    expect(soldOut.html).toContain('Out of stock');
    expect(soldOut.html).not.toContain('3 in stock');
    expect(soldOut.html).toMatch(/data-sf-action="cart"[^>]*disabled=""/);
  });

  it('on the home grid too', async () => {
    const s = await createStore({ products: [{ name: 'Rug', stock: 1 }] });
    const home = `/published/${s.domain}`;
    expect((await page(home)).html).toContain('1 in stock');
    expect((await page(home)).res.headers.get('X-Cache')).toBe('HIT');
    await sell(s.id, s.productIds[0], 1);
    const fresh = await page(home);
    expect(fresh.res.headers.get('X-Cache')).toBe('MISS');
    expect(fresh.html).toContain('Out of stock');
  });
});
