// Everything a store page handler needs, built once per request after the store row was read.
import type { Language } from '@app/contracts/constants';
import type { StoreContent, StoreLocales, Website } from '@app/contracts';
import { pagePath } from '../cache';
import { forShoppers, siteOf } from '../data/content';
import { isPrefixLocale, localesOf, localizeContent } from '../data/localize';
import type { StoreRow } from '../data/store-row';
import { moneyFormatter, translator, type T } from '../lib/i18n';
import { storeLinks, type Links, type StoreRoute } from '../routing';

export interface StoreContext {
  req: Request;
  url: URL;
  /** The path (and the home grid's parameters) in normal form: the only part of the URL a page may render. */
  path: string;
  env: Env;
  /** The store's shard (data/store-row.ts): every read of the store's rows goes there. */
  db: D1Database;
  row: StoreRow;
  /**
   * The one content every part of the page comes from: the live publication, or the draft in a preview; under a
   * language prefix, translated into it field by field (data/localize.ts).
   */
  content: StoreContent;
  /** The store's languages, as that content holds them. */
  locales: StoreLocales;
  /** The language of the merchant's content on this page: the URL's prefix, else the store's default. */
  locale: Language;
  /** The URL has a language prefix the store shows: the UI strings follow it too. */
  prefixed: boolean;
  /** The URL has a language prefix the store does not show (or its default): the page is the store's 404. */
  badLocale: boolean;
  /** The content as the markup's Website (published pages only). */
  site: Website;
  /** A preview of the draft (routes/preview.ts): the page shows the preview bar and is never indexed. */
  preview: boolean;
  /** On a preview: the draft differs from the live publication (products never count: they are live at once). */
  previewChanges: boolean;
  /** The language of the UI strings: the prefix's, else the shopper's (appLang cookie, Accept-Language). */
  lang: Language;
  t: T;
  money: (n: number) => string;
  /** The store root plus the page's language prefix: every link of the page is under it. */
  base: string;
  /** The store root without a language prefix. */
  root: string;
  links: Links;
  /** Absolute store root (no language prefix) used in canonical URLs, Open Graph and the sitemap. */
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
  /** A preview's draft differs from the live publication. */
  changes?: boolean;
}

export function storeContext(
  req: Request,
  env: Env,
  route: StoreRoute,
  { row, content: source, preview, changes = false }: StoreSource,
  shopperLang: Language,
  waitUntil: (p: Promise<unknown>) => void,
): StoreContext {
  const url = new URL(req.url);
  // A store reached by its number or by path is canonical at /published/{domain}; on its own domain at the root.
  const canonicalRoot = route.form === 'host' ? url.origin : `${url.origin}/published/${row.domain}`;
  const locales = localesOf(source);
  const prefixed = route.locale !== null && isPrefixLocale(locales, route.locale);
  const locale = prefixed ? route.locale! : locales.default;
  const localized = prefixed ? localizeContent(source, locale) : source;
  // Shoppers never meet an empty page (nor a link to one); the merchant's preview keeps it with its hint.
  const content = preview ? localized : forShoppers(localized);
  const lang = prefixed ? locale : shopperLang;
  // A 404 for a language the store does not show links to the store's own (unprefixed) pages.
  const base = route.locale !== null && !prefixed ? route.root : route.base;
  return {
    req,
    url,
    path: pagePath(url, route.page),
    env,
    db: row.db,
    row,
    content,
    site: siteOf(content, row),
    locales,
    locale,
    prefixed,
    badLocale: route.locale !== null && !prefixed,
    preview,
    previewChanges: preview && changes,
    lang,
    t: translator(lang),
    money: moneyFormatter(lang, row.currency),
    base,
    root: route.root,
    links: storeLinks(base),
    canonicalRoot,
    dashboardUrl: dashboardUrl(env),
    waitUntil,
  };
}

/** An absolute URL for a root-relative one (images in Open Graph and JSON-LD). */
export const absolute = (ctx: StoreContext, path: string) => new URL(path, ctx.url.origin).href;
