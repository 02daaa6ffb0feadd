// Resized copies (storage/variants.ts): made at upload with the Images binding (sharp locally), WebP by their bytes,
// never wider than the original, deleted with it; a refused upload writes none; old images get theirs once through
// the storefront's signed internal call.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Hero } from '@app/contracts';
import {
  keyFromMediaUrl,
  MEDIA_VARIANT_PATH,
  MEDIA_VARIANT_SIGNATURE_HEADER,
  mediaUrl,
  parseVariantKey,
  signVariantRequest,
  smallestCopyUrl,
  variantKey,
  variantKeysOf,
  variantWidthsFor,
} from '@app/db';
import { merchantWithWebsiteFixture } from './fixtures';
import { api } from './helpers';
import { file, form, keyOf, png, r2Keys, svg } from './media';
import { create, del, post, fields } from './product-helpers';
import { sniffImage } from '../src/storage/images';

/** The stored copy: its sniffed type and size, and the type R2 will serve it with. */
async function variant(key: string) {
  const obj = await env.MEDIA.get(key);
  if (!obj) return null;
  return { ...sniffImage(new Uint8Array(await obj.arrayBuffer())), served: obj.httpMetadata?.contentType };
}
const webpOf = (width: number, height: number) => ({ type: 'image/webp', width, height, served: 'image/webp' });

describe('copy keys', () => {
  it('derive from the original, lead back to it, and pass keyFromMediaUrl', () => {
    const original = 'products/0123456789abcdef0123456789abcdef.png';
    const copy = variantKey(original, 640);
    expect(copy).toBe('products/0123456789abcdef0123456789abcdef_png_w640.webp');
    expect(parseVariantKey(copy)).toEqual({ original, width: 640 });
    expect(keyFromMediaUrl(mediaUrl(copy))).toBe(copy);
    expect(parseVariantKey(original)).toBeNull();
    expect(parseVariantKey('products/abc_png_w641.webp')).toBeNull();
  });

  it('give a thumbnail the smallest copy of our originals, and leave copies and foreign URLs as they are', () => {
    const original = mediaUrl('products/0123456789abcdef0123456789abcdef.jpg');
    expect(smallestCopyUrl(original)).toBe('/media/products/0123456789abcdef0123456789abcdef_jpg_w320.webp');
    expect(smallestCopyUrl(`https://shop.example${original}`)).toBe('/media/products/0123456789abcdef0123456789abcdef_jpg_w320.webp');
    const copy = mediaUrl(variantKey('products/ab.png', 640));
    expect(smallestCopyUrl(copy)).toBe(copy);
    expect(smallestCopyUrl('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(smallestCopyUrl('')).toBe('');
  });

  it('name the widths below the original and one at or above it', () => {
    expect(variantWidthsFor(200)).toEqual([320]);
    expect(variantWidthsFor(640)).toEqual([320, 480, 640]);
    expect(variantWidthsFor(900)).toEqual([320, 480, 640, 960]);
    expect(variantWidthsFor(2400)).toEqual([320, 480, 640, 960, 1600]);
  });
});

describe('copies made at upload', () => {
  it('makes WebP copies at each width below the original and one at its own width, and deletes them with it', async () => {
    const site = await merchantWithWebsiteFixture();
    const p = await create(site, { images: [file(png(700, 350))] });
    const key = keyOf(p.image_urls[0]);
    expect(await variant(variantKey(key, 320))).toMatchObject(webpOf(320, 160));
    expect(await variant(variantKey(key, 480))).toMatchObject(webpOf(480, 240));
    expect(await variant(variantKey(key, 640))).toMatchObject(webpOf(640, 320));
    // 960 is past the original: made at the original's 700, never enlarged; 1600 is not made at all.
    expect(await variant(variantKey(key, 960))).toMatchObject(webpOf(700, 350));
    expect(await env.MEDIA.head(variantKey(key, 1600))).toBeNull();

    expect((await del(site, site.websiteId, p.id)).status).toBe(200);
    for (const k of [key, ...variantKeysOf(key)]) expect(await env.MEDIA.head(k)).toBeNull();
  });

  it('makes every width of a hero (the storefront does not know its width)', async () => {
    const site = await merchantWithWebsiteFixture();
    const res = await api('/website/hero', {
      method: 'POST',
      token: site.token,
      body: form({ title: 'T', subtitle: 'S', background_image: file(png(400, 100)) }),
    });
    expect(res.status).toBe(201);
    const key = keyOf(((await res.json()) as Hero).background_image);
    expect(await variant(variantKey(key, 320))).toMatchObject(webpOf(320, 80));
    for (const w of [480, 640, 960, 1600] as const) expect(await variant(variantKey(key, w))).toMatchObject(webpOf(400, 100));
  });

  it('writes nothing, original or copy, when one file of the upload is refused', async () => {
    const site = await merchantWithWebsiteFixture();
    const before = await r2Keys('products/');
    const res = await post(site, site.websiteId, fields({ images: [file(png(400, 400)), file(svg(), 'x.png')] }));
    expect(res.status).toBe(415);
    expect(await r2Keys('products/')).toEqual(before);
  });
});

const ask = (key: string, signature: string) =>
  api(MEDIA_VARIANT_PATH, { method: 'POST', headers: { [MEDIA_VARIANT_SIGNATURE_HEADER]: signature }, body: JSON.stringify({ key }) });

describe(`POST ${MEDIA_VARIANT_PATH}`, () => {
  it("makes an old image's missing copy once, when the storefront's signature comes with it", async () => {
    // An image stored before copies existed: the original alone.
    const original = `products/${crypto.randomUUID().replace(/-/g, '')}.png`;
    await env.MEDIA.put(original, png(500, 250), { httpMetadata: { contentType: 'image/png' } });
    const key = variantKey(original, 320);

    expect((await ask(key, 'f'.repeat(64))).status).toBe(404);
    expect((await ask(key, await signVariantRequest('another-secret', key))).status).toBe(404);
    expect(await env.MEDIA.head(key)).toBeNull();

    const sig = await signVariantRequest(env.PREVIEW_SECRET, key);
    const first = await ask(key, sig);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ key, outcome: 'made' });
    expect(await variant(key)).toMatchObject(webpOf(320, 160));
    expect(await (await ask(key, sig)).json()).toEqual({ key, outcome: 'existed' });
    // Only the asked width was made.
    expect(await env.MEDIA.head(variantKey(original, 640))).toBeNull();
  });

  it('answers 404 for a key that is no copy, a width never made, or a missing original', async () => {
    const keys = ['products/abc.png', 'products/abc_png_w500.webp', `products/${'0'.repeat(32)}_png_w320.webp`];
    for (const key of keys) expect((await ask(key, await signVariantRequest(env.PREVIEW_SECRET, key))).status).toBe(404);
  });
});
