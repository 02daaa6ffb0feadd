// /media/{key}: the R2 object with its stored type, nosniff and a one-year immutable cache; 404 when missing;
// keys that keyFromMediaUrl refuses are refused without touching R2.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { get, unique } from './fixtures';

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);

describe('media', () => {
  it('streams the object with its content type and immutable caching', async () => {
    const key = `products/${unique('k')}.jpg`;
    await env.MEDIA.put(key, JPEG, { httpMetadata: { contentType: 'image/jpeg' } });
    const res = await get(`/media/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/jpeg');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('Content-Length')).toBe(String(JPEG.length));
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(JPEG);
  });

  it('answers a matching If-None-Match with 304 and HEAD without a body', async () => {
    const key = `products/${unique('k')}.jpg`;
    await env.MEDIA.put(key, JPEG, { httpMetadata: { contentType: 'image/jpeg' } });
    const etag = (await get(`/media/${key}`)).headers.get('ETag')!;
    const again = await get(`/media/${key}`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const head = await get(`/media/${key}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('404 for a missing key', async () => {
    const res = await get(`/media/products/${unique('missing')}.jpg`);
    expect(res.status).toBe(404);
  });

  it.each(['/media/..%2Fsecret', '/media/a..b', '/media/%3Cscript%3E', `/media/${'a'.repeat(201)}`, '/media/'])(
    'refuses the key %s',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
    },
  );

  it('refuses writes', async () => {
    const res = await get('/media/x.jpg', { method: 'PUT', body: 'x' });
    expect(res.status).toBe(405);
  });
});
