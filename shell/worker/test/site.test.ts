// The dashboard's static site through the real ASSETS binding (fixture files in test/site): cache rules, the SPA
// fallback for app routes, 404 for unknown paths and for missing files, conditional requests.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

const DASH = 'http://localhost:8787';
const get = (path: string, init?: RequestInit) => SELF.fetch(`${DASH}${path}`, init);

describe('front door: static site', () => {
  it('serves hashed assets for a year and entry files not at all', async () => {
    const hashed = await get('/assets/bootstrap-abc123.js');
    expect(hashed.status).toBe(200);
    expect(await hashed.text()).toContain('export const boot = 1;');
    expect(hashed.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(hashed.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const entry = await get('/remoteEntry.js');
    expect([entry.status, entry.headers.get('Cache-Control')]).toEqual([200, 'no-cache']);
  });

  it.each(['/about', '/auth/register', '/dashboard', '/inbox', '/subscribers', '/order/', '/order/12'])(
    'answers the app route %s with index.html',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">app</div>');
      expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
    },
  );

  it.each(['/no-such-page', '/no/such/page', '/dashboardx', '/auth'])(
    'answers %s (no screen) with the app page and HTTP 404, even for a conditional request',
    async (path) => {
      const etag = (await get('/')).headers.get('ETag') ?? '"x"';
      const res = await get(path, { headers: { 'If-None-Match': etag } });
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('<div id="root">app</div>');
    },
  );

  it.each(['/assets/missing-123.js', '/robots.txt', '/favicon.ico'])(
    'answers the missing file %s with a plain 404, never index.html',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
      expect(await res.text()).not.toContain('<html');
    },
  );

  it('answers a reload with an unchanged ETag with 304, for an app route and for a file', async () => {
    const page = await get('/dashboard');
    const etag = page.headers.get('ETag');
    expect(etag).toBeTruthy();
    const again = await get('/about', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('Cache-Control')).toBe('no-cache');
    const file = await get('/assets/bootstrap-abc123.js');
    const fileAgain = await get('/assets/bootstrap-abc123.js', { headers: { 'If-None-Match': file.headers.get('ETag') ?? '' } });
    expect(fileAgain.status).toBe(304);
  });

  it('answers HEAD like GET without a body, and refuses state-changing methods with 405', async () => {
    const head = await get('/dashboard', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const res = await get('/dashboard', { method, body: method === 'DELETE' ? undefined : 'x' });
      expect([method, res.status, res.headers.get('Allow')]).toEqual([method, 405, 'GET, HEAD']);
    }
  });
});
