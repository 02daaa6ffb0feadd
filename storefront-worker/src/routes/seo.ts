// Per store: sitemap.xml (home, the published pages of the request's content, products; canonical URLs) and robots.txt.
import { sitemapProducts } from '../data/catalog';
import { escapeXml } from '../lib/escape';
import { textResponse } from '../lib/headers';
import type { StoreContext } from './context';

export async function sitemap(ctx: StoreContext): Promise<Response> {
  const products = await sitemapProducts(ctx.db, ctx.row.id);
  const pages = ctx.site.pages;
  const root = ctx.canonicalRoot;
  const url = (loc: string, lastmod?: string) =>
    `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>` : ''}</url>`;
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url(root || '/'),
    ...pages.map((p) => url(`${root}/${encodeURIComponent(p.slug)}`)),
    ...products.map((p) => url(`${root}/shop/product/${p.id}`, p.updatedAt)),
    '</urlset>',
  ].join('\n');
  return textResponse(body, 200, 'application/xml; charset=utf-8', { 'Cache-Control': 'no-cache' });
}

/** Shopper-only pages are kept out of search results; everything else may be crawled. */
export function robots(ctx: StoreContext): Response {
  const base = ctx.base;
  const body = [
    'User-agent: *',
    `Disallow: ${base}/cart`,
    `Disallow: ${base}/wishlist`,
    `Disallow: ${base}/checkout`,
    `Allow: ${base || '/'}`,
    '',
    `Sitemap: ${ctx.url.origin}${base}/sitemap.xml`,
    '',
  ].join('\n');
  return textResponse(body, 200, 'text/plain; charset=utf-8', { 'Cache-Control': 'no-cache' });
}
