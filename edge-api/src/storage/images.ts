// The R2 port for uploaded images (DESIGN.md §5 Images).
// The type is decided by magic bytes only: a file's name and its Content-Type are chosen by the client and an HTML or
// SVG file named x.png must never be stored (and later served from our origin) as an image.
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@app/contracts';
import { ApiError } from '../errors';
import { toHex } from '../lib/crypto';

export type ImageType = (typeof IMAGE_TYPES)[number];

export interface SniffedImage {
  type: ImageType;
  ext: string;
  width: number | null;
  height: number | null;
}
/** An upload that passed every check; nothing has been written yet. */
export interface CheckedImage extends SniffedImage {
  file: Blob;
}
/** An object now in R2. */
export interface StoredImage extends SniffedImage {
  key: string;
}

// Enough for the dimensions of nearly every JPEG (EXIF/ICC segments come before the frame header) without reading
// the whole file; a JPEG whose frame header lies further in is still accepted, with unknown dimensions.
const HEAD_BYTES = 256 * 1024;
const MB = MAX_IMAGE_BYTES / (1024 * 1024);

const ascii = (b: Uint8Array, at: number, s: string) => {
  if (b.length < at + s.length) return false;
  for (let i = 0; i < s.length; i++) if (b[at + i] !== s.charCodeAt(i)) return false;
  return true;
};
const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u16le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) >>> 0) + ((b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]);
// Zero or absurd sizes come from truncated or crafted headers: report them as unknown rather than store nonsense.
const dim = (n: number) => (Number.isSafeInteger(n) && n > 0 && n <= 1_000_000 ? n : null);
const sized = (type: ImageType, ext: string, w: number | null, h: number | null): SniffedImage => {
  const width = w == null ? null : dim(w);
  const height = h == null ? null : dim(h);
  return width != null && height != null ? { type, ext, width, height } : { type, ext, width: null, height: null };
};

/** The image type (and, where the header makes it cheap, the size) of these leading bytes; null if not an allowed image. */
export function sniffImage(b: Uint8Array): SniffedImage | null {
  if (b.length >= 8 && b[0] === 0x89 && ascii(b, 1, 'PNG\r\n\x1a\n')) {
    // The first chunk must be IHDR: width and height are its first two 32-bit big-endian fields.
    return ascii(b, 12, 'IHDR') && b.length >= 24 ? sized('image/png', 'png', u32be(b, 16), u32be(b, 20)) : sized('image/png', 'png', null, null);
  }
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    const d = jpegSize(b);
    return sized('image/jpeg', 'jpg', d?.[0] ?? null, d?.[1] ?? null);
  }
  if (ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a')) {
    return b.length >= 10 ? sized('image/gif', 'gif', u16le(b, 6), u16le(b, 8)) : sized('image/gif', 'gif', null, null);
  }
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) {
    const d = webpSize(b);
    return sized('image/webp', 'webp', d?.[0] ?? null, d?.[1] ?? null);
  }
  if (isAvif(b)) return sized('image/avif', 'avif', null, null);
  return null;
}

/** Walks the JPEG segments up to the first frame header (SOFn), which holds height then width. */
function jpegSize(b: Uint8Array): [number, number] | null {
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
      return [u16be(b, i + 7), u16be(b, i + 5)];
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

/**
 * Checks one upload: at most 5 MB (413), an allowed type by its bytes (415). Reads only the header.
 * `label` names the file in the 413 message ("Each image", "The background image").
 */
export async function checkImage(file: File, label = 'Each image'): Promise<CheckedImage> {
  if (file.size > MAX_IMAGE_BYTES) {
    throw new ApiError(413, 'payload_too_large', `${label} must be at most ${MB} MB`);
  }
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const sniffed = sniffImage(head);
  if (!sniffed) {
    throw new ApiError(415, 'unsupported_image', `Only JPEG, PNG, WebP, GIF or AVIF images are allowed`);
  }
  return { ...sniffed, file };
}

/** Checks every upload before anything is written, so one bad file refuses the whole request. */
export async function checkImages(files: File[], label?: string): Promise<CheckedImage[]> {
  const out: CheckedImage[] = [];
  for (const f of files) out.push(await checkImage(f, label));
  return out;
}

const randomKey = (prefix: string, ext: string) => `${prefix}/${toHex(crypto.getRandomValues(new Uint8Array(16)))}.${ext}`;

/** Puts the images under fresh random keys; if one put fails the ones already put are removed. */
export async function putImages(bucket: R2Bucket, prefix: string, images: CheckedImage[]): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const { file, ...meta } of images) {
      const key = randomKey(prefix, meta.ext);
      // The stored type is the sniffed one: it is what /media/{key} will serve.
      await bucket.put(key, file, { httpMetadata: { contentType: meta.type } });
      stored.push({ ...meta, key });
    }
  } catch (err) {
    await deleteImages(bucket, stored.map((s) => s.key));
    throw err;
  }
  return stored;
}

/**
 * Deletes objects. Called after D1 no longer points at them (or never did), so a failure only leaves an unreachable
 * object behind: it is logged, not turned into an error for a request whose write already succeeded.
 */
export async function deleteImages(bucket: R2Bucket, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await bucket.delete(keys);
  } catch (err) {
    console.error('r2 delete failed', keys, err);
  }
}
