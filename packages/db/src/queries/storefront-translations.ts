// Product translations in every language at once, for the storefront's SEO (DESIGN §16): a product page lists the
// languages its name is translated into (hreflang), and the sitemap lists each product in each such language.
// The home grid reads each card's translation in its own query (storefront-worker/src/data/catalog.ts).
import { isLanguage, type Language, type TranslationFields } from '@app/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { translations } from '../schema-translations';
import { asDrizzle, type Queryable } from './sections';
import { parseFields } from './translations';

export interface ProductTranslationRow {
  id: number;
  locale: Language;
  fields: TranslationFields;
}

/**
 * The product translations of a store in every language, ordered by product and language: of the given products (one
 * JSON parameter, so D1's bound-parameter cap never applies), or of all of them when `productIds` is absent.
 */
export async function readProductTranslationRows(
  db: Queryable,
  websiteId: number,
  productIds?: readonly number[],
): Promise<ProductTranslationRow[]> {
  if (productIds?.length === 0) return [];
  const conditions = [eq(translations.websiteId, websiteId), eq(translations.resourceType, 'product')];
  if (productIds) conditions.push(sql`${translations.resourceId} IN (SELECT value FROM json_each(${JSON.stringify(productIds)}))`);
  const rows = await asDrizzle(db)
    .select({ id: translations.resourceId, locale: translations.locale, fields: translations.fields })
    .from(translations)
    .where(and(...conditions))
    .orderBy(asc(translations.resourceId), asc(translations.locale));
  return rows.flatMap((r) => (isLanguage(r.locale) ? [{ id: r.id, locale: r.locale, fields: parseFields(r.fields) }] : []));
}
