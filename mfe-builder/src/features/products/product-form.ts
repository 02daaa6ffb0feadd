// Product form rules (SPEC §5): name, description, price, stock, category and at least one image, else
// "Please fill in all fields." (and, at each missing one, what it needs); at most 5 images in all; price and stock are numbers. The fields are the contracts'
// productSchema's: a field added there is in the form's values and the saved body with no change here.
import { MAX_PRODUCT_IMAGES, TRUNCATE, productSchema, type Product, type ProductInput } from '@app/contracts';
import { formError } from '@app/remote-kit';

/** The schema's fields, in its order: the form's values, the edit form's start and the multipart body follow them. */
export const PRODUCT_FIELDS = Object.keys(productSchema.fields) as (keyof ProductInput)[];

/** A number field is '' while empty (a form input's value), so "missing" is not read as 0. */
export type ProductValues = { [K in keyof ProductInput]: ProductInput[K] extends number ? number | '' : ProductInput[K] } & {
  /** Saved images kept (edit only) */
  keep: string[];
  /** New files to upload */
  files: File[];
};

/** The images are files, outside the contracts' productSchema: 1 to 5 in all (kept plus new). */
export function productImageErrors(values: ProductValues): Partial<Record<keyof ProductValues, string>> {
  const total = values.keep.length + values.files.length;
  if (total === 0) return { files: formError('productPhotoNeeded') };
  if (total > MAX_PRODUCT_IMAGES) return { files: formError('maxImages', { max: MAX_PRODUCT_IMAGES }) };
  return {};
}

type FieldValues = Omit<ProductValues, 'keep' | 'files'>;

/** The schema's fields, each with `value(field)`. */
function fieldValues(value: (field: keyof ProductInput) => unknown): FieldValues {
  const out: Record<string, unknown> = {};
  for (const k of PRODUCT_FIELDS) out[k] = value(k);
  return out as FieldValues;
}

/** Empty fields, or the schema's default where it has one (rating 0). */
export function emptyProduct(): ProductValues {
  const defaults: Partial<ProductInput> = productSchema.getDefault();
  return { ...fieldValues((k) => defaults[k] ?? ''), keep: [], files: [] };
}

export function productValues(p: Product): ProductValues {
  // A field the product has no value for (no compare-at price) is an empty input.
  return { ...fieldValues((k) => p[k] ?? ''), keep: [...p.image_urls], files: [] };
}

/**
 * The multipart body: fields as text (trimmed), each kept URL and each new file repeated under its own name. A product
 * with options (`pricedByVariants`) sends no price or stock: its variants hold them, and the API refuses others.
 */
export function productFormData(v: ProductValues, pricedByVariants = false): FormData {
  const body = new FormData();
  for (const k of PRODUCT_FIELDS) {
    if (pricedByVariants && (k === 'price' || k === 'stock' || k === 'compare_at_price')) continue;
    body.set(k, typeof v[k] === 'string' ? v[k].trim() : String(v[k]));
  }
  for (const url of v.keep) body.append('keep_image_urls', url);
  for (const file of v.files) body.append('images', file);
  return body;
}

/** The list shows 40 characters of a description, then an ellipsis (SPEC §9). */
export function truncate(text: string, max: number = TRUNCATE.productList): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

export function formatPrice(value: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency || 'USD' }).format(value);
  } catch {
    return value.toFixed(2);
  }
}
