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
  /** The store's categories, for the filter (its values: the default language's names, as products hold them). */
  categories: string[];
  /** Under a language prefix: the categories' names in it, where a product's translation gives one (the cards' words). */
  categoryLabels: Record<string, string>;
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
 * Each category's name in `locale`, from the translations of its products (a category is a product's text, translated
 * with it): the first product of the category whose translation names one. CROSS JOIN keeps the products' category
 * index as the outer loop (one seek per category, at most CATEGORY_LIST_MAX); a category no product translates is
 * absent and shows as it is.
 */
async function categoryLabelsIn(db: Queryable, websiteId: number, categories: string[], locale: Language): Promise<Record<string, string>> {
  const label = sql`json_extract(tr."fields", '$.category')`;
  const rows = await asDrizzle(db).all<{ category: string; label: string | null }>(sql`
    SELECT c."value" AS "category", (
      SELECT ${label} FROM "products" p CROSS JOIN "translations" tr
      WHERE p."website_id" = ${websiteId} AND p."category" = c."value" AND tr."website_id" = p."website_id"
        AND tr."resource_type" = 'product' AND tr."resource_id" = p."id" AND tr."locale" = ${locale}
        AND trim(coalesce(${label}, '')) <> ''
      LIMIT 1
    ) AS "label" FROM json_each(${JSON.stringify(categories)}) c`);
  return Object.fromEntries(rows.flatMap((r) => (r.label ? [[r.category, r.label.trim()]] : [])));
}

/**
 * The filter's names under a prefix: a category on the page is named as its cards' translations name it (read with
 * them, no further rows); only the categories no card of the page holds are looked up.
 */
async function labelsOfCategories(
  db: Queryable,
  websiteId: number,
  categories: string[],
  cards: { items: Product[]; translations: Map<number, TranslationFields> },
  locale: Language,
): Promise<Record<string, string>> {
  const labels: Record<string, string> = {};
  const onPage = new Set<string>();
  for (const p of cards.items) {
    onPage.add(p.category);
    const own = cards.translations.get(p.id)?.category?.trim();
    if (own && !labels[p.category]) labels[p.category] = own;
  }
  const elsewhere = categories.filter((c) => !onPage.has(c));
  return elsewhere.length ? { ...(await categoryLabelsIn(db, websiteId, elsewhere, locale)), ...labels } : labels;
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
  const categoryLabels = locale ? await labelsOfCategories(db, store.id, categories, { items, translations }, locale) : {};
  // In the order of the names shown.
  if (locale) categories.sort((a, b) => (categoryLabels[a] ?? a).localeCompare(categoryLabels[b] ?? b, locale));
  return { items, page: query.page, hasNext: rows.length > GRID_PAGE_SIZE, query, categories, categoryLabels, translations };
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
