// The document head, written as a string so that it can be sent before the page's data is read (early flush: the
// browser fetches the stylesheet and the island while D1 answers). Every value is escaped here.
import { languageInfo, type FontNeed, type Language } from '@app/contracts/constants';
import { ASSET_URLS } from '../generated/assets';
import { escapeHtml, jsonForScript } from '../lib/escape';
import type { Alternate } from '../lib/locale-urls';

export type IslandName = 'home' | 'product' | 'cart' | 'wishlist' | 'checkout' | 'success' | 'return' | 'page';

export interface Head {
  /** The document's language (html lang): the UI strings'. */
  lang: Language;
  /** The language of the page's content, when its head says so (og:locale, JSON-LD inLanguage): en_US, es_ES, am_ET. */
  ogLocale?: string;
  /** hreflang links (lib/locale-urls.ts), on indexable pages of a store with more than one language. */
  alternates?: Alternate[];
  title: string;
  description: string;
  /** Absolute canonical URL (also og:url). */
  canonical?: string;
  siteName?: string;
  ogType?: 'website' | 'product';
  /** Absolute image URL for og:image. */
  image?: string | null;
  /** Pages that must not be indexed (cart, checkout, 404s). */
  noindex?: boolean;
  island?: IslandName;
  /** Product JSON-LD, serialised with `<` escaped. */
  jsonLd?: unknown;
}

/** The web font each script needs, preloaded on pages in a language whose list entry asks for it. */
const FONT_URLS: Record<FontNeed, string> = { ethiopic: ASSET_URLS.fontEthiopic };

const meta = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
const prop = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;

export function headHtml(h: Head): string {
  const parts = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(h.title)}</title>`,
    meta('description', h.description),
    '<meta name="theme-color" content="#4338ca">',
    // No favicon yet (stores have no logo field): an empty one saves a request that would only 404.
    '<link rel="icon" href="data:,">',
    `<link rel="stylesheet" href="${ASSET_URLS.css}">`,
  ];
  const font = languageInfo(h.lang).font;
  if (font) parts.push(`<link rel="preload" href="${FONT_URLS[font]}" as="font" type="font/woff2" crossorigin>`);
  if (h.island) parts.push(`<script defer src="${ASSET_URLS[h.island]}"></script>`);
  if (h.noindex) parts.push(meta('robots', 'noindex'));
  if (h.canonical) parts.push(`<link rel="canonical" href="${escapeHtml(h.canonical)}">`);
  for (const a of h.alternates ?? []) parts.push(`<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}">`);
  parts.push(prop('og:type', h.ogType ?? 'website'), prop('og:title', h.title), prop('og:description', h.description));
  if (h.canonical) parts.push(prop('og:url', h.canonical));
  if (h.siteName) parts.push(prop('og:site_name', h.siteName));
  if (h.ogLocale) parts.push(prop('og:locale', h.ogLocale));
  if (h.image) parts.push(prop('og:image', h.image));
  parts.push(meta('twitter:card', h.image ? 'summary_large_image' : 'summary'));
  if (h.jsonLd) parts.push(`<script type="application/ld+json">${jsonForScript(h.jsonLd)}</script>`);
  return parts.join('');
}
