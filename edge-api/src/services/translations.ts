// Translations (DESIGN §16): which locale a merchant may translate into, and the list with each resource's status.
// A status compares the hash saved with a translation to the hash of the resource's source now.
import {
  LANGUAGES,
  sourceHash,
  TRANSLATION_STATUSES,
  translationStatus,
  type ResourceType,
  type TranslationItem,
  type TranslationList,
  type TranslationStatus,
} from '@app/contracts';
import { readStoreLocales } from '@app/db';
import { readSourcesAndTranslations, type SavedTranslation, type SourceOf } from '../db/translations';
import { ApiError } from '../errors';
import { fieldError } from '../lib/http';

/**
 * The locale checked against the store's languages: a 400 at `loc` unless it is one of them, enabled and not the
 * default (the default's words are the source itself).
 */
export async function requireTargetLocale(d1: D1Database, websiteId: number, locale: string, loc: string[]): Promise<string> {
  if (!(LANGUAGES as readonly string[]).includes(locale))
    throw fieldError(loc, { rule: 'localeUnknown', params: { values: LANGUAGES.join(', ') } });
  const locales = await readStoreLocales(d1, websiteId);
  if (locale === locales.default) throw fieldError(loc, { rule: 'localeIsDefault' });
  if (!(locales.enabled as readonly string[]).includes(locale)) throw fieldError(loc, { rule: 'localeNotEnabled' });
  return locale;
}

export const resourceNotFound = () => new ApiError(404, 'resource_not_found', 'That content does not exist');

/** The item the list and a PUT answer with. */
export async function toItem(s: SourceOf, saved: SavedTranslation | null): Promise<TranslationItem> {
  const status = translationStatus(saved?.fields ?? null, saved?.sourceHash ?? null, await sourceHash(s.source));
  return { type: s.type, id: s.id, source: s.source, fields: saved?.fields ?? null, status, ...(s.place && { place: s.place }) };
}

export interface ListQuery {
  locale: string;
  type?: ResourceType;
  status?: TranslationStatus;
  page: number;
  limit: number;
}

/** Every resource's item (types in RESOURCE_TYPES order), counts over all of them, then the filtered page. */
export async function listTranslations(d1: D1Database, websiteId: number, q: ListQuery): Promise<TranslationList> {
  const { sources, saved } = await readSourcesAndTranslations(d1, websiteId, q.locale);
  const all = await Promise.all(sources.map((s) => toItem(s, saved.get(`${s.type}:${s.id}`) ?? null)));
  const counts = Object.fromEntries(TRANSLATION_STATUSES.map((st) => [st, 0])) as Record<TranslationStatus, number>;
  for (const item of all) counts[item.status] += 1;
  const matching = all.filter((i) => (!q.type || i.type === q.type) && (!q.status || i.status === q.status));
  const start = (q.page - 1) * q.limit;
  return { items: matching.slice(start, start + q.limit), total: matching.length, page: q.page, limit: q.limit, counts };
}
