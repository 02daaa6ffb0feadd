// Item 1 of issue #11: on a store's custom domain only that store is served. /published/{other} and
// /published-store/{otherId} there are 404 (the Host store's own "page not found"), never another store's pages,
// cart or checkout; on the dashboard's host (APP_HOSTS) the path forms keep working. #35 item 7: a Host is served
// only while it is a store's verified custom hostname (active at Cloudflare for SaaS): a store's path name proves
// nothing, and a pending, blocked or removed hostname serves nothing.
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { attachHost, createStore, get, page, unique } from './fixtures';

describe('custom domains', () => {
  it("never renders another store under a merchant's domain", async () => {
    const host = `${unique('victim')}.example.com`;
    await createStore({ customHost: host, title: 'Victim Shop' });
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

  it("never serves a Host that is only a path name: claiming a brand's domain as a name proves nothing", async () => {
    const brand = `${unique('brand')}.example.com`;
    const squatter = await createStore({ domain: brand, title: 'Squatter Shop', products: [{ name: 'Fake Sneaker' }] });
    for (const path of ['/', '/cart', '/checkout', `/shop/product/${squatter.productIds[0]}`, '/sitemap.xml']) {
      const { res, html } = await page(path, { host: brand });
      expect(res.status, path).toBe(404);
      expect(html, path).not.toContain('Squatter');
      expect(html, path).not.toContain('Fake Sneaker');
    }
    // Nor its public API calls through the Host.
    expect((await get(`/api/stores/${squatter.id}/checkout`, { host: brand, method: 'POST', body: '{}' })).status).toBe(404);
    // Its path name still works on the dashboard's host.
    expect((await page(`/published/${brand}`)).html).toContain('Squatter Shop');
  });

  it.each(['pending', 'blocked', 'moved', 'pending_deletion', 'deleted'])('serves nothing on a %s hostname', async (status) => {
    const host = `${unique('unverified')}.example.com`;
    const s = await createStore({ title: 'Unverified Shop' });
    await attachHost(s.id, host, status);
    const { res, html } = await page('/', { host });
    expect(res.status).toBe(404);
    expect(html).not.toContain('Unverified Shop');
    expect((await get(`/api/stores/${s.id}/checkout`, { host, method: 'POST', body: '{}' })).status).toBe(404);
  });

  it("serves an active hostname's own store, never the store whose path name is the same", async () => {
    const host = `${unique('owned')}.example.com`;
    const owner = await createStore({ title: 'Rightful Shop', customHost: host });
    await createStore({ domain: host, title: 'Namesake Shop' });
    const { res, html } = await page('/', { host });
    expect(res.status).toBe(200);
    expect(html).toContain('Rightful Shop');
    expect(html).not.toContain('Namesake Shop');
    // Removed (edge-api deletes the row): not served any more.
    await env.CONTROL.prepare('DELETE FROM custom_hostnames WHERE website_id = ?').bind(owner.id).run();
    expect((await page('/', { host })).res.status).toBe(404);
  });
});
