// The R2 port for uploaded images (DESIGN.md §5 Images). Header parsing lives in image-header.ts.
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIDE } from '@app/contracts';
import { ApiError } from '../errors';
import { toHex } from '../lib/crypto';
import { isComplete, sniffImage, type ImageType, type SniffedImage } from './image-header';
import { putVariants, withVariantKeys, type VariantPorts } from './variants';

export { sniffImage, type ImageType, type SniffedImage };

/** An upload that passed every check; nothing has been written yet. */
export interface CheckedImage extends SniffedImage {
  file: Blob;
}
/** An object now in R2. */
export interface StoredImage extends SniffedImage {
  key: string;
}

const MB = MAX_IMAGE_BYTES / (1024 * 1024);

/** A file name fit to quote in a message: no control characters, at most 80 characters. */
const quoted = (name: string) => {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '').trim() || 'image';
  return `"${clean.length > 80 ? `${clean.slice(0, 79)}…` : clean}"`;
};

/**
 * Checks one upload: at most 5 MB (413), an allowed type by its bytes, the whole file there and at most
 * MAX_IMAGE_SIDE pixels a side (415, naming the file). `label` names the file in the 413 message.
 */
export async function checkImage(file: File, label = 'Each image', field = 'images'): Promise<CheckedImage> {
  if (file.size > MAX_IMAGE_BYTES) {
    throw new ApiError(413, 'payload_too_large', `${label} must be at most ${MB} MB`);
  }
  // At most 5 MB: the whole file is read, so a cut-off file is seen as such.
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniffImage(bytes);
  const name = quoted(file.name);
  // The detail names the file (the field and the file name), so a form can mark the one that was refused; a type
  // refusal also names the rule the dashboard checks before uploading, so both read the same in every language.
  const refuse = (code: 'unsupported_image' | 'image_incomplete' | 'image_too_large', message: string, rule?: 'imageType') =>
    new ApiError(415, code, message, [
      { loc: ['body', field, file.name], msg: message.startsWith(name) ? message : `${name}: ${message}`, ...(rule && { rule }) },
    ]);
  if (!sniffed) throw refuse('unsupported_image', 'Only JPEG, PNG, WebP, GIF or AVIF images are allowed', 'imageType');
  if (sniffed.width == null || sniffed.height == null || !isComplete(bytes, sniffed.type)) {
    throw refuse('image_incomplete', `${name} is not a complete image; it may be damaged or cut off`);
  }
  if (sniffed.width > MAX_IMAGE_SIDE || sniffed.height > MAX_IMAGE_SIDE) {
    throw refuse(
      'image_too_large',
      `${name} is ${sniffed.width} x ${sniffed.height} pixels; images can be at most ${MAX_IMAGE_SIDE} pixels on a side`,
    );
  }
  return { ...sniffed, file };
}

/** Checks every upload before anything is written, so one bad file refuses the whole request. */
export async function checkImages(files: File[], label?: string, field?: string): Promise<CheckedImage[]> {
  const out: CheckedImage[] = [];
  for (const f of files) out.push(await checkImage(f, label, field));
  return out;
}

const randomKey = (prefix: string, ext: string) => `${prefix}/${toHex(crypto.getRandomValues(new Uint8Array(16)))}.${ext}`;

/**
 * Puts the images under fresh random keys, each with its resized copies (storage/variants.ts; `everyWidth` as there);
 * if one put or resize fails, everything already put is removed.
 */
export async function putImages(ports: VariantPorts, prefix: string, images: CheckedImage[], everyWidth = false): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const { file, ...meta } of images) {
      const key = randomKey(prefix, meta.ext);
      // The stored type is the sniffed one: it is what /media/{key} will serve.
      await ports.MEDIA.put(key, file, { httpMetadata: { contentType: meta.type } });
      stored.push({ ...meta, key });
      // checkImage has refused any image without a width, so `meta.width` is known here.
      await putVariants(ports, key, file, meta.width!, everyWidth);
    }
  } catch (err) {
    await deleteImages(
      ports.MEDIA,
      stored.map((s) => s.key),
    );
    throw err;
  }
  return stored;
}

/**
 * Deletes originals and their resized copies. Called after D1 no longer points at them (or never did), so a failure only leaves an unreachable
 * object behind: it is logged, not turned into an error for a request whose write already succeeded.
 */
export async function deleteImages(bucket: R2Bucket, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await bucket.delete(withVariantKeys(keys));
  } catch (err) {
    console.error('r2 delete failed', keys, err);
  }
}
