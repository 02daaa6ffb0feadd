// Request -> route. A store is found by /published/{domain}, /published-store/{id}, or by a Host equal to its domain
// (custom domains). `base` is the store root in the form the request came in with; every link in the page uses it.
export { isStorefrontPath } from '@app/contracts/storefront';

export type Lookup = { domain: string } | { id: number };

export type StorePage =
  | { kind: 'home' }
  | { kind: 'product'; id: number }
  | { kind: 'cart' }
  | { kind: 'wishlist' }
  | { kind: 'checkout' }
  | { kind: 'success' }
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
  | { type: 'store'; lookup: Lookup; base: string; page: StorePage; form: 'domain' | 'id' | 'host' };

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
export function storePage(rest: string[]): StorePage {
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
  return { kind: 'unknown' };
}

export function route(url: URL): Route {
  const path = url.pathname;
  if (path.startsWith('/_sf/')) return path === '/_sf/lang' ? { type: 'lang' } : { type: 'asset', path };
  if (path.startsWith('/media/')) return { type: 'media', path };
  if (path === '/api' || path.startsWith('/api/')) return { type: 'api', path };
  if (path === '/not-found' || path === '/not-found/') return { type: 'website-not-found' };

  // Empty segments (a trailing or doubled slash) carry no meaning: /published/demo/ is the home page.
  const segments = path.split('/').filter(Boolean).map(decode);
  if (segments.some((s) => s === null)) return { type: 'website-not-found' };
  const [first, second, ...rest] = segments as string[];

  if (first === 'published') {
    const domain = (second ?? '').toLowerCase();
    if (!DOMAIN.test(domain)) return { type: 'website-not-found' };
    return { type: 'store', form: 'domain', lookup: { domain }, base: `/published/${domain}`, page: storePage(rest) };
  }
  if (first === 'published-store') {
    if (!second || !STORE_ID.test(second)) return { type: 'website-not-found' };
    return { type: 'store', form: 'id', lookup: { id: Number(second) }, base: `/published-store/${second}`, page: storePage(rest) };
  }
  // Anything else is a page of the store whose custom domain is this Host.
  const host = url.hostname.toLowerCase();
  const page = storePage(segments as string[]);
  return { type: 'store', form: 'host', lookup: { domain: host }, base: '', page };
}

/** Links of one store, in the form the request came in with. */
export function storeLinks(base: string) {
  return {
    home: base || '/',
    product: (id: number) => `${base}/shop/product/${id}`,
    cart: `${base}/cart`,
    wishlist: `${base}/wishlist`,
    checkout: `${base}/checkout`,
    success: `${base}/checkout/success`,
    page: (slug: string) => `${base}/${slug}`,
    sitemap: `${base}/sitemap.xml`,
    /** A nav item: absolute http(s) URLs stay as they are, relative ones live under the store; other schemes are dropped. */
    nav(link: string): string | null {
      const l = link.trim();
      if (/^https?:\/\//i.test(l)) return l;
      if (/^[a-z][a-z0-9+.-]*:/i.test(l) || l.startsWith('//')) return null;
      const rel = l.replace(/^\/+/, '');
      return rel ? `${base}/${rel}` : base || '/';
    },
  };
}
export type Links = ReturnType<typeof storeLinks>;
