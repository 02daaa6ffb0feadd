// Request -> route. On the dashboard's hosts (APP_HOSTS) a store is found by /published/{domain} or
// /published-store/{id}; on any other Host (a custom domain) only the store that holds that Host as its verified
// custom hostname (active at Cloudflare for SaaS, #35 item 7) is served, and /published* there is just a path of that
// store (404). A store's path name (`domain`) is never taken for a Host: it proves nothing about a real domain. `base` is the store root in the form the request came in
// with; every link in the page uses it.
//
// A language prefix (DESIGN §16) follows the store root: /published/{domain}/es/..., /es/... on a custom domain. Any
// code of the language list is read as one here (case-insensitively); whether the store has it enabled is known only
// once its content is read (routes/context.ts), and a prefix it has not enabled, or its default language, is its 404.
// `base` then includes the prefix, so every link the page renders stays under it; `root` never does.
import { isLanguage, type Language } from '@app/contracts/constants';
import { isCustomDomainHost } from '@app/contracts/storefront';
export { isStorefrontPath } from '@app/contracts/storefront';

/** `host`: a verified custom hostname (data/store-row.ts serves it only while active). */
export type Lookup = { domain: string } | { id: number } | { host: string };

export type StorePage =
  | { kind: 'home' }
  | { kind: 'product'; id: number }
  | { kind: 'cart' }
  | { kind: 'wishlist' }
  | { kind: 'checkout' }
  | { kind: 'success' }
  | { kind: 'return' }
  | { kind: 'page'; slug: string }
  | { kind: 'sitemap' }
  | { kind: 'robots' }
  | { kind: 'unknown' };

export type Route =
  | { type: 'asset'; path: string }
  | { type: 'lang' }
  | { type: 'media'; path: string }
  | { type: 'api'; path: string }
  | { type: 'website-not-found' }
  | {
      type: 'store';
      lookup: Lookup;
      /** The store root plus the language prefix, if any: where the page's links live. */
      base: string;
      /** The store root without a language prefix. */
      root: string;
      /** The language prefix of the URL (lower case), or null for an unprefixed page. */
      locale: Language | null;
      page: StorePage;
      form: 'domain' | 'id' | 'host';
    };

const DOMAIN = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/;
const SLUG = /^[a-z0-9](?:[a-z0-9_-]{0,99})$/i;
const PRODUCT_ID = /^[1-9]\d{0,14}$/;
const STORE_ID = /^[1-9]\d{0,14}$/;

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The page inside a store, from the path segments after the store root. */
function storePage(rest: string[]): StorePage {
  const [a, b, c, ...more] = rest;
  if (rest.length === 0) return { kind: 'home' };
  if (a === 'shop' && b === 'product' && c && more.length === 0) {
    return PRODUCT_ID.test(c) ? { kind: 'product', id: Number(c) } : { kind: 'unknown' };
  }
  if (rest.length === 1) {
    if (a === 'cart') return { kind: 'cart' };
    if (a === 'wishlist') return { kind: 'wishlist' };
    if (a === 'checkout') return { kind: 'checkout' };
    if (a === 'sitemap.xml') return { kind: 'sitemap' };
    if (a === 'robots.txt') return { kind: 'robots' };
    if (SLUG.test(a)) return { kind: 'page', slug: a.toLowerCase() };
  }
  if (rest.length === 2 && a === 'checkout' && b === 'success') return { kind: 'success' };
  if (rest.length === 2 && a === 'checkout' && b === 'return') return { kind: 'return' };
  return { kind: 'unknown' };
}

/** True when the request's Host is a store's custom domain, not one of the dashboard's hosts. */
export const onCustomDomain = (url: URL, appHosts: string | undefined) => isCustomDomainHost(url.host, appHosts ?? '');

export function route(url: URL, customDomain: boolean): Route {
  const path = url.pathname;
  if (path.startsWith('/_sf/')) return path === '/_sf/lang' ? { type: 'lang' } : { type: 'asset', path };
  if (path.startsWith('/media/')) return { type: 'media', path };
  if (path === '/api' || path.startsWith('/api/')) return { type: 'api', path };
  if (path === '/not-found' || path === '/not-found/') return { type: 'website-not-found' };

  // Empty segments (a trailing or doubled slash) carry no meaning: /published/demo/ is the home page.
  const segments = path.split('/').filter(Boolean).map(decode);
  if (segments.some((s) => s === null)) return { type: 'website-not-found' };
  const [first, second, ...rest] = segments as string[];
  if (customDomain) return storeRoute('host', { host: url.hostname.toLowerCase() }, '', segments as string[]);

  if (first === 'published') {
    const domain = (second ?? '').toLowerCase();
    if (!DOMAIN.test(domain)) return { type: 'website-not-found' };
    return storeRoute('domain', { domain }, `/published/${domain}`, rest);
  }
  if (first === 'published-store') {
    if (!second || !STORE_ID.test(second)) return { type: 'website-not-found' };
    return storeRoute('id', { id: Number(second) }, `/published-store/${second}`, rest);
  }
  // Any other path on the dashboard's host is not a store's.
  return { type: 'website-not-found' };
}

/** A store's route from the segments after its root: a leading language code is its prefix. */
function storeRoute(form: StoreRoute['form'], lookup: Lookup, root: string, rest: string[]): StoreRoute {
  const code = rest[0]?.toLowerCase();
  if (!isLanguage(code)) return { type: 'store', form, lookup, base: root, root, locale: null, page: storePage(rest) };
  const page = storePage(rest.slice(1));
  // One sitemap and one robots.txt per store, at its root: under a prefix they are not pages.
  const inLocale = page.kind === 'sitemap' || page.kind === 'robots' ? { kind: 'unknown' as const } : page;
  return { type: 'store', form, lookup, base: `${root}/${code}`, root, locale: code, page: inLocale };
}
export type StoreRoute = Extract<Route, { type: 'store' }>;

const ABSOLUTE = /^https?:\/\//i;

/** Links of one store, in the form the request came in with. */
export function storeLinks(base: string) {
  /** A nav item: absolute http(s) URLs stay as they are, relative ones live under the store; other schemes are dropped. */
  const nav = (link: string): string | null => {
    const l = link.trim();
    if (ABSOLUTE.test(l)) return l;
    if (/^[a-z][a-z0-9+.-]*:/i.test(l) || l.startsWith('//')) return null;
    const rel = l.replace(/^\/+/, '');
    return rel ? `${base}/${rel}` : base || '/';
  };
  return {
    home: base || '/',
    product: (id: number) => `${base}/shop/product/${id}`,
    cart: `${base}/cart`,
    wishlist: `${base}/wishlist`,
    checkout: `${base}/checkout`,
    success: `${base}/checkout/success`,
    checkoutReturn: `${base}/checkout/return`,
    page: (slug: string) => `${base}/${slug}`,
    sitemap: `${base}/sitemap.xml`,
    nav,
    /**
     * The nav items that lead somewhere, with their hrefs: a relative link to a page that does not exist or is not
     * published (`published` holds the published pages' slugs) is left out, as are links of other schemes.
     */
    navItems(items: readonly { title: string; link: string }[], published: ReadonlySet<string>) {
      return items.flatMap((n) => {
        const href = nav(n.link);
        const keep = href !== null && (ABSOLUTE.test(n.link.trim()) || leadsToPage(n.link, published));
        return keep ? [{ title: n.title, href, external: ABSOLUTE.test(href) }] : [];
      });
    },
  };
}

/** True when a relative nav link names a page of the store: a built-in one or a published page. */
export function leadsToPage(link: string, published: ReadonlySet<string>): boolean {
  const path = link.trim().split(/[?#]/)[0];
  const segments = path.split('/').filter(Boolean).map(decode);
  if (segments.some((s) => s === null)) return false;
  const page = storePage(segments as string[]);
  if (page.kind === 'page') return published.has(page.slug);
  return page.kind !== 'unknown';
}
export type Links = ReturnType<typeof storeLinks>;
