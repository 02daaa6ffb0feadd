// /media/{copy}: a resized copy served from R2 like any object; an old image's missing copy asked of edge-api once
// (signed, over the API binding) and then served from R2; the original under a short cache when no copy can be made.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MEDIA_VARIANT_PATH, signVariantRequest, variantKey } from '@app/db';
import { get, unique } from './fixtures';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The copy requests the fake edge-api (vitest.config.ts) received for `key`. */
async function callsFor(key: string): Promise<{ key: string; signature: string | null }[]> {
  const res = await env.API.fetch(`https://edge-api${MEDIA_VARIANT_PATH}`);
  return ((await res.json()) as { key: string; signature: string | null }[]).filter((c) => c.key === key);
}

const original = async (name: string) => {
  const key = `products/${unique(name).replace(/[^a-z0-9]/gi, '')}.png`;
  await env.MEDIA.put(key, PNG, { httpMetadata: { contentType: 'image/png' } });
  return key;
};

describe('media copies', () => {
  it('serves a stored copy from R2 with its type and immutable caching, without asking edge-api', async () => {
    const key = variantKey(await original('stored'), 640);
    await env.MEDIA.put(key, 'webp-bytes', { httpMetadata: { contentType: 'image/webp' } });
    const res = await get(`/media/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/webp');
    expect(res.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(await res.text()).toBe('webp-bytes');
    expect(await callsFor(key)).toEqual([]);
  });

  it("has an old image's missing copy made once, then serves it from R2", async () => {
    const key = variantKey(await original('old'), 320);
    const first = await get(`/media/${key}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('image/webp');
    expect(first.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(new TextDecoder().decode((await first.arrayBuffer()).slice(8, 12))).toBe('WEBP');
    expect(await callsFor(key)).toEqual([{ key, signature: await signVariantRequest(env.PREVIEW_SECRET, key) }]);

    const second = await get(`/media/${key}`);
    expect(second.status).toBe(200);
    expect(second.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(await callsFor(key)).toHaveLength(1);
  });

  it('serves the original under a short cache when the copy cannot be made', async () => {
    const orig = await original('unreadable');
    const res = await get(`/media/${variantKey(orig, 960)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
  });

  it('404 for a copy of a missing original, and for a width never made, without asking edge-api', async () => {
    const none = `products/${'0'.repeat(32)}_png_w320.webp`;
    expect((await get(`/media/${none}`)).status).toBe(404);
    expect(await callsFor(none)).toEqual([]);
    const odd = `${(await original('odd')).replace('.png', '_png')}_w500.webp`;
    expect((await get(`/media/${odd}`)).status).toBe(404);
    expect(await callsFor(odd)).toEqual([]);
  });
});
