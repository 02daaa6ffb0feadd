// The language side of a page's head (DESIGN §16, README "SEO rules"): canonical URL in the page's own language,
// hreflang alternates, noindex for a prefixed page whose required field is untranslated, og:locale.
import type { Language } from '@app/contracts/constants';
import { alternates, indexableLocales, localeUrl, ogLocale, type Alternate } from '../lib/locale-urls';
import type { StoreContext } from './context';

export interface PageSeo {
  canonical?: string;
  alternates?: Alternate[];
  noindex?: boolean;
  ogLocale: string;
}

/**
 * `rel`: the page relative to the store root ('' for home, '/about'), or undefined for a page that is canonical
 * nowhere. `translated`: the non-default languages its required field is translated into.
 */
export function pageSeo(ctx: StoreContext, rel: string | undefined, translated: readonly Language[]): PageSeo {
  const seo: PageSeo = { ogLocale: ogLocale(ctx.locale) };
  if (rel === undefined) return seo;
  const indexable = indexableLocales(ctx.locales, translated);
  // Untranslated under its prefix: the page shows the default's words, which the unprefixed URL already indexes.
  if (!indexable.includes(ctx.locale)) return { ...seo, noindex: true };
  return {
    ...seo,
    canonical: localeUrl(ctx.canonicalRoot, ctx.locales, ctx.locale, rel),
    alternates: alternates(ctx.canonicalRoot, ctx.locales, indexable, rel),
  };
}

/** JSON-LD of a home (WebSite) or custom page (WebPage): its name, URL and language. */
export function pageJsonLd(ctx: StoreContext, type: 'WebSite' | 'WebPage', name: string, url: string | undefined) {
  return { '@context': 'https://schema.org', '@type': type, name, ...(url ? { url } : {}), inLanguage: ctx.locale };
}
