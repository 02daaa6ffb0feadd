// @vitest-environment node
// The front door's routing and headers, with in-memory stand-ins for the ASSETS and API bindings.
import { describe, expect, it } from 'vitest';
import worker from './index';

const FILES: Record<string, { body: string; type: string }> = {
  '/': { body: '<!doctype html><html><head></head><body>app</body></html>', type: 'text/html' },
  '/assets/bootstrap-abc123.js': { body: 'export {}', type: 'text/javascript' },
  '/remoteEntry.js': { body: 'export {}', type: 'text/javascript' },
  '/remotes/mfe-account/remoteEntry.js': { body: 'export {}', type: 'text/javascript' },
};

const ASSETS = {
  fetch: async (input: RequestInfo | URL) => {
    const { pathname } = new URL(input instanceof Request ? input.url : String(input));
    const file = FILES[pathname];
    const etag = `"${pathname.length}"`;
    if (file && input instanceof Request && input.headers.get('If-None-Match') === etag) return new Response(null, { status: 304, headers: { ETag: etag } });
    return file ? new Response(file.body, { headers: { 'Content-Type': file.type } }) : new Response('', { status: 404 });
  },
} as unknown as Fetcher;

const API = {
  fetch: async (input: RequestInfo | URL) => Response.json({ path: new URL(input instanceof Request ? input.url : String(input)).pathname }),
} as unknown as Fetcher;

const REMOTES = { mfe_account: '/remotes/mfe-account/remoteEntry.js', mfe_builder: 'https://builder.example.com/remoteEntry.js' };
const STOREFRONT = {
  fetch: async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return Response.json({ storefront: `${url.host}${url.pathname}` });
  },
} as unknown as Fetcher;

const env = { ASSETS, API, STOREFRONT, REMOTES, APP_HOSTS: 'localhost,127.0.0.1' } as unknown as Env;
const get = (url: string, init?: RequestInit) => worker.fetch(new Request(url, init), env);

describe('front door', () => {
  it('forwards /api/* to the API without the prefix', async () => {
    const res = await get('http://localhost:8787/api/protected/?x=1');
    expect(await res.json()).toEqual({ path: '/protected/' });
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('serves /remotes.json from configuration, never cached', async () => {
    const res = await get('http://localhost:8787/remotes.json');
    expect(await res.json()).toEqual(REMOTES);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('answers app routes with index.html (no-cache) and the security headers', async () => {
    const res = await get('http://localhost:8787/dashboard');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<!doctype html>');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self' https://builder.example.com;");
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('answers a reload of an app route (If-None-Match) with 304, not 404', async () => {
    const res = await get('http://localhost:8787/about', { headers: { 'If-None-Match': '"1"' } });
    expect(res.status).toBe(304);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    const file = await get('http://localhost:8787/assets/bootstrap-abc123.js', { headers: { 'If-None-Match': '"27"' } });
    expect(file.status).toBe(304);
  });

  it('answers a path the dashboard has no screen for with its page and HTTP 404 (the router shows the 404 page)', async () => {
    for (const path of ['/no-such-page', '/no/such/page', '/dashboardx', '/auth']) {
      const res = await get(`http://localhost:8787${path}`, { headers: { 'If-None-Match': '"1"' } });
      expect([path, res.status]).toEqual([path, 404]);
      expect(await res.text()).toContain('<!doctype html>');
      expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    }
    for (const path of ['/', '/auth/login', '/inbox', '/subscribers', '/order/']) expect([path, (await get(`http://localhost:8787${path}`)).status]).toEqual([path, 200]);
  });

  it('adds HSTS away from localhost', async () => {
    const res = await worker.fetch(new Request('https://dash.example.com/auth/login'), { ...env, APP_HOSTS: 'dash.example.com' } as unknown as Env);
    expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('caches hashed assets for a year and entry files not at all', async () => {
    const hashed = await get('http://localhost:8787/assets/bootstrap-abc123.js');
    expect(hashed.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    const entry = await get('http://localhost:8787/remotes/mfe-account/remoteEntry.js');
    expect(entry.headers.get('Cache-Control')).toBe('no-cache');
  });

  it.each(['/assets/missing-123.js', '/remotes/mfe-builder/remoteEntry.js', '/robots.txt', '/remotes/'])(
    'answers a missing file %s with 404, not index.html',
    async (path) => {
      const res = await get(`http://localhost:8787${path}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('<html');
    },
  );

  it('forwards storefront paths to the storefront Worker, unchanged', async () => {
    for (const path of ['/published/demo', '/published-store/1', '/media/x.jpg', '/_sf/v1/app.css']) {
      expect(await (await get(`http://localhost:8787${path}`)).json()).toEqual({ storefront: `localhost:8787${path}` });
    }
    expect((await (await get('http://localhost:8787/publishedx')).text())).not.toContain('storefront');
  });

  it("forwards every request on a store's own domain to the storefront Worker", async () => {
    for (const path of ['/', '/cart', '/api/stores/1/checkout', '/remotes.json']) {
      expect(await (await get(`https://shop.example.com${path}`)).json()).toEqual({ storefront: `shop.example.com${path}` });
    }
  });

  it('refuses state-changing methods on the static site', async () => {
    expect((await get('http://localhost:8787/dashboard', { method: 'POST' })).status).toBe(405);
  });
});
