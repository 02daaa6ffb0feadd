// A page's URL in each of the store's languages, and the SEO rules over them (DESIGN §16, README "SEO rules"): the
// default language is unprefixed, every other enabled one is a prefix after the store root. A page's alternates are
// the default language plus every language its required field is translated into, plus x-default (the unprefixed
// URL); every page of that set lists the same set, so the set is reciprocal by construction.
import { LANGUAGES, intlLocale, type Language } from '@app/contracts/constants';
import type { StoreLocales } from '@app/contracts';

export interface Alternate {
  hreflang: Language | 'x-default';
  href: string;
}

/** The prefix of a language after the store root: none for the default language. */
export const localePrefix = (locales: StoreLocales, locale: Language) => (locale === locales.default ? '' : `/${locale}`);

/**
 * The URL of the page `rel` (relative to the store root: '', '?page=2', '/shop/product/3', '/about') in `locale`,
 * under `root` (a path, or an absolute root for canonical URLs). A page at the bare root of a host is '/'.
 */
export function localeUrl(root: string, locales: StoreLocales, locale: Language, rel: string): string {
  const dir = root + localePrefix(locales, locale);
  if (rel === '' || rel === '/') return dir || '/';
  return rel.startsWith('?') ? `${dir || '/'}${rel}` : `${dir}${rel}`;
}

/** The languages a page is indexable in: the default, and each enabled one in which its required field is translated. */
export function indexableLocales(locales: StoreLocales, translated: readonly Language[]): Language[] {
  return LANGUAGES.filter((l) => l === locales.default || (locales.enabled.includes(l) && translated.includes(l)));
}

/** hreflang links of a page indexable in `indexable` (README "SEO rules"); absolute URLs under `absRoot`. */
export function alternates(absRoot: string, locales: StoreLocales, indexable: readonly Language[], rel: string): Alternate[] {
  const out: Alternate[] = indexable.map((l) => ({ hreflang: l, href: localeUrl(absRoot, locales, l, rel) }));
  // A store with one language has no alternates to offer.
  if (out.length < 2) return [];
  out.push({ hreflang: 'x-default', href: localeUrl(absRoot, locales, locales.default, rel) });
  return out;
}

/** Open Graph's locale form of a language: en_US, es_ES, am_ET. */
export const ogLocale = (locale: Language) => intlLocale(locale).replace('-', '_');
