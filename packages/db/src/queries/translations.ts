// Translation reads shared by edge-api and the storefront (DESIGN §16): the store's languages, its content
// translations (part of the draft, read into StoreContent); product translations are live, joined by the storefront.
import {
  DEFAULT_STORE_LOCALES,
  isLanguage,
  normalizeLocales,
  type ContentTranslation,
  type Language,
  type StoreLocales,
  type TranslationFields,
} from '@app/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import { websites } from '../schema';
import { translations, websiteLocales } from '../schema-translations';
import { asDrizzle, type Queryable } from './sections';

/** The fields column: a damaged value must not break a page, so it reads as no translation. */
export function parseFields(raw: string): TranslationFields {
  try {
    const v = JSON.parse(raw) as unknown;
    if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
    return Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

type LocaleRow = { locale: string; enabled: boolean };

/** The store's languages from its default and its website_locales rows (none yet: only the default). */
export function toStoreLocales(def: string | null | undefined, rows: LocaleRow[]): StoreLocales {
  const d: Language = isLanguage(def) ? def : DEFAULT_STORE_LOCALES.default;
  return normalizeLocales(
    d,
    rows.filter((r) => r.enabled).map((r) => r.locale),
  );
}

/** The reads of a store's languages and content translations, for a caller's D1 batch (one consistent state). */
export function translationReads(db: Queryable, websiteId: number) {
  const d = asDrizzle(db);
  return [
    d.select({ locale: websites.defaultLocale }).from(websites).where(eq(websites.id, websiteId)),
    d
      .select({ locale: websiteLocales.locale, enabled: websiteLocales.enabled })
      .from(websiteLocales)
      .where(eq(websiteLocales.websiteId, websiteId)),
    d
      .select()
      .from(translations)
      .where(and(eq(translations.websiteId, websiteId), ne(translations.resourceType, 'product')))
      .orderBy(asc(translations.resourceType), asc(translations.resourceId), asc(translations.locale)),
  ] as const;
}

type TranslationRow = typeof translations.$inferSelect;

export const toContentTranslation = (r: TranslationRow): ContentTranslation => ({
  type: r.resourceType as ContentTranslation['type'],
  id: r.resourceId,
  locale: r.locale,
  fields: parseFields(r.fields),
  source_hash: r.sourceHash,
});

/** The store's languages alone (edge-api's locale checks, GET /website/locales). */
export async function readStoreLocales(db: Queryable, websiteId: number): Promise<StoreLocales> {
  const d = asDrizzle(db);
  const [defRead, localeRead] = translationReads(d, websiteId);
  const [def, rows] = await d.batch([defRead, localeRead]);
  return toStoreLocales(def[0]?.locale, rows);
}
