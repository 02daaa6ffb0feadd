// Per store: sitemap.xml (home, the published pages of the request's content, products; canonical URLs, each in every
// language it is indexable in with its xhtml:link alternates: README "SEO rules") and robots.txt.
import type { Language } from '@app/contracts/constants';
import { readProductTranslationRows } from '@app/db';
import { sitemapProducts } from '../data/catalog';
import { contentTranslatedIn, hasField } from '../data/localize';
import { escapeHtml } from '../lib/escape';
import { textResponse } from '../lib/headers';
import { alternates, indexableLocales, localePrefix, localeUrl } from '../lib/locale-urls';
import type { StoreContext } from './context';

interface Entry {
  /** Relative to the store root. */
  rel: string;
  /** The non-default languages its required field is translated into. */
  translated: Language[];
  lastmod?: string;
}

/** The languages each product's name is translated into (live, like the products). */
async function productLanguages(ctx: StoreContext): Promise<Map<number, Language[]>> {
  const out = new Map<number, Language[]>();
  if (ctx.locales.enabled.length < 2) return out;
  for (const r of await readProductTranslationRows(ctx.db, ctx.row.id)) {
    if (hasField(r.fields, 'name')) out.set(r.id, [...(out.get(r.id) ?? []), r.locale]);
  }
  return out;
}

/** One <url> per language the entry is indexable in, each listing the same alternates (reciprocal). */
function urls(ctx: StoreContext, e: Entry): string[] {
  const root = ctx.canonicalRoot;
  const indexable = indexableLocales(ctx.locales, e.translated);
  const links = alternates(root, ctx.locales, indexable, e.rel)
    .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}"/>`)
    .join('');
  const lastmod = e.lastmod ? `<lastmod>${escapeHtml(e.lastmod.slice(0, 10))}</lastmod>` : '';
  return indexable.map((l) => `<url><loc>${escapeHtml(localeUrl(root, ctx.locales, l, e.rel))}</loc>${lastmod}${links}</url>`);
}

export async function sitemap(ctx: StoreContext): Promise<Response> {
  const [products, productLangs] = await Promise.all([sitemapProducts(ctx.db, ctx.row.id), productLanguages(ctx)]);
  const c = ctx.content;
  const entries: Entry[] = [
    { rel: '', translated: contentTranslatedIn(c, 'website', c.website.id, 'title') },
    ...ctx.site.pages.map((p) => ({ rel: `/${encodeURIComponent(p.slug)}`, translated: contentTranslatedIn(c, 'page', p.id, 'title') })),
    ...products.map((p) => ({ rel: `/shop/product/${p.id}`, translated: productLangs.get(p.id) ?? [], lastmod: p.updatedAt })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.flatMap((e) => urls(ctx, e)),
    '</urlset>',
  ].join('\n');
  return textResponse(body, 200, 'application/xml; charset=utf-8', { 'Cache-Control': 'no-cache' });
}

/** Shopper-only pages, in every language the store shows, are kept out of search results; the rest may be crawled. */
export function robots(ctx: StoreContext): Response {
  const base = ctx.base;
  const dirs = ctx.locales.enabled.map((l) => base + localePrefix(ctx.locales, l));
  const body = [
    'User-agent: *',
    ...dirs.flatMap((d) => ['cart', 'wishlist', 'checkout'].map((p) => `Disallow: ${d}/${p}`)),
    `Allow: ${base || '/'}`,
    '',
    `Sitemap: ${ctx.url.origin}${base}/sitemap.xml`,
    '',
  ].join('\n');
  return textResponse(body, 200, 'text/plain; charset=utf-8', { 'Cache-Control': 'no-cache' });
}
