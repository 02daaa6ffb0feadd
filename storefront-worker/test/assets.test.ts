// /_sf/: the stylesheet, islands and font by content hash with a one-year immutable cache; and the CSP holds: no
// inline script or style anywhere in a page.
import { describe, expect, it } from 'vitest';
import { ASSET_FILES, ASSET_URLS } from '../src/generated/assets';
import { createStore, get, page } from './fixtures';

describe('static assets', () => {
  it.each(Object.entries(ASSET_URLS))('%s is served immutable with its type', async (_, url) => {
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe(ASSET_FILES[url].type);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it('404 for an unknown file or an old hash', async () => {
    expect((await get('/_sf/000000000000/store.css')).status).toBe(404);
    expect((await get('/_sf/nothing')).status).toBe(404);
  });

  it('pages link the stylesheet and their island, and have no inline script or style', async () => {
    const s = await createStore({ products: [{ name: 'X' }] });
    const { res, html } = await page(`/published/${s.domain}`);
    expect(res.headers.get('Content-Security-Policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: https:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
    );
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(html).toContain(`<link rel="stylesheet" href="${ASSET_URLS.css}">`);
    expect(html).toContain(`<script defer src="${ASSET_URLS.home}"></script>`);
    expect(html).not.toMatch(/ style="/);
    expect(html).not.toContain('<style');
    expect(html).not.toMatch(/ on[a-z]+="/);
    for (const m of html.matchAll(/<script([^>]*)>/g)) expect(m[1]).toMatch(/src="\/_sf\/|type="application\/(ld\+)?json"/);
  });
});
