// Issue #34 item 13: a store's former domain answers 301 to the same path under its current domain while its
// domain_redirects row lasts (edge-api writes it on a domain change: edge-api/test/website-domain.test.ts), on our
// origin only (a path name is never a Host: #35 item 7); an expired row, or a name another store took, redirects no more.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createStore, get, page, unique } from './fixtures';

async function formerName(websiteId: number, domain: string, expiresAt = new Date(Date.now() + 86_400_000).toISOString()) {
  await env.CONTROL.prepare('INSERT INTO domain_redirects (domain, website_id, expires_at) VALUES (?, ?, ?)')
    .bind(domain, websiteId, expiresAt)
    .run();
}
const manual = { redirect: 'manual' } as const;

describe('former domains', () => {
  it('301 to the same path and query under the current domain, on this origin, for every page', async () => {
    const s = await createStore({ title: 'Moved Shop', products: [{ name: 'Teapot' }] });
    const old = unique('oldname');
    await formerName(s.id, old);
    for (const [path, to] of [
      [`/published/${old}`, `/published/${s.domain}`],
      [`/published/${old.toUpperCase()}/`, `/published/${s.domain}/`],
      [`/published/${old}/es/cart`, `/published/${s.domain}/es/cart`],
      [`/published/${old}/shop/product/${s.productIds[0]}?variant=2`, `/published/${s.domain}/shop/product/${s.productIds[0]}?variant=2`],
    ]) {
      const res = await get(path, manual);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('Location'), path).toBe(to);
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=300');
    }
    // The target is the store's page.
    expect((await page(`/published/${s.domain}`)).html).toContain('Moved Shop');
  });

  it('a former name that looks like a domain is no Host of the store: nothing is served nor redirected there (#35 item 7)', async () => {
    const host = `${unique('was')}.example.com`;
    const toHost = await createStore({ domain: `${unique('now')}.example.com` });
    await formerName(toHost.id, host);
    const res = await get('/policy?x=1', { host, ...manual });
    expect(res.status).toBe(404);
    expect(res.headers.get('Location')).toBeNull();
  });

  it('ends when the row expires or when another store takes the name', async () => {
    const s = await createStore();
    const expired = unique('expired');
    await formerName(s.id, expired, new Date(Date.now() - 1000).toISOString());
    expect((await get(`/published/${expired}`, manual)).status).toBe(404);

    const taken = unique('taken');
    await formerName(s.id, taken);
    expect((await get(`/published/${taken}/cart`, manual)).status).toBe(301);
    await createStore({ domain: taken, title: 'New Owner' });
    const now = await page(`/published/${taken}/cart`, manual);
    expect(now.res.status).toBe(200);
    expect(now.html).toContain('New Owner');
  });

  it('an unknown name is still "website not found", and the store number never redirects', async () => {
    expect((await get(`/published/${unique('never')}`, manual)).status).toBe(404);
    expect((await get('/published-store/999999999', manual)).status).toBe(404);
  });
});
