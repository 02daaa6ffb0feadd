// Small real image files built byte by byte, and multipart helpers, for the image, hero and product tests.
import { env } from 'cloudflare:test';

const enc = new TextEncoder();
const bytes = (...parts: (number[] | Uint8Array | string)[]) => {
  const arrays = parts.map((p) => (typeof p === 'string' ? enc.encode(p) : p instanceof Uint8Array ? p : Uint8Array.from(p)));
  const out = new Uint8Array(arrays.reduce((n, a) => n + a.length, 0));
  let at = 0;
  for (const a of arrays) {
    out.set(a, at);
    at += a.length;
  }
  return out;
};
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const le32 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];
const le16 = (n: number) => [n & 255, (n >>> 8) & 255];
const be16 = (n: number) => [(n >>> 8) & 255, n & 255];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Uint8Array) => {
  let c = 0xffffffff;
  for (const x of b) c = CRC_TABLE[(c ^ x) & 255] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const adler32 = (b: Uint8Array) => {
  let a = 1;
  let s = 0;
  for (const x of b) {
    a = (a + x) % 65521;
    s = (s + a) % 65521;
  }
  return ((s << 16) | a) >>> 0;
};
const chunk = (type: string, data: Uint8Array) => {
  const body = bytes(type, data);
  return bytes(be32(data.length), body, be32(crc32(body)));
};

/** A complete, decodable PNG (RGBA, zlib "stored" blocks, so no compressor is needed). `seed` varies the pixels. */
export function png(width = 1, height = 1, seed = 0): Uint8Array {
  const row = 1 + width * 4;
  const raw = new Uint8Array(row * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width * 4; x++) raw[y * row + 1 + x] = (x + y + seed) & 255;
  const blocks: (number[] | Uint8Array)[] = [[0x78, 0x01]];
  for (let at = 0; at < raw.length || at === 0; at += 65535) {
    const part = raw.subarray(at, at + 65535);
    const last = at + 65535 >= raw.length ? 1 : 0;
    blocks.push([last, ...le16(part.length), ...le16(~part.length & 0xffff)], part);
    if (raw.length === 0) break;
  }
  blocks.push(be32(adler32(raw)));
  const ihdr = bytes(be32(width), be32(height), [8, 6, 0, 0, 0]);
  return bytes([0x89], 'PNG\r\n\x1a\n', chunk('IHDR', ihdr), chunk('IDAT', bytes(...blocks)), chunk('IEND', new Uint8Array()));
}

/** JPEG header: SOI, a JFIF APP0 segment, a baseline frame header (SOF0) with the size, EOI. */
export const jpeg = (width = 3, height = 2) =>
  bytes(
    [0xff, 0xd8, 0xff, 0xe0, ...be16(16)],
    'JFIF\0',
    [1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xc0, ...be16(17), 8, ...be16(height), ...be16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    [0xff, 0xd9],
  );

/** The classic 1x1 GIF89a, with the logical screen size patched in. */
export const gif = (width = 1, height = 1) =>
  bytes(
    'GIF89a',
    le16(width),
    le16(height),
    [0x80, 0, 0, 255, 255, 255, 0, 0, 0, 0x21, 0xf9, 4, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b],
  );

const riff = (chunkType: string, data: Uint8Array) => bytes('RIFF', le32(4 + 8 + data.length), 'WEBP', chunkType, le32(data.length), data);

/** Lossless WebP header (VP8L): signature byte then 14-bit width-1 and height-1. */
export function webp(width = 2, height = 3): Uint8Array {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  return riff('VP8L', bytes([0x2f], le32(bits), [0, 0, 0]));
}
/** Extended WebP header (VP8X): 24-bit canvas width-1 and height-1. */
export const webpExtended = (width: number, height: number) =>
  riff('VP8X', bytes([0, 0, 0, 0], le32(width - 1).slice(0, 3), le32(height - 1).slice(0, 3)));
/** Lossy WebP header (VP8): frame tag, start code 9D 01 2A, 14-bit width and height. */
export const webpLossy = (width: number, height: number) =>
  riff('VP8 ', bytes([0x10, 0x02, 0], [0x9d, 0x01, 0x2a], le16(width), le16(height), [0, 0]));

/** ISO-BMFF ftyp box with the given major and compatible brands (AVIF: avif; HEIC: heic). */
export const ftyp = (major: string, ...compatible: string[]) =>
  bytes(be32(16 + 4 * compatible.length), 'ftyp', major, [0, 0, 0, 0], ...compatible);
const box = (type: string, ...parts: (number[] | Uint8Array)[]) => {
  const body = bytes(...parts);
  return bytes(be32(8 + body.length), type, body);
};
/** A whole AVIF file: ftyp, a meta box whose `ispe` property gives the size, and the media data. */
export const avif = (width = 4, height = 3) =>
  bytes(
    ftyp('avif', 'avif', 'mif1', 'miaf'),
    box('meta', [0, 0, 0, 0], box('iprp', box('ipco', box('ispe', [0, 0, 0, 0], be32(width), be32(height))))),
    box('mdat', [1, 2, 3, 4]),
  );

/** A whole PNG whose header declares another size than its pixels (what a decompression bomb looks like). */
export function pngDeclaring(width: number, height: number): Uint8Array {
  const p = png(1, 1);
  p.set([...be32(width), ...be32(height)], 16);
  return p;
}

export const html = () => enc.encode('<!doctype html><html><body><script>alert(1)</script></body></html>');
export const svg = () =>
  enc.encode('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>');

/** A valid PNG of exactly `size` bytes: the padding is a private ancillary chunk before IEND, as an encoder may write. */
export function bigPng(size: number): Uint8Array {
  const small = png(1, 1);
  const iend = small.length - 12;
  const pad = chunk('prVt', new Uint8Array(Math.max(0, size - small.length - 12)));
  return bytes(small.subarray(0, iend), pad, small.subarray(iend));
}

export const file = (data: Uint8Array, name = 'photo.png', type = 'image/png') => new File([data], name, { type });

/** Multipart body: string values as fields, File values as files, arrays as repeated fields. */
export function form(values: Record<string, string | File | (string | File)[] | undefined>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) fd.append(k, item);
  }
  return fd;
}

/** Keys currently in R2 under a prefix (the bucket is shared by every test in a file). */
export async function r2Keys(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.MEDIA.list({ prefix, cursor });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys.sort();
}

export const keyOf = (url: string) => url.replace(/^\/media\//, '');
