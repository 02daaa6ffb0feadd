// Finding products (DESIGN §17 item 5): the filters and sorts shared by the API's product list and the storefront's
// home grid, and the store's category list. Every read stays on an index of products: the default (unfiltered,
// newest) order is products_site_created_idx as before; the price sorts use the indexes of migration 0012, and the category
// list is a copy on the website row (migration 0020). A text search (a substring anywhere) cannot use an index, so it walks the store's rows in the sort's index order
// and stops at the page's end: at this scale (a small merchant's store) that is cheaper than keeping an FTS5 table in
// step with products and their translations.
import { LOW_STOCK_MAX, type CatalogSort, type Language, type StockFilter } from '@app/contracts';
import { and, asc, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { products } from '../schema';

export interface ProductFilter {
  /** Part of the name, description or category (ASCII case-insensitive; % and _ are plain characters). */
  q?: string;
  /** Also match q against the product's translation into this language (a storefront under a locale prefix). */
  locale?: Language;
  /** Exact category (the default language's value). */
  category?: string;
  /** in: stock > 0, low: 1..LOW_STOCK_MAX, out: 0. */
  stock?: StockFilter;
  /** Only these product ids (the cart re-prices its lines with this). */
  ids?: number[];
}

// instr(lower(field), lower(q)), not LIKE: D1 refuses a LIKE pattern over 50 bytes ("LIKE or GLOB pattern too
// complex"), which a 17-letter Amharic search already is, and instr has no wildcards, so "50%" and "a_b" match
// literally with nothing to escape. lower() folds ASCII only, as LIKE does. Names are qualified: drizzle renders the
// columns of a single-table select unqualified, and inside the subquery "id" or "website_id" would be the translation's.
function textMatch(q: string, locale: Language | undefined): SQL {
  const has = (field: SQL) => sql`instr(lower(${field}), lower(${q})) > 0`;
  const own = sql`(${has(sql`"products"."name"`)} OR ${has(sql`"products"."description"`)} OR ${has(sql`"products"."category"`)}`;
  if (!locale) return sql`${own})`;
  const tr = (f: string) => has(sql`json_extract(tr."fields", ${`$.${f}`})`);
  return sql`${own} OR EXISTS (SELECT 1 FROM "translations" tr WHERE tr."website_id" = "products"."website_id" AND tr."resource_type" = 'product' AND tr."resource_id" = "products"."id" AND tr."locale" = ${locale} AND (${tr('name')} OR ${tr('description')} OR ${tr('category')})))`;
}

function stockMatch(stock: StockFilter): SQL | undefined {
  if (stock === 'out') return eq(products.stock, 0);
  if (stock === 'low') return and(gt(products.stock, 0), lte(products.stock, LOW_STOCK_MAX));
  return gt(products.stock, 0);
}

export function productWhere(websiteId: number, f: ProductFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [eq(products.websiteId, websiteId)];
  if (f.q) conds.push(textMatch(f.q, f.locale));
  if (f.category) conds.push(eq(products.category, f.category));
  if (f.stock) conds.push(stockMatch(f.stock));
  if (f.ids && f.ids.length) conds.push(inArray(products.id, f.ids));
  return and(...conds);
}

/** Whether the filter narrows the list (then a total needs count(*); unfiltered, it is the website's counter). */
export const isFiltered = (f: ProductFilter) => Boolean(f.q || f.category || f.stock || f.ids?.length);

/** ORDER BY of a sort; the id breaks ties so that pages never repeat nor skip a product. */
export function productOrder(sort: CatalogSort = 'newest'): SQL[] {
  if (sort === 'price-asc') return [asc(products.priceCents), asc(products.id)];
  if (sort === 'price-desc') return [desc(products.priceCents), desc(products.id)];
  return [desc(products.createdAt), desc(products.id)];
}

/**
 * Most categories the storefront's filter lists: the LIMIT in migration 0020's triggers, which keep the sorted list on
 * the website row (websites.categories) so the home reads it with the store row.
 */
export const CATEGORY_LIST_MAX = 30;
