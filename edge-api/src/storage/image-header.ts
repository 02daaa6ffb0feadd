// Image headers: the type by magic bytes, the dimensions from each format's own header, and whether the file is whole.
// The type is decided by magic bytes only: a file's name and its Content-Type are chosen by the client and an HTML or
// SVG file named x.png must never be stored (and later served from our origin) as an image.
import type { IMAGE_TYPES } from '@app/contracts';

export type ImageType = (typeof IMAGE_TYPES)[number];

export interface SniffedImage {
  type: ImageType;
  ext: string;
  /** Null when the header is too short or damaged to say. */
  width: number | null;
  height: number | null;
}

const ascii = (b: Uint8Array, at: number, s: string) => {
  if (at < 0 || b.length < at + s.length) return false;
  for (let i = 0; i < s.length; i++) if (b[at + i] !== s.charCodeAt(i)) return false;
  return true;
};
const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u16le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);
const u32le = (b: Uint8Array, at: number) => (u24le(b, at) + b[at + 3] * 0x1000000) >>> 0;
const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) >>> 0) + ((b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]);
// A zero size comes from a truncated or crafted header: unknown. Huge sizes are kept, for the caller to refuse by name.
const dim = (n: number) => (Number.isSafeInteger(n) && n > 0 ? n : null);
const sized = (type: ImageType, ext: string, d: [number, number] | null): SniffedImage => {
  const width = d ? dim(d[0]) : null;
  const height = d ? dim(d[1]) : null;
  return width != null && height != null ? { type, ext, width, height } : { type, ext, width: null, height: null };
};

/** The image type and (when the header is all there) the size of these bytes; null if not an allowed image. */
export function sniffImage(b: Uint8Array): SniffedImage | null {
  if (b.length >= 8 && b[0] === 0x89 && ascii(b, 1, 'PNG\r\n\x1a\n')) {
    // The first chunk must be IHDR (13 bytes): width and height are its first two 32-bit big-endian fields.
    const ihdr = b.length >= 24 && u32be(b, 8) === 13 && ascii(b, 12, 'IHDR');
    return sized('image/png', 'png', ihdr ? [u32be(b, 16), u32be(b, 20)] : null);
  }
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return sized('image/jpeg', 'jpg', jpegFrame(b)?.size ?? null);
  if (ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a')) {
    // The logical screen descriptor ends at byte 13.
    return sized('image/gif', 'gif', b.length >= 13 ? [u16le(b, 6), u16le(b, 8)] : null);
  }
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) return sized('image/webp', 'webp', webpSize(b));
  if (isAvif(b)) return sized('image/avif', 'avif', avifSize(b));
  return null;
}

/** Whether the bytes hold the whole file, not only a header: each format's end marker or declared length is there. */
export function isComplete(b: Uint8Array, type: ImageType): boolean {
  switch (type) {
    case 'image/png':
      // IEND is the last chunk (12 bytes); a little trailing padding is tolerated.
      return lastIndexOf(b, [0x49, 0x45, 0x4e, 0x44], Math.max(33, b.length - 1024)) >= 0;
    case 'image/jpeg': {
      // FF D9 cannot occur inside entropy-coded data (FF is stuffed as FF 00), so an EOI after the frame header means the
      // scan data was not cut off.
      const frame = jpegFrame(b);
      return frame != null && lastIndexOf(b, [0xff, 0xd9], frame.end) >= 0;
    }
    case 'image/gif': {
      let end = b.length - 1;
      while (end > 13 && b[end] === 0) end--;
      return b[end] === 0x3b; // the trailer
    }
    case 'image/webp':
      // The RIFF size counts everything after its first 8 bytes.
      return b.length >= 12 && u32le(b, 4) + 8 <= b.length;
    case 'image/avif':
      return bmffComplete(b);
  }
}

function lastIndexOf(b: Uint8Array, seq: number[], from: number): number {
  for (let i = b.length - seq.length; i >= from; i--) {
    let j = 0;
    while (j < seq.length && b[i + j] === seq[j]) j++;
    if (j === seq.length) return i;
  }
  return -1;
}

/** Walks the JPEG segments up to the first frame header (SOFn), which holds height then width. */
function jpegFrame(b: Uint8Array): { size: [number, number]; end: number } | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    // Standalone markers carry no length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / start of scan: no frame header before it
    const len = u16be(b, i + 2);
    if (len < 2) return null;
    // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { size: [u16be(b, i + 7), u16be(b, i + 5)], end: i + 2 + len };
    }
    i += 2 + len;
  }
  return null;
}

function webpSize(b: Uint8Array): [number, number] | null {
  if (ascii(b, 12, 'VP8X') && b.length >= 30) return [u24le(b, 24) + 1, u24le(b, 27) + 1];
  if (ascii(b, 12, 'VP8L') && b.length >= 25 && b[20] === 0x2f) {
    const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  // Lossy: a key frame starts with the 9D 01 2A start code, then 14-bit width and height.
  if (ascii(b, 12, 'VP8 ') && b.length >= 30 && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return [u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff];
  }
  return null;
}

/** ISO-BMFF with an `avif`/`avis` brand (major or compatible); HEIC and other brands of the same container are refused. */
function isAvif(b: Uint8Array): boolean {
  if (b.length < 16 || !ascii(b, 4, 'ftyp')) return false;
  const boxEnd = Math.min(u32be(b, 0), b.length, 256);
  const brand = (at: number) => ascii(b, at, 'avif') || ascii(b, at, 'avis');
  if (brand(8)) return true;
  for (let at = 16; at + 4 <= boxEnd; at += 4) if (brand(at)) return true;
  return false;
}

/** The first `ispe` property (image spatial extents: version/flags, then 32-bit width and height) inside `meta`. */
function avifSize(b: Uint8Array): [number, number] | null {
  const limit = Math.min(b.length, 64 * 1024);
  for (let at = 4; at + 16 <= limit; at++) {
    if (ascii(b, at, 'ispe') && u32be(b, at - 4) >= 20) return [u32be(b, at + 8), u32be(b, at + 12)];
  }
  return null;
}

/** Every top-level box fits in the file, and the media data box is among them. */
function bmffComplete(b: Uint8Array): boolean {
  let at = 0;
  let mdat = false;
  while (at < b.length) {
    if (at + 8 > b.length) return false;
    let size = u32be(b, at);
    if (size === 1) {
      if (at + 16 > b.length) return false;
      size = u32be(b, at + 8) * 0x100000000 + u32be(b, at + 12);
    } else if (size === 0) size = b.length - at;
    if (size < 8 || at + size > b.length) return false;
    if (ascii(b, at + 4, 'mdat')) mdat = true;
    at += size;
  }
  return mdat;
}
