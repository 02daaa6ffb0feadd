// A product given options and variants straight in D1, as edge-api's PUT .../variants leaves them (the storefront
// only reads): the default variant replaced, product_options written, price and stock kept by migration 0010's triggers.
import type { ProductOption } from '@app/contracts';
import { createStore, shardOf, unique, type Store } from './fixtures';

export interface VariantRow {
  options: string[];
  priceCents: number;
  compareAtCents?: number | null;
  stock: number;
  /** Index into the product's images. */
  image?: number;
}

export async function giveVariants(websiteId: number, productId: number, options: ProductOption[], rows: VariantRow[]): Promise<number[]> {
  const db = await shardOf(websiteId);
  const imageIds = (
    await db.prepare('SELECT id FROM product_images WHERE product_id = ? ORDER BY position, id').bind(productId).all<{ id: number }>()
  ).results.map((r) => r.id);
  await db.batch([
    db.prepare('DELETE FROM variants WHERE product_id = ?').bind(productId),
    db
      .prepare('INSERT OR REPLACE INTO product_options (product_id, website_id, options) VALUES (?, ?, ?)')
      .bind(productId, websiteId, JSON.stringify(options)),
    ...rows.map((r, i) =>
      db
        .prepare(
          `INSERT INTO variants (website_id, product_id, option1, option2, option3, sku, price_cents, compare_at_cents, stock, image_id, position)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          websiteId,
          productId,
          r.options[0] ?? '',
          r.options[1] ?? '',
          r.options[2] ?? '',
          `SKU-${i}`,
          r.priceCents,
          r.compareAtCents ?? null,
          r.stock,
          r.image === undefined ? null : (imageIds[r.image] ?? null),
          i,
        ),
    ),
  ]);
  const ids = await db.prepare('SELECT id FROM variants WHERE product_id = ? ORDER BY position').bind(productId).all<{ id: number }>();
  return ids.results.map((r) => r.id);
}

/**
 * Size S/M/L x Color Red/Blue: S/Red 10.00 (compare-at 14.00, image 1), S/Blue 11.00, M/Red sold out, M/Blue 3 left,
 * L/Red 20 in stock, no L/Blue (a combination that does not exist).
 */
export const SIZE_BY_COLOR: { options: ProductOption[]; rows: VariantRow[] } = {
  options: [
    { name: 'Size', values: ['S', 'M', 'L'] },
    { name: 'Color', values: ['Red', 'Blue'] },
  ],
  rows: [
    { options: ['S', 'Red'], priceCents: 1000, compareAtCents: 1400, stock: 8, image: 1 },
    { options: ['S', 'Blue'], priceCents: 1100, stock: 9 },
    { options: ['M', 'Red'], priceCents: 1200, stock: 0 },
    { options: ['M', 'Blue'], priceCents: 1300, stock: 3 },
    { options: ['L', 'Red'], priceCents: 1500, stock: 20 },
  ],
};

/** A store with one T-shirt of SIZE_BY_COLOR (two images) and one plain mug. */
export async function shirtStore(): Promise<Store & { shirt: number; mug: number; variantIds: number[] }> {
  // Image keys are unique in the bucket; the names stay recognisable in the page.
  const key = unique('k');
  const s = await createStore({
    products: [
      { name: 'Shirt', priceCents: 1000, images: [{ key: `${key}-shirt-front.jpg` }, { key: `${key}-shirt-red.jpg` }] },
      { name: 'Mug', priceCents: 800, stock: 4 },
    ],
  });
  const [shirt, mug] = s.productIds as [number, number];
  const variantIds = await giveVariants(s.id, shirt, SIZE_BY_COLOR.options, SIZE_BY_COLOR.rows);
  return { ...s, shirt, mug, variantIds };
}
