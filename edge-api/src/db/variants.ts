// Owner-side writes of a product's options and variants (DESIGN §17). The whole set is replaced in one D1 batch
// (atomic); products.price_cents and products.stock follow by trigger (migration 0010), as does content_version.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { productImages, productOptions, products, variants } from '@app/db';
import type { ProductOption } from '@app/contracts';
import { getDb } from '../lib/db';

type Batch = [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]];

/** A variant ready to write: values padded to three columns, cents, the image's row id. */
export interface VariantWrite {
  id?: number;
  values: string[];
  sku: string;
  priceCents: number;
  compareAtCents: number | null;
  stock: number;
  imageId: number | null;
}

/** What a replace checks against: the product's variant ids and images, or null when it is not this website's. */
export async function variantTargets(d1: D1Database, websiteId: number, productId: number) {
  const db = getDb(d1);
  const [found, ids, images] = await db.batch([
    db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.websiteId, websiteId))),
    db
      .select({ id: variants.id })
      .from(variants)
      .where(and(eq(variants.productId, productId), eq(variants.websiteId, websiteId))),
    db
      .select({ id: productImages.id, key: productImages.key })
      .from(productImages)
      .where(and(eq(productImages.productId, productId), eq(productImages.websiteId, websiteId))),
  ]);
  return found.length ? { variantIds: new Set(ids.map((r) => r.id)), images } : null;
}

const columnsOf = (v: VariantWrite, position: number) => ({
  option1: v.values[0] ?? '',
  option2: v.values[1] ?? '',
  option3: v.values[2] ?? '',
  sku: v.sku,
  priceCents: v.priceCents,
  compareAtCents: v.compareAtCents,
  stock: v.stock,
  imageId: v.imageId,
  position,
});

/**
 * Replaces the product's options and variants: variants with an id keep it (and their row), the others are new, and
 * the product's variants not listed are deleted. Order inside the batch: deletes first (a product going from its
 * default variant to options has, at no point, both), then the kept rows' values are moved aside (so two kept
 * variants may swap combinations without meeting in the unique index), then updated, then new rows inserted.
 */
export async function replaceVariants(
  d1: D1Database,
  websiteId: number,
  productId: number,
  options: ProductOption[],
  rows: VariantWrite[],
) {
  const db = getDb(d1);
  const mine = and(eq(variants.productId, productId), eq(variants.websiteId, websiteId));
  const kept = rows.flatMap((r) => (r.id ? [r.id] : []));
  const stmts: BatchItem<'sqlite'>[] = [
    options.length
      ? db
          .insert(productOptions)
          .values({ productId, websiteId, options: JSON.stringify(options) })
          .onConflictDoUpdate({ target: productOptions.productId, set: { options: JSON.stringify(options) } })
      : db.delete(productOptions).where(and(eq(productOptions.productId, productId), eq(productOptions.websiteId, websiteId))),
    // The kept ids as one JSON parameter: D1 binds at most 100 parameters per statement, and a set has up to 100.
    db.delete(variants).where(and(mine, sql`${variants.id} NOT IN (SELECT value FROM json_each(${JSON.stringify(kept)}))`)),
  ];
  // A value no merchant can type (U+001F, then the row's id): unique per row while the batch runs.
  if (kept.length)
    stmts.push(
      db
        .update(variants)
        .set({ option1: sql`char(31) || ${variants.id}` })
        .where(mine),
    );
  rows.forEach((r, i) => {
    if (r.id)
      stmts.push(
        db
          .update(variants)
          .set(columnsOf(r, i))
          .where(and(mine, eq(variants.id, r.id))),
      );
  });
  stmts.push(...variantInserts(db, websiteId, productId, rows));
  await db.batch(stmts as Batch);
}

/**
 * The inserts of the rows without an id (each at its place in `rows`). `productId` may be SQL: a product created in the
 * same batch (db/products.ts insertProduct).
 */
export function variantInserts(
  db: ReturnType<typeof getDb>,
  websiteId: number,
  productId: number | SQL<number>,
  rows: VariantWrite[],
): BatchItem<'sqlite'>[] {
  const added = rows.flatMap((r, i) => (r.id ? [] : [{ websiteId, productId, ...columnsOf(r, i) }]));
  const stmts: BatchItem<'sqlite'>[] = [];
  // 11 parameters a row: 8 rows a statement stays under D1's 100.
  for (let i = 0; i < added.length; i += 8) stmts.push(db.insert(variants).values(added.slice(i, i + 8)));
  return stmts;
}

/**
 * The product form's price or stock, unless the product has options: those come from its variants (the options
 * guard trigger of migration 0010 refuses a direct write that disagrees with them).
 */
export const unlessOptions = (productId: number, column: typeof products.priceCents | typeof products.stock, value: number) =>
  sql`CASE WHEN EXISTS (SELECT 1 FROM ${variants} WHERE ${variants.productId} = ${productId} AND ${variants.option1} <> '') THEN ${column} ELSE ${value} END`;
