// Which Worker answers what: /api/* to edge-api (prefix removed), storefront paths and custom-domain Hosts to
// storefront-worker (unchanged), everything else from the static site (/remotes.json and releases: releases.test.ts).
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

const DASH = 'http://localhost:8787';
const get = (url: string, init?: RequestInit) => SELF.fetch(url, init);
const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe('front door: /api/*', () => {
  it('forwards to the API Worker without the /api prefix, query kept', async () => {
    const res = await get(`${DASH}/api/protected/?x=1&y=%C3%A9`);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ worker: 'api', method: 'GET', path: '/protected/', search: '?x=1&y=%C3%A9' });
  });

  it('passes method, body, cookies and headers through, and the API response back with its own headers', async () => {
    const res = await get(`${DASH}/api/stores/1/checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: 'auth_token=a; XSRF-TOKEN=b', 'X-Test-Xsrf': 'b' },
      body: JSON.stringify({ items: [{ product_id: 1, quantity: 2 }] }),
    });
    expect(await json(res)).toMatchObject({
      worker: 'api',
      method: 'POST',
      path: '/stores/1/checkout',
      headers: { cookie: 'auth_token=a; XSRF-TOKEN=b', 'x-test-xsrf': 'b' },
      body: '{"items":[{"product_id":1,"quantity":2}]}',
    });
    expect(res.headers.get('Set-Cookie')).toBe('auth_token=t; HttpOnly');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('maps /api alone to the API root; /apix and /api-docs are not the API', async () => {
    expect(await json(await get(`${DASH}/api`))).toMatchObject({ worker: 'api', path: '/' });
    for (const path of ['/apix', '/api-docs']) {
      const res = await get(`${DASH}${path}`);
      expect([path, res.status]).toEqual([path, 404]);
      expect(await res.text()).toContain('<!doctype html>');
    }
  });
});

describe('front door: storefront-worker', () => {
  it.each([
    '/published/demo',
    '/published/demo/products/3?sort=price',
    '/published-store/1',
    '/media/1/x.jpg',
    '/_sf/v1/app.css',
    '/not-found',
  ])('forwards %s unchanged, with the storefront own headers', async (path) => {
    const res = await get(`${DASH}${path}`);
    const url = new URL(path, DASH);
    expect(await json(res)).toMatchObject({ worker: 'storefront', host: 'localhost:8787', path: url.pathname, search: url.search });
    expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'; storefront");
  });

  it('does not forward look-alike paths', async () => {
    for (const path of ['/publishedx', '/mediax/1.jpg']) {
      const res = await get(`${DASH}${path}`);
      expect(await res.text()).not.toContain('storefront');
    }
  });

  it("forwards every request on a store's own domain, /api and /remotes.json included", async () => {
    for (const path of ['/', '/cart', '/api/stores/1/checkout', '/remotes.json', '/assets/bootstrap-abc123.js']) {
      expect(await json(await get(`https://shop.example.com${path}`))).toMatchObject({
        worker: 'storefront',
        host: 'shop.example.com',
        path,
      });
    }
    const post = await get('https://shop.example.com/api/stores/1/checkout', { method: 'POST', body: '{"a":1}' });
    expect(await json(post)).toMatchObject({ worker: 'storefront', method: 'POST', body: '{"a":1}' });
  });

  it('serves the dashboard on each configured dashboard host, 127.0.0.1 included', async () => {
    for (const origin of ['http://127.0.0.1:8787', 'https://dash.example.com']) {
      const res = await get(`${origin}/remotes.json`);
      expect([origin, res.headers.get('Content-Type')]).toEqual([origin, 'application/json; charset=utf-8']);
    }
  });
});
