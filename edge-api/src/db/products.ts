// Owner-side product writes. Every statement is scoped by the caller's website id in SQL, and every write goes in one
// D1 batch (atomic). The storefront's page version follows by trigger (migration 0004).
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { productImages, productOptions, products, variants } from '@app/db';
import { toCents, type ProductInput, type ProductOption } from '@app/contracts';
import { getDb } from '../lib/db';
import { nowIso } from '../lib/time';
import type { StoredImage } from '../storage/images';
import { unlessOptions, variantInserts, type VariantWrite } from './variants';

type Batch = [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]];

/**
 * The row's columns: the schema's fields under their own names (the products table's drizzle keys are the API's
 * field names), except the price, stored as integer cents.
 */
const columnsOf = ({ price, compare_at_price: _kept, ...fields }: ProductInput) => ({ ...fields, priceCents: toCents(price) });

/** The compare-at price is its default variant's (a product with options has its variants' own: the route refuses). */
const compareAtCents = (input: ProductInput) => (input.compare_at_price == null ? null : toCents(input.compare_at_price));

/** An update's columns: a product with options keeps the price and stock its variants give it (migration 0010). */
const productColumns = (productId: number, input: ProductInput) => {
  const { priceCents, stock, ...rest } = columnsOf(input);
  return {
    ...rest,
    priceCents: unlessOptions(productId, products.priceCents, priceCents),
    stock: unlessOptions(productId, products.stock, stock),
  };
};

const imageRow = (img: StoredImage, position: number) => ({
  key: img.key,
  contentType: img.type,
  width: img.width,
  height: img.height,
  position,
});

/** The product's image keys in position order, or null when the product is not this website's. */
export async function ownProductImageKeys(d1: D1Database, websiteId: number, productId: number): Promise<string[] | null> {
  const db = getDb(d1);
  const [found, images] = await db.batch([
    db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.websiteId, websiteId))),
    db
      .select({ key: productImages.key })
      .from(productImages)
      .where(and(eq(productImages.productId, productId), eq(productImages.websiteId, websiteId)))
      .orderBy(asc(productImages.position), asc(productImages.id)),
  ]);
  return found.length ? images.map((i) => i.key) : null;
}

/**
 * The price (cents) and stock a product with options has from its variants; null when it has no options (its own
 * price and stock are the form's) or is not this website's.
 */
export async function variantPricing(d1: D1Database, websiteId: number, productId: number) {
  return d1
    .prepare(
      `SELECT price_cents AS priceCents, stock FROM products p WHERE id = ? AND website_id = ?
       AND EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.option1 <> '')`,
    )
    .bind(productId, websiteId)
    .first<{ priceCents: number; stock: number }>();
}

/** Options and variants set up before the first save (#34 item 8), written with the product. */
export interface NewVariantSet {
  options: ProductOption[];
  rows: VariantWrite[];
}

/**
 * Inserts the product, its images and, when `set` is given, its options and variants in place of the default variant:
 * one batch, so a refusal of any part leaves nothing written. Returns the new id.
 */
export async function insertProduct(
  d1: D1Database,
  websiteId: number,
  input: ProductInput,
  images: StoredImage[],
  set?: NewVariantSet,
): Promise<number> {
  const db = getDb(d1);
  // The image rows need the new product id inside the same batch. The batch is one transaction and AUTOINCREMENT ids
  // only grow, so the website's highest product id is the row just inserted. (last_insert_rowid() would not do:
  // it changes after the first image row of a multi-row insert.)
  const newId = sql<number>`(SELECT max("id") FROM "products" WHERE "website_id" = ${websiteId})`;
  const itsVariants = and(eq(variants.productId, newId), eq(variants.websiteId, websiteId));
  const rest: BatchItem<'sqlite'>[] = set
    ? [
        // The variants replace the default one the insert trigger made (migration 0010); their triggers then give the
        // product its price (the lowest) and stock (the total).
        ...(set.options.length
          ? [db.insert(productOptions).values({ productId: newId, websiteId, options: JSON.stringify(set.options) })]
          : []),
        db.delete(variants).where(itsVariants),
        ...variantInserts(db, websiteId, newId, set.rows),
      ]
    : // The default variant the insert trigger made: its compare-at price.
      [
        db
          .update(variants)
          .set({ compareAtCents: compareAtCents(input) })
          .where(itsVariants),
      ];
  const [inserted] = await db.batch([
    db
      .insert(products)
      .values({ websiteId, ...columnsOf(input) })
      .returning({ id: products.id }),
    db.insert(productImages).values(images.map((img, i) => ({ productId: newId, websiteId, ...imageRow(img, i) }))),
    ...rest,
  ]);
  return inserted[0].id;
}

/**
 * Updates the fields and replaces the image set with `keepKeys` (already checked to be this product's, in the
 * wanted order) followed by `added`. Returns the keys of the image rows it deleted (their R2 objects go next).
 */
export async function updateProduct(
  d1: D1Database,
  websiteId: number,
  productId: number,
  input: ProductInput,
  keepKeys: string[],
  added: StoredImage[],
): Promise<string[]> {
  const db = getDb(d1);
  const mine = and(eq(productImages.productId, productId), eq(productImages.websiteId, websiteId));
  const stmts: BatchItem<'sqlite'>[] = [
    db
      .delete(productImages)
      .where(keepKeys.length ? and(mine, notInArray(productImages.key, keepKeys)) : mine)
      .returning({ key: productImages.key }),
    db
      .update(products)
      .set({ ...productColumns(productId, input), updatedAt: nowIso() })
      .where(and(eq(products.id, productId), eq(products.websiteId, websiteId))),
    // After the price above reached the default variant: its compare-at price (a product with options has none).
    db
      .update(variants)
      .set({ compareAtCents: compareAtCents(input) })
      .where(and(eq(variants.productId, productId), eq(variants.websiteId, websiteId), eq(variants.option1, ''))),
    ...keepKeys.map((key, i) =>
      db
        .update(productImages)
        .set({ position: i })
        .where(and(mine, eq(productImages.key, key))),
    ),
  ];
  if (added.length) {
    stmts.push(db.insert(productImages).values(added.map((img, i) => ({ productId, websiteId, ...imageRow(img, keepKeys.length + i) }))));
  }
  const [removed] = (await db.batch(stmts as Batch)) as unknown as [{ key: string }[]];
  return removed.map((r) => r.key);
}

/**
 * Deletes the product and its image rows. Returns the keys of the image rows deleted (exactly those, even if an
 * update raced this), or null when the product is not this website's.
 */
export async function deleteProduct(d1: D1Database, websiteId: number, productId: number): Promise<string[] | null> {
  const db = getDb(d1);
  if ((await ownProductImageKeys(d1, websiteId, productId)) == null) return null;
  const [removed, deleted] = await db.batch([
    db
      .delete(productImages)
      .where(and(eq(productImages.productId, productId), eq(productImages.websiteId, websiteId)))
      .returning({ key: productImages.key }),
    db
      .delete(products)
      .where(and(eq(products.id, productId), eq(products.websiteId, websiteId)))
      .returning({ id: products.id }),
  ]);
  // A concurrent delete may have won: it then owns the R2 cleanup.
  return deleted.length ? removed.map((r) => r.key) : null;
}
