// Item 1 of issue #11: on a store's custom domain only that store is served. /published/{other} and
// /published-store/{otherId} there are 404 (the Host store's own "page not found"), never another store's pages,
// cart or checkout; on the dashboard's host (APP_HOSTS) the path forms keep working.
import { describe, expect, it } from 'vitest';
import { createStore, page, unique } from './fixtures';

describe('custom domains', () => {
  it("never renders another store under a merchant's domain", async () => {
    const host = `${unique('victim')}.example.com`;
    await createStore({ domain: host, title: 'Victim Shop' });
    const other = await createStore({ title: 'Intruder Shop', products: [{ name: 'Intruder Teapot' }] });
    const paths = [
      `/published/${other.domain}`,
      `/published/${other.domain}/cart`,
      `/published/${other.domain}/checkout`,
      `/published/${other.domain}/shop/product/${other.productIds[0]}`,
      `/published-store/${other.id}`,
      `/published-store/${other.id}/checkout`,
      '/published',
      '/published-store',
    ];
    for (const path of paths) {
      const { res, html } = await page(path, { host });
      expect(res.status, path).toBe(404);
      expect(html, path).not.toContain('Intruder');
      expect(html, path).toContain('Victim Shop');
    }
    // The Host's own store is still there.
    const own = await page('/checkout', { host });
    expect(own.res.status).toBe(200);
    expect(own.html).toContain('Victim Shop');
  });

  it('a custom domain with no store of its own serves no store at all', async () => {
    const other = await createStore({ title: 'Somebody Shop' });
    const { res, html } = await page(`/published/${other.domain}`, { host: `${unique('nobody')}.example.com` });
    expect(res.status).toBe(404);
    expect(html).not.toContain('Somebody Shop');
  });

  it.each(['app.test', 'localhost', '127.0.0.1', 'localhost:8792'])('the dashboard host %s serves stores by path', async (host) => {
    const s = await createStore({ title: 'Path Form Shop' });
    for (const path of [`/published/${s.domain}`, `/published-store/${s.id}/cart`]) {
      const { res, html } = await page(path, { host });
      expect(res.status, path).toBe(200);
      expect(html).toContain('Path Form Shop');
    }
  });
});
