// Product and page reads for the storefront, on top of packages/db. None of them counts a store's whole product table:
// a page of the grid reads one row more than it shows, so rows read stay flat as a store grows.
import { asDrizzle, pages, productPageQuery, products, toProduct, toWebsite, websiteReads, type Queryable } from '@app/db';
import type { Product, Website } from '@app/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';

const GRID_PAGE_SIZE = 48;
const SITEMAP_MAX_PRODUCTS = 45_000;

export interface GridPage {
  items: Product[];
  page: number;
  hasNext: boolean;
}

/**
 * The store home's reads in one D1 batch (one round trip): the website (header, footer, hero, pages) and one page of
 * the grid. One row more than a page tells whether there is a next page; dynamic mode lets the limit be set again
 * (drizzle documents that a method of a dynamic query may be called more than once).
 */
export async function homeData(db: Queryable, websiteId: number, page: number): Promise<{ site: Website | null; grid: GridPage }> {
  const d = asDrizzle(db);
  const [site, headerFooters, nav, hero, sitePages] = websiteReads(d, { id: websiteId }, { publishedOnly: true });
  const gridRows = productPageQuery(d, websiteId, {}, page, GRID_PAGE_SIZE)
    .$dynamic()
    .limit(GRID_PAGE_SIZE + 1)
    .offset((page - 1) * GRID_PAGE_SIZE);
  const [r0, r1, r2, r3, r4, rows] = await d.batch([site, headerFooters, nav, hero, sitePages, gridRows]);
  return {
    site: toWebsite([r0, r1, r2, r3, r4]),
    grid: { items: rows.slice(0, GRID_PAGE_SIZE).map(toProduct), page, hasNext: rows.length > GRID_PAGE_SIZE },
  };
}

/** What the sitemap lists: published page slugs and product ids with their last change. */
export async function sitemapEntries(db: Queryable, websiteId: number) {
  const d = asDrizzle(db);
  const [pageRows, productRows] = await d.batch([
    d
      .select({ slug: pages.slug })
      .from(pages)
      .where(and(eq(pages.websiteId, websiteId), eq(pages.isPublished, true)))
      .orderBy(asc(pages.id)),
    d
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.websiteId, websiteId))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(SITEMAP_MAX_PRODUCTS),
  ]);
  return { pages: pageRows, products: productRows };
}
