// The resized WebP copies of an uploaded image (DESIGN.md §5): made once by the Images binding, at upload or on the
// storefront's first request for an old image's copy, and stored in R2 under keys derived from the original's
// (@app/db variantKey), so nothing in D1 records them. Never a resize per shopper request.
import { IMAGE_VARIANT_QUALITY, IMAGE_VARIANT_TYPE, IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '@app/contracts';
import { variantKey, variantKeysOf, variantWidthsFor } from '@app/db';

export interface VariantPorts {
  MEDIA: R2Bucket;
  IMAGES: ImagesBinding;
}

/**
 * One copy, `width` wide, as WebP; null when the Images binding cannot decode the original. Such a file passed our
 * header checks (storage/image-header.ts) and browsers may still show it, so it is kept and served as uploaded.
 */
async function resize(images: ImagesBinding, bytes: ArrayBuffer, width: number): Promise<ArrayBuffer | null> {
  try {
    const out = await images
      .input(new Blob([bytes]).stream())
      // scale-down never enlarges, whatever the width asked (a camera photo turned by its EXIF orientation may be
      // narrower than the width its header gave).
      .transform({ width, fit: 'scale-down' })
      .output({ format: IMAGE_VARIANT_TYPE, quality: IMAGE_VARIANT_QUALITY });
    // R2 needs a length up front, which the transformed stream does not carry.
    return await out.response().arrayBuffer();
  } catch (err) {
    console.warn('image resize failed', width, err instanceof Error ? err.message : err);
    return null;
  }
}

/** Puts the `w` copy (never wider than the original's `originalWidth`); false when the original cannot be resized. */
async function putVariant(ports: VariantPorts, key: string, bytes: ArrayBuffer, originalWidth: number, w: ImageVariantWidth) {
  const body = await resize(ports.IMAGES, bytes, Math.min(w, originalWidth));
  if (!body) return false;
  await ports.MEDIA.put(variantKey(key, w), body, { httpMetadata: { contentType: IMAGE_VARIANT_TYPE } });
  return true;
}

/**
 * Makes the copies of a just-stored original, one after another (an upload is not a hot path, and it keeps one
 * resize in memory at a time). `everyWidth` (the hero, whose width the storefront does not know) makes all of them,
 * those past the original's width at its own width; otherwise only the ones a srcset will name.
 */
export async function putVariants(ports: VariantPorts, key: string, file: Blob, originalWidth: number, everyWidth = false) {
  const bytes = await file.arrayBuffer();
  for (const w of everyWidth ? IMAGE_VARIANT_WIDTHS : variantWidthsFor(originalWidth)) {
    // An original the resizer cannot read will not do better at another width.
    if (!(await putVariant(ports, key, bytes, originalWidth, w))) return;
  }
}

export type VariantOutcome = 'made' | 'existed' | 'no_original' | 'unreadable';

/**
 * Makes one missing copy of an original already in R2 (images stored before copies existed). A copy already there
 * is left as it is, so repeated asks for one copy cost one resize.
 */
export async function ensureVariant(ports: VariantPorts, original: string, w: ImageVariantWidth): Promise<VariantOutcome> {
  if (await ports.MEDIA.head(variantKey(original, w))) return 'existed';
  const obj = await ports.MEDIA.get(original);
  if (!obj) return 'no_original';
  const bytes = await obj.arrayBuffer();
  const info = await ports.IMAGES.info(new Blob([bytes]).stream()).catch(() => null);
  if (!info || !('width' in info)) return 'unreadable';
  return (await putVariant(ports, original, bytes, info.width, w)) ? 'made' : 'unreadable';
}

/** The originals' keys and every copy each can have (deleting a key that was never made is harmless in R2). */
export const withVariantKeys = (keys: string[]) => keys.flatMap((k) => [k, ...variantKeysOf(k)]);
