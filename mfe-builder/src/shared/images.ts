// The builder's own image checks, before an upload (the server checks again by magic bytes).
import { IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES, type RuleMessage } from '@app/contracts';

/** The rule a file breaks when it cannot be uploaded as an image, or null when it can. */
export function imageProblem(file: File): RuleMessage | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return { rule: 'imageType' };
  if (file.size > MAX_IMAGE_BYTES) return { rule: 'imageSize', params: { mb: MAX_IMAGE_BYTES / 1024 / 1024 } };
  return null;
}

/** A file that was not added, and why (translated where shown). */
export interface Refused {
  name: string;
  reason: RuleMessage;
}

/**
 * Adds picked files to a product's images: the images among them are added, each other file is named and left out;
 * a pick that would make more than 5 in all adds nothing ("You can upload a maximum of 5 images.").
 */
export function addImages(current: number, picked: File[]): { files: File[]; refused: Refused | null } {
  const refused = picked.map((f) => ({ name: f.name, reason: imageProblem(f) })).find((r) => r.reason !== null);
  const files = picked.filter((f) => imageProblem(f) === null);
  if (current + files.length > MAX_PRODUCT_IMAGES)
    return { files: [], refused: { name: '', reason: { rule: 'maxImages', params: { max: MAX_PRODUCT_IMAGES } } } };
  return { files, refused: refused ? { name: refused.name, reason: refused.reason! } : null };
}
