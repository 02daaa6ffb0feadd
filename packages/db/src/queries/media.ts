// Public URL of an R2 object; storefront-worker serves /media/{key} (the front door routes it there).
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '@app/contracts/constants';

const MEDIA_PREFIX = '/media/';
export const mediaUrl = (key: string) => `${MEDIA_PREFIX}${key}`;
/** A hero's image URL; '' for a hero without an image (a new store's starter hero keeps the key '' too). */
export const heroImageUrl = (key: string) => (key ? mediaUrl(key) : '');
/** The R2 key of one of our media URLs, or null for anything else (foreign URLs are never trusted as keys). */
export function keyFromMediaUrl(url: string): string | null {
  const path = url.startsWith('http') ? safePath(url) : url;
  if (!path || !path.startsWith(MEDIA_PREFIX)) return null;
  const key = path.slice(MEDIA_PREFIX.length);
  return /^[a-z0-9/_-]{1,200}(\.[a-z0-9]{2,5})?$/i.test(key) && !key.includes('..') ? key : null;
}
function safePath(url: string): string | null {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

// Resized WebP copies live beside their original under a key derived from it, so neither D1 nor the storefront needs
// to store anything to find them: `products/ab12.png` -> `products/ab12_png_w640.webp` (the original's extension is
// kept in the name, so the original can be found again from a variant's key alone). Original keys are random hex.
const VARIANT_KEY = /^(.+)_([a-z0-9]{2,5})_w(\d{3,4})\.webp$/i;

/** The key of the `width`-wide WebP copy of the original `key`. */
export const variantKey = (key: string, width: ImageVariantWidth) => `${key.replace(/\.([a-z0-9]{2,5})$/i, '_$1')}_w${width}.webp`;

/** Every variant key an original can have: what is deleted with it. */
export const variantKeysOf = (key: string) => IMAGE_VARIANT_WIDTHS.map((w) => variantKey(key, w));

/** The original and width a variant key names, or null when `key` is not one (or names a width we never make). */
export function parseVariantKey(key: string): { original: string; width: ImageVariantWidth } | null {
  const m = VARIANT_KEY.exec(key);
  const width = Number(m?.[3]) as ImageVariantWidth;
  if (!m || !IMAGE_VARIANT_WIDTHS.includes(width)) return null;
  return { original: `${m[1]}.${m[2]}`, width };
}

/**
 * The variant widths to make for an original `width` pixels wide: each width below it, and the first one at or above
 * it (made at the original's own width, never enlarged), so the largest copy is as sharp as the original allows.
 */
export function variantWidthsFor(width: number): ImageVariantWidth[] {
  const below = IMAGE_VARIANT_WIDTHS.filter((w) => w < width);
  const cap = IMAGE_VARIANT_WIDTHS.find((w) => w >= width);
  return cap ? [...below, cap] : below;
}

/**
 * The URL of the smallest copy of one of our media images (320 px wide, or the original's own width when narrower:
 * every original has it, see variantWidthsFor), for a thumbnail; any other URL (a copy already, a foreign URL) as it
 * is. Client code (the cart's line pictures) imports it through `@app/db/media`, which pulls in no database code.
 */
export function smallestCopyUrl(url: string): string {
  const key = keyFromMediaUrl(url);
  if (!key || parseVariantKey(key) || !/\.[a-z0-9]{2,5}$/i.test(key)) return url;
  return mediaUrl(variantKey(key, IMAGE_VARIANT_WIDTHS[0]));
}

/**
 * The storefront asks edge-api to make a missing variant (storefront-worker is read-only on R2). The front door passes
 * every header of the internet through to edge-api, so only a signature under a secret both Workers hold (the preview
 * secret, under a key derived for this purpose alone) tells edge-api the call came from the storefront.
 */
export const MEDIA_VARIANT_PATH = '/internal/media-variants';
export const MEDIA_VARIANT_SIGNATURE_HEADER = 'X-Media-Signature';

async function variantKeyHmac(secret: string): Promise<CryptoKey> {
  const raw = new TextEncoder().encode(`media-variants:${secret}`);
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** The signature the storefront sends with a request for the variant `key`. */
export async function signVariantRequest(secret: string, key: string): Promise<string> {
  return hex(await crypto.subtle.sign('HMAC', await variantKeyHmac(secret), new TextEncoder().encode(key)));
}

/** True when `signature` is the storefront's for `key` (compared in constant time by WebCrypto). */
export async function verifyVariantRequest(secret: string, key: string, signature: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  const bytes = new Uint8Array(signature.match(/../g)!.map((h) => parseInt(h, 16)));
  return crypto.subtle.verify('HMAC', await variantKeyHmac(secret), bytes, new TextEncoder().encode(key));
}
