// Translation SQL (DESIGN §16). Every statement carries the caller's website id, so another merchant's resource id
// finds nothing (404) and no write can reach their rows. A resource's source is its draft row, read here per type.
import {
  LANGUAGES,
  productSource,
  RESOURCE_TYPES,
  sectionSource,
  TRANSLATABLE_FIELDS,
  type NavPlace,
  type ResourceType,
  type StoreLocales,
  type TranslationFields,
} from '@app/contracts';
import { parseContent, parseFields, parseOptions } from '@app/db';

/** Each type's rows as (id, source columns); `?1` is the website id. Nav items, pages... in display order. */
const SOURCE_SQL: Record<ResourceType, { select: string; id: string; order: string }> = {
  website: { select: 'SELECT id, title, description FROM websites WHERE id = ?1', id: 'id', order: 'id' },
  nav_item: {
    select: 'SELECT id, title, place FROM nav_items WHERE website_id = ?1',
    id: 'id',
    order: "place = 'footer', position, id",
  },
  hero: {
    select: 'SELECT website_id AS id, title, subtitle, call_to_action FROM heroes WHERE website_id = ?1',
    id: 'website_id',
    order: 'website_id',
  },
  page: { select: 'SELECT id, title, meta_title, meta_description FROM pages WHERE website_id = ?1', id: 'id', order: 'id' },
  section: { select: 'SELECT id, title, type, content FROM sections WHERE website_id = ?1', id: 'id', order: 'page_id, sort_order, id' },
  // A product's options translate too (their names and values: contracts productSource).
  product: {
    select: `SELECT p.id, p.name, p.description, p.category, o.options FROM products p
      LEFT JOIN product_options o ON o.product_id = p.id AND o.website_id = p.website_id WHERE p.website_id = ?1`,
    id: 'p.id',
    order: 'p.id',
  },
};

type SourceRow = Record<string, unknown> & { id: number };
export interface SourceOf {
  type: ResourceType;
  id: number;
  source: TranslationFields;
  /** A navigation link's place (header or footer). */
  place?: NavPlace;
}

/** The row's source, and a navigation link's place. */
function sourceOf(type: ResourceType, row: SourceRow): SourceOf {
  const out: SourceOf = { type, id: row.id, source: toSource(type, row) };
  if (type === 'nav_item') out.place = row.place === 'footer' ? 'footer' : 'header';
  return out;
}

/** The default-locale values of a row's translatable fields. */
function toSource(type: ResourceType, row: SourceRow): TranslationFields {
  if (type === 'section') {
    return sectionSource({ title: String(row.title), type: String(row.type), content: parseContent(String(row.content ?? '{}')) });
  }
  if (type === 'product') {
    const text = (f: string) => String(row[f] ?? '');
    return productSource({
      name: text('name'),
      description: text('description'),
      category: text('category'),
      options: parseOptions(row.options as string | null),
    });
  }
  return Object.fromEntries(Object.keys(TRANSLATABLE_FIELDS[type]).map((f) => [f, String(row[f] ?? '')]));
}

const allSources = (db: D1Database, websiteId: number, type: ResourceType) =>
  db.prepare(`${SOURCE_SQL[type].select} ORDER BY ${SOURCE_SQL[type].order}`).bind(websiteId);

/** Every translatable resource of the website and the locale's translations, in one batch (one consistent state). */
export async function readSourcesAndTranslations(d1: D1Database, websiteId: number, locale: string) {
  const results = await d1.batch<Record<string, unknown>>([
    ...RESOURCE_TYPES.map((t) => allSources(d1, websiteId, t)),
    d1
      .prepare('SELECT resource_type, resource_id, fields, source_hash FROM translations WHERE website_id = ? AND locale = ?')
      .bind(websiteId, locale),
  ]);
  const sources: SourceOf[] = RESOURCE_TYPES.flatMap((type, i) => (results[i]!.results as SourceRow[]).map((row) => sourceOf(type, row)));
  const saved = new Map<string, SavedTranslation>();
  for (const r of results[RESOURCE_TYPES.length]!.results) {
    saved.set(`${String(r.resource_type)}:${Number(r.resource_id)}`, {
      fields: parseFields(String(r.fields)),
      sourceHash: String(r.source_hash),
    });
  }
  return { sources, saved };
}

export interface SavedTranslation {
  fields: TranslationFields;
  sourceHash: string;
}

/** One resource's source (and place), or null when the website has no such resource. */
export async function readSource(d1: D1Database, websiteId: number, type: ResourceType, id: number): Promise<SourceOf | null> {
  const q = SOURCE_SQL[type];
  const row = await d1.prepare(`${q.select} AND ${q.id} = ?2`).bind(websiteId, id).first<SourceRow>();
  return row ? sourceOf(type, row) : null;
}

export async function upsertTranslation(
  d1: D1Database,
  key: { websiteId: number; type: ResourceType; id: number; locale: string },
  saved: SavedTranslation,
  now: string,
): Promise<void> {
  await d1
    .prepare(
      `INSERT INTO translations (website_id, resource_type, resource_id, locale, fields, source_hash, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (website_id, resource_type, resource_id, locale)
       DO UPDATE SET fields = excluded.fields, source_hash = excluded.source_hash, updated_at = excluded.updated_at`,
    )
    .bind(key.websiteId, key.type, key.id, key.locale, JSON.stringify(saved.fields), saved.sourceHash, now)
    .run();
}

export async function deleteTranslation(d1: D1Database, websiteId: number, type: ResourceType, id: number, locale: string): Promise<void> {
  await d1
    .prepare('DELETE FROM translations WHERE website_id = ? AND resource_type = ? AND resource_id = ? AND locale = ?')
    .bind(websiteId, type, id, locale)
    .run();
}

/** The statements that replace the store's languages (a row per language, so "disabled" is explicit). */
export function localeStatements(d1: D1Database, websiteId: number, locales: StoreLocales): D1PreparedStatement[] {
  return [
    d1
      .prepare('UPDATE websites SET default_locale = ? WHERE id = ? AND default_locale <> ?')
      .bind(locales.default, websiteId, locales.default),
    d1.prepare('DELETE FROM website_locales WHERE website_id = ?').bind(websiteId),
    ...LANGUAGES.map((l) =>
      d1
        .prepare('INSERT INTO website_locales (website_id, locale, enabled) VALUES (?, ?, ?)')
        .bind(websiteId, l, (locales.enabled as readonly string[]).includes(l) ? 1 : 0),
    ),
  ];
}

export async function saveLocales(d1: D1Database, websiteId: number, locales: StoreLocales): Promise<void> {
  await d1.batch(localeStatements(d1, websiteId, locales));
}
