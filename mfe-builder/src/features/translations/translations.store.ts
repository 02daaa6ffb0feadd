// The Translations panel's state (DESIGN §16): the language being translated, the filters, the page of resources the
// API answered and each language's counts of missing and outdated translations. A save updates its resource in place
// (so it stays on screen under a status filter until the next load) and reads the counts again.
import { api, ApiError, messageOf, type Shown } from '@app/api-client';
import {
  CONTENT_RESOURCE_TYPES,
  TRANSLATIONS_PAGE_SIZE,
  type ResourceType,
  type TranslationFields,
  type TranslationItem,
  type TranslationList,
  type TranslationStatus,
} from '@app/contracts';
import { proxy } from 'valtio';
import type { Refusal } from '../../shared/outcome';
import { loadPublishing } from '../publishing/publishing.store';

export type Counts = Record<TranslationStatus, number>;

const initial = () => ({
  locale: null as string | null,
  type: '' as ResourceType | '',
  status: '' as TranslationStatus | '',
  page: 1,
  list: null as TranslationList | null,
  loading: false,
  error: null as Shown | null,
  /** Per language, over every resource */
  counts: {} as Record<string, Counts>,
});

export const translationsState = proxy(initial());

export function resetTranslations(): void {
  Object.assign(translationsState, initial());
}

// Only the latest load may write: a slow answer for an earlier filter never replaces a newer one.
let latest = 0;

export async function loadList(): Promise<void> {
  const s = translationsState;
  if (!s.locale) return;
  const mine = ++latest;
  s.loading = true;
  const query = {
    locale: s.locale,
    page: s.page,
    limit: TRANSLATIONS_PAGE_SIZE,
    ...(s.type && { type: s.type }),
    ...(s.status && { status: s.status }),
  };
  try {
    const list = await api.translations.list(query);
    if (mine !== latest) return;
    s.list = list;
    s.counts[s.locale] = list.counts;
    s.error = null;
  } catch (err) {
    if (mine === latest) s.error = messageOf(err, 'generic');
  } finally {
    if (mine === latest) s.loading = false;
  }
}

/** Each language's counts (one item per call: the counts cover every resource whatever the page). */
export async function loadCounts(locales: readonly string[]): Promise<void> {
  await Promise.all(
    locales.map(async (locale) => {
      try {
        translationsState.counts[locale] = (await api.translations.list({ locale, page: 1, limit: 1 })).counts;
      } catch {
        // the tab shows no counts; the list's own load reports the problem
      }
    }),
  );
}

export function selectLocale(locale: string | null): void {
  if (translationsState.locale === locale) return;
  Object.assign(translationsState, { locale, page: 1, list: null, error: null });
  void loadList();
}

export function setFilters(f: { type?: ResourceType | ''; status?: TranslationStatus | '' }): void {
  Object.assign(translationsState, f, { page: 1 });
  void loadList();
}

export function setPage(page: number): void {
  translationsState.page = page;
  void loadList();
}

export type SaveResult = { ok: true } | { ok: false; error: Refusal };

/** A refusal at the translated field the server named (detail loc ["body", "fields", name]). */
function refusal(err: unknown): SaveResult {
  const loc = err instanceof ApiError ? err.detail?.[0]?.loc : undefined;
  const field = Array.isArray(loc) && loc[0] === 'body' && loc[1] === 'fields' ? loc[2] : undefined;
  return { ok: false, error: { ...messageOf(err, 'generic'), field: typeof field === 'string' ? field : undefined } };
}

function replaceItem(item: TranslationItem): void {
  const items = translationsState.list?.items;
  const i = items?.findIndex((x) => x.type === item.type && x.id === item.id) ?? -1;
  if (items && i >= 0) items[i] = item;
}

/** After a write: the language's counts, and the publish bar when the write is draft content (products are live). */
async function afterWrite(type: ResourceType, locale: string): Promise<void> {
  const counts = loadCounts([locale]);
  if ((CONTENT_RESOURCE_TYPES as readonly string[]).includes(type)) void loadPublishing();
  await counts;
}

export async function saveTranslation(item: TranslationItem, locale: string, fields: TranslationFields): Promise<SaveResult> {
  try {
    replaceItem(await api.translations.put(item.type, item.id, locale, fields));
  } catch (err) {
    return refusal(err);
  }
  await afterWrite(item.type, locale);
  return { ok: true };
}

export async function clearTranslation(item: TranslationItem, locale: string): Promise<SaveResult> {
  try {
    await api.translations.remove(item.type, item.id, locale);
  } catch (err) {
    return refusal(err);
  }
  replaceItem({ ...item, fields: null, status: 'missing' });
  await afterWrite(item.type, locale);
  return { ok: true };
}
