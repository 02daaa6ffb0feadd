// Product and page reads for the storefront, on top of packages/db. None of them counts a store's whole product table:
// a page of the grid reads one row more than it shows, so rows read stay flat as a store grows.
import { asDrizzle, productPageQuery, products, toProduct, type Queryable } from '@app/db';
import type { Product } from '@app/contracts';
import { desc, eq } from 'drizzle-orm';

const GRID_PAGE_SIZE = 48;
const SITEMAP_MAX_PRODUCTS = 45_000;

export interface GridPage {
  items: Product[];
  page: number;
  hasNext: boolean;
}

/**
 * One page of the home grid. One row more than a page tells whether there is a next page; dynamic mode lets the limit
 * be set again (drizzle documents that a method of a dynamic query may be called more than once). The rest of the
 * home (header, hero, footer) comes from the publication's content (data/content.ts).
 */
export async function gridData(db: Queryable, websiteId: number, page: number): Promise<GridPage> {
  const rows = await productPageQuery(asDrizzle(db), websiteId, {}, page, GRID_PAGE_SIZE)
    .$dynamic()
    .limit(GRID_PAGE_SIZE + 1)
    .offset((page - 1) * GRID_PAGE_SIZE);
  return { items: rows.slice(0, GRID_PAGE_SIZE).map(toProduct), page, hasNext: rows.length > GRID_PAGE_SIZE };
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
