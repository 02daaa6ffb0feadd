// Product form rules (SPEC §5): name, description, price, stock, category and at least one image, else
// "Please fill in all fields."; at most 5 images in all; price and stock are numbers (the contracts' productSchema).
import { MAX_PRODUCT_IMAGES, TRUNCATE, type Product } from '@app/contracts';
import { formError } from '@app/remote-kit';

export interface ProductValues {
  name: string;
  description: string;
  price: number | '';
  stock: number | '';
  category: string;
  rating: number;
  /** Saved images kept (edit only) */
  keep: string[];
  /** New files to upload */
  files: File[];
}

/** The images are files, outside the contracts' productSchema: 1 to 5 in all (kept plus new). */
export function productImageErrors(values: ProductValues): Partial<Record<keyof ProductValues, string>> {
  const total = values.keep.length + values.files.length;
  if (total === 0) return { files: formError('fillAllFields') };
  if (total > MAX_PRODUCT_IMAGES) return { files: formError('maxImages', { max: MAX_PRODUCT_IMAGES }) };
  return {};
}

export const emptyProduct = (): ProductValues => ({
  name: '', description: '', price: '', stock: '', category: '', rating: 0, keep: [], files: [],
});

export function productValues(p: Product): ProductValues {
  return { name: p.name, description: p.description, price: p.price, stock: p.stock, category: p.category, rating: p.rating, keep: [...p.image_urls], files: [] };
}

/** The multipart body: fields as text, each kept URL and each new file repeated under its own name. */
export function productFormData(v: ProductValues): FormData {
  const body = new FormData();
  body.set('name', v.name.trim());
  body.set('description', v.description.trim());
  body.set('price', String(v.price));
  body.set('stock', String(v.stock));
  body.set('category', v.category.trim());
  body.set('rating', String(v.rating));
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
