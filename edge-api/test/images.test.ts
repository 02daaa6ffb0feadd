// The R2 image port: type by magic bytes only, size limit, dimensions, put and delete.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@app/contracts';
import { ApiError } from '../src/errors';
import { checkImage, checkImages, deleteImages, putImages, sniffImage } from '../src/storage/images';
import { avif, bigPng, file, ftyp, gif, html, jpeg, png, pngDeclaring, r2Keys, svg, webp, webpExtended, webpLossy } from './media';

async function refusal(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('sniffImage', () => {
  it('recognises each allowed type and reads the size from its header', () => {
    expect(sniffImage(png(1, 1))).toEqual({ type: 'image/png', ext: 'png', width: 1, height: 1 });
    expect(sniffImage(png(40, 7))).toEqual({ type: 'image/png', ext: 'png', width: 40, height: 7 });
    expect(sniffImage(jpeg(640, 480))).toEqual({ type: 'image/jpeg', ext: 'jpg', width: 640, height: 480 });
    expect(sniffImage(gif(3, 5))).toEqual({ type: 'image/gif', ext: 'gif', width: 3, height: 5 });
    expect(sniffImage(webp(2, 3))).toEqual({ type: 'image/webp', ext: 'webp', width: 2, height: 3 });
    expect(sniffImage(webpExtended(1920, 1080))).toEqual({ type: 'image/webp', ext: 'webp', width: 1920, height: 1080 });
    expect(sniffImage(webpLossy(300, 200))).toEqual({ type: 'image/webp', ext: 'webp', width: 300, height: 200 });
    expect(sniffImage(avif(64, 48))).toEqual({ type: 'image/avif', ext: 'avif', width: 64, height: 48 });
    // AVIF as a compatible brand of a generic HEIF file.
    expect(sniffImage(ftyp('mif1', 'mif1', 'avif'))?.type).toBe('image/avif');
  });

  it('skips JPEG fill bytes and segments before the frame header', () => {
    const j = jpeg(10, 20);
    // Insert an APP1 segment (fake EXIF) and a fill byte before SOF0.
    const app1 = Uint8Array.from([0xff, 0xe1, 0x00, 0x06, 1, 2, 3, 4, 0xff]);
    const withExif = new Uint8Array([...j.slice(0, 20), ...app1, ...j.slice(20)]);
    expect(sniffImage(withExif)).toEqual({ type: 'image/jpeg', ext: 'jpg', width: 10, height: 20 });
  });

  it('keeps a type whose header is too short for a size, with unknown dimensions', () => {
    expect(sniffImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ type: 'image/jpeg', ext: 'jpg', width: null, height: null });
    expect(sniffImage(png(1, 1).slice(0, 12))).toEqual({ type: 'image/png', ext: 'png', width: null, height: null });
  });

  it('refuses everything else, whatever it is called', () => {
    expect(sniffImage(html())).toBeNull();
    expect(sniffImage(svg())).toBeNull();
    expect(sniffImage(new TextEncoder().encode('GIF88a'))).toBeNull();
    expect(sniffImage(ftyp('heic', 'mif1', 'heic'))).toBeNull(); // HEIC is not in the list
    expect(sniffImage(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
    expect(sniffImage(Uint8Array.from([0x89, 0x50]))).toBeNull();
  });
});

describe('checkImage', () => {
  it('ignores the file name and the declared Content-Type', async () => {
    const real = await checkImage(file(gif(), 'notes.txt', 'text/plain'));
    expect(real.type).toBe('image/gif');
    const e = await refusal(checkImage(file(html(), 'x.png', 'image/png')));
    expect([e.status, e.code]).toEqual([415, 'unsupported_image']);
    const s = await refusal(checkImage(file(svg(), 'logo.svg', 'image/svg+xml')));
    expect([s.status, s.code]).toEqual([415, 'unsupported_image']);
    // The rule the dashboard checks too, so the refusal reads the same as its own check in every language.
    expect(s.detail).toEqual([{ loc: ['body', 'images', 'logo.svg'], msg: `"logo.svg": ${s.message}`, rule: 'imageType' }]);
  });

  it('takes exactly 5 MB and refuses one byte more with 413', async () => {
    expect((await checkImage(file(bigPng(MAX_IMAGE_BYTES)))).type).toBe('image/png');
    const e = await refusal(checkImage(file(bigPng(MAX_IMAGE_BYTES + 1))));
    expect([e.status, e.code, e.message]).toEqual([413, 'payload_too_large', 'Each image must be at most 5 MB']);
  });

  it('refuses a file cut off after its first bytes with 415 image_incomplete, naming the file', async () => {
    const cut: [string, Uint8Array][] = [
      ['three.jpg', Uint8Array.from([0xff, 0xd8, 0xff])],
      ['scan.jpg', jpeg(30, 20).slice(0, -2)], // frame header there, end of image missing
      ['half.png', png(8, 8).slice(0, 60)],
      ['header.png', png(8, 8).slice(0, 33)],
      ['short.gif', gif(2, 2).slice(0, 12)],
      ['cut.gif', gif(2, 2).slice(0, -1)],
      ['cut.webp', webp(2, 3).slice(0, -2)],
      ['nodata.avif', ftyp('avif', 'avif', 'mif1')],
      ['cut.avif', avif().slice(0, -1)],
    ];
    for (const [name, data] of cut) {
      const e = await refusal(checkImage(file(data, name, 'image/png')));
      expect([name, e.status, e.code]).toEqual([name, 415, 'image_incomplete']);
      expect(e.message).toBe(`"${name}" is not a complete image; it may be damaged or cut off`);
      expect(e.detail).toEqual([{ loc: ['body', 'images', name], msg: e.message }]);
    }
  });

  it('refuses more than 12,000 pixels on a side with 415 image_too_large, and takes exactly 12,000', async () => {
    const e = await refusal(checkImage(file(pngDeclaring(50_000, 50_000), 'huge.png')));
    expect([e.status, e.code, e.message]).toEqual([
      415,
      'image_too_large',
      '"huge.png" is 50000 x 50000 pixels; images can be at most 12000 pixels on a side',
    ]);
    expect((await refusal(checkImage(file(pngDeclaring(12_001, 10), 'wide.png')))).code).toBe('image_too_large');
    expect((await refusal(checkImage(file(pngDeclaring(0x7fffffff, 0x7fffffff), 'max.png')))).code).toBe('image_too_large');
    expect((await refusal(checkImage(file(jpeg(10, 12_001), 'tall.jpg')))).code).toBe('image_too_large');
    expect((await refusal(checkImage(file(webpExtended(16_000, 10), 'w.webp')))).code).toBe('image_too_large');
    expect((await refusal(checkImage(file(avif(20_000, 10), 'a.avif')))).code).toBe('image_too_large');
    expect(await checkImage(file(pngDeclaring(12_000, 12_000), 'max.png'))).toMatchObject({ width: 12_000, height: 12_000 });
  });

  it('takes every whole image of each type, with its size', async () => {
    const made = [png(3, 2), jpeg(3, 2), gif(3, 2), webp(3, 2), webpExtended(3, 2), webpLossy(3, 2), avif(3, 2)];
    for (const data of made) expect(await checkImage(file(data))).toMatchObject({ width: 3, height: 2 });
  });

  it('refuses the whole set when one file is bad', async () => {
    const e = await refusal(checkImages([file(png()), file(jpeg()), file(svg(), 'a.jpg', 'image/jpeg')]));
    expect(e.status).toBe(415);
  });
});

describe('putImages / deleteImages', () => {
  it('stores under a random key with the sniffed type, and deletes', async () => {
    const checked = await checkImages([file(png(2, 2), 'a.gif', 'image/gif'), file(webp(), 'b.png', 'image/png')]);
    const stored = await putImages(env, 'test-images', checked);
    expect(stored.map((s) => s.type)).toEqual(['image/png', 'image/webp']);
    for (const s of stored) expect(s.key).toMatch(/^test-images\/[0-9a-f]{32}\.(png|webp)$/);
    expect(stored[0].key).not.toBe(stored[1].key);

    const obj = await env.MEDIA.get(stored[0].key);
    expect(obj?.httpMetadata?.contentType).toBe('image/png');
    expect(new Uint8Array(await obj!.arrayBuffer())).toEqual(png(2, 2));
    expect(stored[0]).toMatchObject({ width: 2, height: 2 });

    await deleteImages(
      env.MEDIA,
      stored.map((s) => s.key),
    );
    expect(await r2Keys('test-images/')).toEqual([]);
    await deleteImages(env.MEDIA, []); // nothing to do, no error
  });
});
