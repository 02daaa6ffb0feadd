// Item 11 of issue #11: DESIGN.md §9's headers on every response of the storefront, not only its HTML: sitemap,
// robots, static files, media (found or not), 405s, the language switch's redirect and errors, forwarded API answers.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ASSET_URLS } from '../src/generated/assets';
import { CSP, MEDIA_CSP, withSecurityHeaders } from '../src/lib/headers';
import { createStore, get, unique } from './fixtures';

function expectSecurityHeaders(res: Response, what: string, csp = CSP) {
  expect(res.headers.get('Content-Security-Policy'), what).toBe(csp);
  expect(res.headers.get('Content-Security-Policy'), what).toContain("frame-ancestors 'self'");
  expect(res.headers.get('X-Content-Type-Options'), what).toBe('nosniff');
  expect(res.headers.get('Referrer-Policy'), what).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('Strict-Transport-Security'), what).toBe('max-age=31536000; includeSubDomains');
}

describe('security headers on every response', () => {
  it('pages, sitemap.xml, robots.txt, 404s and 405s of a store', async () => {
    const s = await createStore({ products: [{ name: 'Vase' }] });
    const base = `/published/${s.domain}`;
    const cases: [string, RequestInit, number][] = [
      [base, {}, 200],
      [`${base}/shop/product/${s.productIds[0]}`, {}, 200],
      [`${base}/sitemap.xml`, {}, 200],
      [`${base}/robots.txt`, {}, 200],
      [`${base}/no-such-page`, {}, 404],
      ['/published/no-such-store-anywhere', {}, 404],
      ['/not-found', {}, 404],
      [base, { method: 'POST', body: 'x' }, 405],
      [`${base}/sitemap.xml`, { method: 'DELETE' }, 405],
    ];
    for (const [path, init, status] of cases) {
      for (let i = 0; i < 2; i++) {
        // Twice: the second answer of a cacheable one comes from the cache and must carry them too.
        const res = await get(path, init);
        expect(res.status, path).toBe(status);
        expectSecurityHeaders(res, `${init.method ?? 'GET'} ${path} #${i}`);
        await res.arrayBuffer();
      }
    }
  });

  it('static files, their 404 and 405', async () => {
    for (const url of [ASSET_URLS.css, ASSET_URLS.home, ASSET_URLS.product]) {
      const res = await get(url);
      expect(res.status).toBe(200);
      expectSecurityHeaders(res, url);
    }
    expectSecurityHeaders(await get('/_sf/000000000000/store.css'), 'asset 404');
    const post = await get(ASSET_URLS.css, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expectSecurityHeaders(post, 'asset 405');
  });

  it('media: found, 304, missing, refused key and 405, with Referrer-Policy', async () => {
    const key = `products/${unique('k')}.jpg`;
    await env.MEDIA.put(key, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), { httpMetadata: { contentType: 'image/jpeg' } });
    const found = await get(`/media/${key}`);
    expect(found.status).toBe(200);
    expectSecurityHeaders(found, 'media 200', MEDIA_CSP);
    const again = await get(`/media/${key}`, { headers: { 'If-None-Match': found.headers.get('ETag')! } });
    expect(again.status).toBe(304);
    expectSecurityHeaders(again, 'media 304', MEDIA_CSP);
    for (const path of [`/media/products/${unique('missing')}.jpg`, '/media/..%2Fsecret']) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expectSecurityHeaders(res, path);
    }
    const put = await get(`/media/${key}`, { method: 'PUT', body: 'x' });
    expect(put.status).toBe(405);
    expectSecurityHeaders(put, 'media 405');
  });

  it('the language switch: its redirect, 400 and 405', async () => {
    const redirect = await get('/_sf/lang', {
      method: 'POST',
      body: new URLSearchParams({ lang: 'es', return: '/published/x' }),
      redirect: 'manual',
    });
    expect(redirect.status).toBe(303);
    expectSecurityHeaders(redirect, 'lang 303');
    const bad = await get('/_sf/lang', { method: 'POST', body: new URLSearchParams({ lang: 'xx' }) });
    expect(bad.status).toBe(400);
    expectSecurityHeaders(bad, 'lang 400');
    const wrong = await get('/_sf/lang');
    expect(wrong.status).toBe(405);
    expectSecurityHeaders(wrong, 'lang 405');
  });

  it("the API proxy's answers and refusals on a custom domain", async () => {
    const host = `${unique('shop')}.example.com`;
    const s = await createStore({ domain: host, customHost: host });
    const forwarded = await get(`/api/website/website/${s.id}/products`, { host });
    expect(forwarded.headers.get('X-Fake-Api')).toBe('1');
    expectSecurityHeaders(forwarded, 'forwarded');
    expectSecurityHeaders(await get('/api/orders/', { host }), 'refused');
    expectSecurityHeaders(await get('/robots.txt', { host }), 'custom-domain robots.txt');
  });

  it("keeps the referrer policy and CSP of the API's hosted test-payment page forwarded on a custom domain", async () => {
    const host = `${unique('shop')}.example.com`;
    await createStore({ domain: host, customHost: host });
    const res = await get('/api/payments/test/pay/tp_abcdefghij12', { host });
    expect(res.headers.get('X-Fake-Api')).toBe('1');
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'; form-action 'self'");
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('never lets a response drop nosniff or HSTS', () => {
    const weaker = new Response('x', { headers: { 'X-Content-Type-Options': 'sniff', 'Strict-Transport-Security': 'max-age=0' } });
    const res = withSecurityHeaders(weaker, new URL('https://shop.example.com/x'));
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('applies them to a response whose headers are immutable (fetch, redirect) and to an error page', () => {
    const url = new URL('https://shop.example.com/x');
    const redirect = withSecurityHeaders(Response.redirect('https://shop.example.com/', 302), url);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('Location')).toBe('https://shop.example.com/');
    expectSecurityHeaders(redirect, 'immutable redirect');
    const error = withSecurityHeaders(
      new Response('<h1>Something went wrong</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
      url,
    );
    expect(error.status).toBe(500);
    expectSecurityHeaders(error, '500');
  });

  it('no HSTS on a local http origin', async () => {
    const res = await get('/_sf/lang');
    expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    const local = await (await import('cloudflare:test')).SELF.fetch('http://localhost/_sf/lang');
    expect(local.headers.get('Strict-Transport-Security')).toBeNull();
    expect(local.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});
