// Rendered pages are cached under the key described in src/cache.ts: a second request is a hit,
// an edit (which bumps content_version) makes the next request a miss with fresh content, and nothing stale is served.
import { describe, expect, it } from 'vitest';
import { cacheable, cacheKey, fromCache, memory, storeInCache } from '../src/cache';
import { createStore, edit, get, page } from './fixtures';

describe('page cache', () => {
  it('serves the second request from the cache', async () => {
    const s = await createStore({ title: 'Cached Shop' });
    const first = await page(`/published/${s.domain}`);
    expect(first.res.headers.get('X-Cache')).toBe('MISS');
    const second = await page(`/published/${s.domain}`);
    expect(second.res.headers.get('X-Cache')).toBe('HIT');
    expect(second.html).toBe(first.html);
    // Browsers always revalidate: only the Worker's cache keeps pages.
    expect(second.res.headers.get('Cache-Control')).toBe('no-cache');
    expect(second.res.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
  });

  it('renders fresh content after an edit bumps content_version, and never the stale page', async () => {
    const s = await createStore({ title: 'Before Edit' });
    await page(`/published/${s.domain}`);
    expect((await page(`/published/${s.domain}`)).res.headers.get('X-Cache')).toBe('HIT');

    await edit(s.id, 'UPDATE websites SET title = ? WHERE id = ?', 'After Edit', s.id);
    const fresh = await page(`/published/${s.domain}`);
    expect(fresh.res.headers.get('X-Cache')).toBe('MISS');
    expect(fresh.html).toContain('After Edit');
    expect(fresh.html).not.toContain('Before Edit');
    const again = await page(`/published/${s.domain}`);
    expect(again.res.headers.get('X-Cache')).toBe('HIT');
    expect(again.html).toContain('After Edit');
  });

  it('keys by language, path and form of address', async () => {
    const s = await createStore();
    await page(`/published/${s.domain}`);
    expect((await page(`/published/${s.domain}`, { headers: { 'Accept-Language': 'es' } })).res.headers.get('X-Cache')).toBe('MISS');
    expect((await page(`/published/${s.domain}/cart`)).res.headers.get('X-Cache')).toBe('MISS');
    expect((await page(`/published-store/${s.id}`)).res.headers.get('X-Cache')).toBe('MISS');
    // Tracking parameters do not split the cache; ?page= does.
    expect((await page(`/published/${s.domain}?utm_source=x`)).res.headers.get('X-Cache')).toBe('HIT');
    expect((await page(`/published/${s.domain}?page=2`)).res.headers.get('X-Cache')).toBe('MISS');
  });

  it('builds the key from build, store id, version, publication hash, language, host and path', () => {
    const key = cacheKey({ storeId: 7, version: 3, hash: 'ab12', lang: 'am', host: 'Shop.Example.com', path: '/cart' }, 'b1');
    expect(key.url).toBe('https://storefront-cache.internal/b1/7/3/ab12/am/shop.example.com/cart');
    const unpublished = cacheKey({ storeId: 7, version: 3, hash: null, lang: 'am', host: 'Shop.Example.com', path: '/cart' }, 'b1');
    expect(unpublished.url).toBe('https://storefront-cache.internal/b1/7/3/-/am/shop.example.com/cart');
  });

  it('never caches a response that sets a cookie, or an error', () => {
    expect(cacheable(new Response('x', { headers: { 'Set-Cookie': 'a=b' } }))).toBe(false);
    expect(cacheable(new Response('x', { status: 404 }))).toBe(false);
    expect(cacheable(new Response('x'))).toBe(true);
  });

  it('does not cache 404 pages', async () => {
    const s = await createStore();
    await get(`/published/${s.domain}/shop/product/424242`);
    const again = await get(`/published/${s.domain}/shop/product/424242`);
    expect(again.status).toBe(404);
    expect(again.headers.get('X-Cache')).not.toBe('HIT');
  });

  it('the language switch (which sets a cookie) is never cached', async () => {
    const res = await get('/_sf/lang', {
      method: 'POST',
      body: new URLSearchParams({ lang: 'es', return: '/published/x' }),
      redirect: 'manual',
    });
    expect(res.headers.get('Set-Cookie')).toContain('appLang=es');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('streams each chunk to the client at once and stores one copy with a Content-Length after the last', async () => {
    const key = cacheKey({ storeId: 999_001, version: 1, hash: null, lang: 'en', host: 'unit.test', path: '/chunks' }, 'unit');
    const waits: Promise<unknown>[] = [];
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const res = storeInCache(key, new Response(readable, { headers: { 'Content-Type': 'text/html' } }), (p) => waits.push(p));
    expect(res.headers.get('X-Cache')).toBe('MISS');
    const reader = res.body!.getReader();
    const writer = writable.getWriter();
    const enc = new TextEncoder();
    void writer.write(enc.encode('<p>first</p>'));
    // The first chunk reaches the client before the page is complete (no waiting for the cache).
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('<p>first</p>');
    expect(waits).toHaveLength(0);
    void writer.write(enc.encode('<p>second</p>'));
    void writer.close();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('<p>second</p>');
    expect((await reader.read()).done).toBe(true);
    await Promise.all(waits);
    const stored = await caches.default.match(key);
    expect(stored?.headers.get('Content-Length')).toBe('25');
    expect(stored?.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(await stored?.text()).toBe('<p>first</p><p>second</p>');
  });

  it('stores nothing when the client goes away before the end', async () => {
    const key = cacheKey({ storeId: 999_002, version: 1, hash: null, lang: 'en', host: 'unit.test', path: '/abandoned' }, 'unit');
    const waits: Promise<unknown>[] = [];
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const res = storeInCache(key, new Response(readable), (p) => waits.push(p));
    const writer = writable.getWriter();
    void writer.write(new TextEncoder().encode('<p>half a page'));
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
    await writer.close().catch(() => undefined);
    expect(waits).toHaveLength(0);
    expect(await caches.default.match(key)).toBeUndefined();
  });

  it('serves a hit from the isolate memory without the Cache API, with the same bytes every time', async () => {
    const key = cacheKey({ storeId: 999_003, version: 1, hash: null, lang: 'en', host: 'unit.test', path: '/memory' }, 'unit');
    const waits: Promise<unknown>[] = [];
    const res = storeInCache(key, new Response('<p>kept</p>', { headers: { 'Content-Type': 'text/html' } }), (p) => waits.push(p));
    expect(await res.text()).toBe('<p>kept</p>');
    await Promise.all(waits);
    expect(memory.get(key.url)).toBeDefined();
    await caches.default.delete(key);
    for (let i = 0; i < 2; i++) {
      const hit = await fromCache(key);
      expect(hit?.headers.get('X-Cache')).toBe('HIT');
      expect(hit?.headers.get('Cache-Control')).toBe('no-cache');
      expect(await hit?.text()).toBe('<p>kept</p>');
    }
    // Another version of the store is another key: never found in memory.
    expect(
      await fromCache(cacheKey({ storeId: 999_003, version: 2, hash: null, lang: 'en', host: 'unit.test', path: '/memory' }, 'unit')),
    ).toBeUndefined();
  });
});
