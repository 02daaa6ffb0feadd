// The home grid's GET parameters (`?q=&category=&sort=&page=`), read once per request and written back in one
// normal form: the cache key, the pager's links and the filter form all use it, so a shared URL renders the same page.
// Anything a client can send is read as something valid: an unknown sort is the default, a bad page is 1, a long
// search is cut at SEARCH_MAX, a long category at CATEGORY_MAX (no product has a longer one, so it matches nothing).
import { CATALOG_SORTS, SEARCH_MAX, type CatalogSort } from '@app/contracts/constants';

const CATEGORY_MAX = 60;
const PAGE_MAX = 10_000;

export interface GridQuery {
  q: string;
  category: string;
  sort: CatalogSort;
  page: number;
}

const isSort = (s: string | null): s is CatalogSort => (CATALOG_SORTS as readonly (string | null)[]).includes(s);

/** Whitespace runs become one space and the ends are trimmed, so "  red   shirt " and "red shirt" are one page. */
const clean = (s: string | null, max: number) => (s ?? '').replace(/\s+/g, ' ').trim().slice(0, max).trim();

export function readGridQuery(url: URL): GridQuery {
  const p = url.searchParams;
  const n = Number(p.get('page') ?? '1');
  const sort = p.get('sort');
  return {
    q: clean(p.get('q'), SEARCH_MAX),
    category: clean(p.get('category'), CATEGORY_MAX),
    sort: isSort(sort) ? sort : 'newest',
    page: Number.isSafeInteger(n) && n >= 1 && n <= PAGE_MAX ? n : 1,
  };
}

/** Whether the grid is narrowed or reordered (then the page is canonical to the plain home, README "Search"). */
export const isRefined = (g: GridQuery) => Boolean(g.q || g.category || g.sort !== 'newest');

/** `?q=..&category=..&sort=..&page=..` with only the non-default parts, in this order; '' for the plain first page. */
export function gridSearch(g: GridQuery, page = g.page): string {
  const p = new URLSearchParams();
  if (g.q) p.set('q', g.q);
  if (g.category) p.set('category', g.category);
  if (g.sort !== 'newest') p.set('sort', g.sort);
  if (page > 1) p.set('page', String(page));
  const s = p.toString();
  return s ? `?${s}` : '';
}
