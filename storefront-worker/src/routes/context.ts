// Everything a store page handler needs, built once per request after the store row was read.
import type { Language } from '@app/contracts/constants';
import type { StoreContent, Website } from '@app/contracts';
import { cachePath } from '../cache';
import { siteOf } from '../data/content';
import type { StoreRow } from '../data/store-row';
import { moneyFormatter, translator, type T } from '../lib/i18n';
import { storeLinks, type Links, type Route } from '../routing';

export interface StoreContext {
  req: Request;
  url: URL;
  /** The path (and ?page=) the page's cache key holds: the only part of the URL a page may render. */
  path: string;
  env: Env;
  db: D1Database;
  row: StoreRow;
  /** The one content every part of the page comes from: the live publication, or the draft in a preview. */
  content: StoreContent;
  /** The content as the markup's Website (published pages only). */
  site: Website;
  /** A preview of the draft (routes/preview.ts): the page shows the preview bar and is never indexed. */
  preview: boolean;
  lang: Language;
  t: T;
  money: (n: number) => string;
  base: string;
  links: Links;
  /** Absolute root used in canonical URLs, Open Graph and the sitemap. */
  canonicalRoot: string;
  dashboardUrl: string;
  waitUntil: (p: Promise<unknown>) => void;
}

export function dashboardUrl(env: Env): string {
  return `${(env.DASHBOARD_ORIGIN ?? '').replace(/\/+$/, '')}/website`;
}

export interface StoreSource {
  row: StoreRow;
  content: StoreContent;
  preview: boolean;
}

export function storeContext(
  req: Request,
  env: Env,
  route: Extract<Route, { type: 'store' }>,
  { row, content, preview }: StoreSource,
  lang: Language,
  waitUntil: (p: Promise<unknown>) => void,
): StoreContext {
  const url = new URL(req.url);
  // A store reached by its number or by path is canonical at /published/{domain}; on its own domain at the root.
  const canonicalRoot = route.form === 'host' ? url.origin : `${url.origin}/published/${row.domain}`;
  return {
    req,
    url,
    path: cachePath(url, route.page),
    env,
    db: env.DB,
    row,
    content,
    site: siteOf(content, row),
    preview,
    lang,
    t: translator(lang),
    money: moneyFormatter(lang, row.currency),
    base: route.base,
    links: storeLinks(route.base),
    canonicalRoot,
    dashboardUrl: dashboardUrl(env),
    waitUntil,
  };
}

/** An absolute URL for a root-relative one (images in Open Graph and JSON-LD). */
export const absolute = (ctx: StoreContext, path: string) => new URL(path, ctx.url.origin).href;
