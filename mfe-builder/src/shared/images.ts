// The builder's own image checks, before an upload (the server checks again by magic bytes).
import { IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES, MESSAGES } from '@app/contracts';
import { LOCAL } from './messages';

/** The English message for a file that cannot be uploaded as an image, or null when it can. */
export function imageProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return LOCAL.notAnImage;
  if (file.size > MAX_IMAGE_BYTES) return LOCAL.imageTooLarge;
  return null;
}

/**
 * Adds picked files to a product's images: a pick that would make more than 5 in all is refused whole
 * ("You can upload a maximum of 5 images."), as is one holding a file that is not an image.
 */
export function addImages(current: number, picked: File[]): { ok: true; files: File[] } | { ok: false; error: string } {
  if (current + picked.length > MAX_PRODUCT_IMAGES) return { ok: false, error: MESSAGES.maxImages };
  for (const f of picked) {
    const problem = imageProblem(f);
    if (problem) return { ok: false, error: problem };
  }
  return { ok: true, files: picked };
}
