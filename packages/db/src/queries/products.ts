// Public product reads, shared by edge-api (the list endpoint, write responses) and storefront-worker (pages, cart).
// They return the Product DTO: price in units (cents only in D1), image URLs under /media/.
import { fromCents, type Paged, type Product, type ProductImage } from '@app/contracts';
import { and, count, eq, getTableColumns, sql } from 'drizzle-orm';
import { products, websites } from '../schema';
import { mediaUrl } from './media';
import { asDrizzle, type Queryable } from './sections';
import { isFiltered, productOrder, productWhere, type ProductFilter } from './catalog';
import type { CatalogSort } from '@app/contracts';

// A product's images as one JSON array, in position order, so a page of products is one query, not 1 + N.
// Written with qualified names: drizzle renders columns of a single-table select unqualified, and an unqualified
// "id" inside this subquery would mean product_images.id.
const imagesJson = sql<
  string | null
>`(SELECT json_group_array(json_object('key', pi."key", 'width', pi."width", 'height', pi."height") ORDER BY pi."position", pi."id") FROM "product_images" pi WHERE pi."product_id" = "products"."id")`;

// Every column but the owner's and the bookkeeping ones: a column added to the table (named as its API field) is
// read and returned with no change here.
// The cover columns (migration 0020) are the storefront grid's copy of the first image: the API reads every image.
const {
  websiteId: _websiteId,
  updatedAt: _updatedAt,
  coverKey: _coverKey,
  coverWidth: _coverWidth,
  coverHeight: _coverHeight,
  ...productColumns
} = getTableColumns(products);
/** A product row's columns as the Product DTO is built from them (toProduct); `images` is added by each reader. */
export const productDtoColumns = productColumns;
const columns = { ...productColumns, images: imagesJson };

type Row = Omit<typeof products.$inferSelect, 'websiteId' | 'updatedAt' | 'coverKey' | 'coverWidth' | 'coverHeight'> & {
  images: string | null;
};

export function toProduct(row: Row): Product {
  const raw = row.images ? (JSON.parse(row.images) as { key: string; width: number | null; height: number | null }[]) : [];
  const images: ProductImage[] = raw.map((i) => ({ url: mediaUrl(i.key), width: i.width ?? null, height: i.height ?? null }));
  const { priceCents, createdAt, images: _json, compareAtCents, pricesVary, hasOptions, ...fields } = row;
  return {
    ...fields,
    price: fromCents(priceCents),
    image_urls: images.map((i) => i.url),
    images,
    created_at: createdAt,
    // Card facts (migration 0014) only when set: a plain product's JSON keeps its shape.
    ...(compareAtCents != null && { compare_at_price: fromCents(compareAtCents) }),
    ...(pricesVary && { prices_vary: true }),
    ...(hasOptions && { has_options: true }),
  };
}

/**
 * One page of a website's products, newest first by default (created_at desc, id desc: the order of
 * products_site_created_idx). Exported on its own so that a test can check its query plan.
 */
export function productPageQuery(
  db: Queryable,
  websiteId: number,
  filter: ProductFilter,
  page: number,
  limit: number,
  sort: CatalogSort = 'newest',
) {
  return asDrizzle(db)
    .select(columns)
    .from(products)
    .where(productWhere(websiteId, filter))
    .orderBy(...productOrder(sort))
    .limit(limit)
    .offset((page - 1) * limit);
}

/** `{items, total, page, limit}`; count and page are read in one round trip. */
export async function listProducts(
  db: Queryable,
  websiteId: number,
  opts: ProductFilter & { page: number; limit: number },
): Promise<Paged<Product>> {
  const { page, limit, ...filter } = opts;
  const d = asDrizzle(db);
  // Unfiltered (the storefront home, the dashboard list): the total is the website's counter, one row; a filter
  // narrows the rows that count(*) walks.
  const total = isFiltered(filter)
    ? d.select({ n: count() }).from(products).where(productWhere(websiteId, filter))
    : d.select({ n: websites.productCount }).from(websites).where(eq(websites.id, websiteId));
  const [totalRows, rows] = await d.batch([total, productPageQuery(d, websiteId, filter, page, limit)]);
  return { items: rows.map(toProduct), total: totalRows[0]?.n ?? 0, page, limit };
}

/** One product of this website, or null (also for another website's product: the caller answers 404). */
export async function getProduct(db: Queryable, websiteId: number, productId: number): Promise<Product | null> {
  const row = await asDrizzle(db)
    .select(columns)
    .from(products)
    .where(and(eq(products.websiteId, websiteId), eq(products.id, productId)))
    .get();
  return row ? toProduct(row) : null;
}
