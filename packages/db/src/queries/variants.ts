// Reads of products' options and variants (DESIGN §17), shared by edge-api (the owner's GET, the public product JSON)
// and, next, the storefront's product page. Two queries for any number of products, in one round trip: the rows
// read follow the products asked for, not the size of the catalogue.
import { fromCents, type ProductOption, type ProductVariants, type Variant } from '@app/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { productImages } from '../schema';
import { productOptions, variants } from '../schema-variants';
import { mediaUrl } from './media';
import { asDrizzle, type Queryable } from './sections';

export interface VariantRow {
  id: number;
  productId: number;
  option1: string;
  option2: string;
  option3: string;
  sku: string;
  priceCents: number;
  compareAtCents: number | null;
  stock: number;
  imageKey: string | null;
}

/** The variant's values, one per option of the product (the columns past the option count are ''). */
export const valuesOf = (row: VariantRow, optionCount: number) => [row.option1, row.option2, row.option3].slice(0, optionCount);

export function toVariant(row: VariantRow, optionCount: number): Variant {
  return {
    id: row.id,
    options: valuesOf(row, optionCount),
    price: fromCents(row.priceCents),
    compare_at_price: row.compareAtCents == null ? null : fromCents(row.compareAtCents),
    sku: row.sku,
    stock: row.stock,
    image_url: row.imageKey == null ? null : mediaUrl(row.imageKey),
  };
}

/** The options column: a damaged value must not break a page or a list, so it reads as no options. */
export function parseOptions(raw: string | null | undefined): ProductOption[] {
  if (!raw) return [];
  try {
    const v = JSON.parse(raw) as unknown;
    return Array.isArray(v) ? (v as ProductOption[]).filter((o) => typeof o?.name === 'string' && Array.isArray(o.values)) : [];
  } catch {
    return [];
  }
}

/** Options and variants of these products of this website, by product id (a product with no rows is absent). */
export async function readVariants(db: Queryable, websiteId: number, productIds: number[]): Promise<Map<number, ProductVariants>> {
  const out = new Map<number, ProductVariants>();
  if (productIds.length === 0) return out;
  const d = asDrizzle(db);
  const [optionRows, rows] = await d.batch([
    d
      .select({ productId: productOptions.productId, options: productOptions.options })
      .from(productOptions)
      .where(and(eq(productOptions.websiteId, websiteId), inArray(productOptions.productId, productIds))),
    d
      .select({
        id: variants.id,
        productId: variants.productId,
        option1: variants.option1,
        option2: variants.option2,
        option3: variants.option3,
        sku: variants.sku,
        priceCents: variants.priceCents,
        compareAtCents: variants.compareAtCents,
        stock: variants.stock,
        imageKey: productImages.key,
      })
      .from(variants)
      .leftJoin(productImages, eq(productImages.id, variants.imageId))
      .where(and(eq(variants.websiteId, websiteId), inArray(variants.productId, productIds)))
      .orderBy(asc(variants.productId), asc(variants.position), asc(variants.id)),
  ]);
  const optionsOf = new Map(optionRows.map((r) => [r.productId, parseOptions(r.options)]));
  for (const row of rows) {
    const options = optionsOf.get(row.productId) ?? [];
    let entry = out.get(row.productId);
    if (!entry) out.set(row.productId, (entry = { options, variants: [] }));
    entry.variants.push(toVariant(row, options.length));
  }
  return out;
}
