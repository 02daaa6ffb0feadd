// Product and page reads for the storefront, on top of packages/db. None of them counts a store's whole product table:
// a page of the grid reads one row more than it shows, so rows read stay flat as a store grows.
import { asDrizzle, productPageQuery, products, storeCategories, toProduct, type Queryable } from '@app/db';
import type { Language, Product } from '@app/contracts';
import type { GridQuery } from './grid-query';
import { desc, eq } from 'drizzle-orm';

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
}

/**
 * One page of the home grid, searched, filtered and sorted as the query says, and the store's categories, in one
 * round trip. One row more than a page tells whether there is a next page; dynamic mode lets the limit be set again
 * (drizzle documents that a method of a dynamic query may be called more than once). `locale`: under a language
 * prefix the search also matches the products' translations into it. The rest of the home (header, hero, footer)
 * comes from the publication's content (data/content.ts).
 */
export async function gridData(db: Queryable, websiteId: number, query: GridQuery, locale?: Language): Promise<GridPage> {
  const filter = { q: query.q || undefined, category: query.category || undefined, locale };
  const [rows, categories] = await Promise.all([
    productPageQuery(asDrizzle(db), websiteId, filter, query.page, GRID_PAGE_SIZE, query.sort)
      .$dynamic()
      .limit(GRID_PAGE_SIZE + 1)
      .offset((query.page - 1) * GRID_PAGE_SIZE),
    storeCategories(db, websiteId),
  ]);
  const items = rows.slice(0, GRID_PAGE_SIZE).map(toProduct);
  return { items, page: query.page, hasNext: rows.length > GRID_PAGE_SIZE, query, categories };
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
