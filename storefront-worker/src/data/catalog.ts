// Product and page reads for the storefront, on top of packages/db. None of them counts a store's whole product table:
// a page of the grid reads one row more than it shows, so rows read stay flat as a store grows.
import {
  asDrizzle,
  parseFields,
  productDtoColumns,
  productOrder,
  products,
  productWhere,
  toProduct,
  type ProductFilter,
  type Queryable,
} from '@app/db';
import type { Language, Product, TranslationFields } from '@app/contracts';
import type { GridQuery } from './grid-query';
import { desc, eq, sql } from 'drizzle-orm';

const GRID_PAGE_SIZE = 48;
const SITEMAP_MAX_PRODUCTS = 45_000;

export interface GridPage {
  items: Product[];
  page: number;
  hasNext: boolean;
  /** The parameters the page was read with (normal form: data/grid-query.ts). */
  query: GridQuery;
  /** The store's categories, for the filter. */
  categories: string[];
  /** Under a language prefix: the cards' live translations into it, by product id (products without one are absent). */
  translations: Map<number, TranslationFields>;
}

// A card shows one image (components/ProductCard.tsx, the island's image_url): the first one, which migration 0020
// keeps on the product row, so the grid reads one row per card and no image rows. Written as the one-element array
// toProduct parses.
const coverJson = sql<
  string | null
>`CASE WHEN "products"."cover_key" IS NULL THEN '[]' ELSE json_array(json_object('key', "products"."cover_key", 'width', "products"."cover_width", 'height', "products"."cover_height")) END`;

// The card's translation as a correlated seek on the translations' unique key: one row per translated card, where a
// separate read of the page's ids (an IN list over json_each) read each id three times.
const translationJson = (locale: Language) =>
  sql<
    string | null
  >`(SELECT tr."fields" FROM "translations" tr WHERE tr."website_id" = "products"."website_id" AND tr."resource_type" = 'product' AND tr."resource_id" = "products"."id" AND tr."locale" = ${locale})`;

/** One page of cards in the grid's order: ORDER BY and WHERE are packages/db's (the API's list reads the same). */
function cardsQuery(db: Queryable, websiteId: number, filter: ProductFilter, query: GridQuery, locale?: Language) {
  return asDrizzle(db)
    .select({ ...productDtoColumns, images: coverJson, translation: locale ? translationJson(locale) : sql<null>`NULL` })
    .from(products)
    .where(productWhere(websiteId, filter))
    .orderBy(...productOrder(query.sort))
    .limit(GRID_PAGE_SIZE + 1)
    .offset((query.page - 1) * GRID_PAGE_SIZE);
}

/**
 * One page of the home grid, searched, filtered and sorted as the query says, and the store's categories (from the
 * store row, data/store-row.ts). One row more than a page tells whether there is a next page. `locale`: under a language prefix the
 * search also matches the products' translations into it, and each card's translation is read with it. The rest of
 * the home (header, hero, footer) comes from the publication's content (data/content.ts).
 */
export async function gridData(
  db: Queryable,
  store: { id: number; categoriesJson: string },
  query: GridQuery,
  locale?: Language,
): Promise<GridPage> {
  const filter = { q: query.q || undefined, category: query.category || undefined, locale };
  const rows = await cardsQuery(db, store.id, filter, query, locale);
  const categories = JSON.parse(store.categoriesJson) as string[];
  const page = rows.slice(0, GRID_PAGE_SIZE);
  const translations = new Map<number, TranslationFields>();
  for (const r of page) if (r.translation) translations.set(r.id, parseFields(r.translation));
  const items = page.map(({ translation: _t, ...row }) => toProduct(row));
  return { items, page: query.page, hasNext: rows.length > GRID_PAGE_SIZE, query, categories, translations };
}

/** The products the sitemap lists (ids and last change); its pages come from the publication's content. */
export function sitemapProducts(db: Queryable, websiteId: number) {
  return asDrizzle(db)
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.websiteId, websiteId))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(SITEMAP_MAX_PRODUCTS)
    .all();
}
