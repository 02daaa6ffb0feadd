// One handler per store page. Each starts its reads at once, decides the status (only product and custom pages can
// be 404 inside a known store), and streams the document: head first, body when its data is in.
import { DEFAULT_META_DESCRIPTION, DEFAULT_META_TITLE, intlLocale } from '@app/contracts/constants';
import type { Product, Website } from '@app/contracts';
import { getProduct, getPublicWebsiteById, getPublishedPageBySlug } from '@app/db';
import type { ReactElement } from 'react';
import type { View } from '../components/view';
import { gridPage } from '../cache';
import { homeData } from '../data/catalog';
import { truncate } from '../lib/escape';
import { stringsFor, type Catalogue } from '../lib/i18n';
import { streamDocument, type Body } from '../render/document';
import type { Head, IslandName } from '../render/head';
import type { IslandData, IslandProduct, PageKind } from '../shared/island';
import type { StorePage } from '../routing';
import { CartPage } from '../markup/CartPage';
import { CheckoutPage } from '../markup/CheckoutPage';
import { CustomPage } from '../markup/CustomPage';
import { HomePage } from '../markup/HomePage';
import { PageNotFound } from '../markup/NotFoundPages';
import { ProductPage } from '../markup/ProductPage';
import { SuccessPage } from '../markup/SuccessPage';
import { WishlistPage } from '../markup/WishlistPage';
import { DEFAULT_IMAGE_SIZE } from '../components/ProductCard';
import { absolute, type StoreContext } from './context';

const META_DESCRIPTION_MAX = 160;

function view(ctx: StoreContext, site: Website): View {
  return {
    site,
    lang: ctx.lang,
    t: ctx.t,
    money: ctx.money,
    links: ctx.links,
    dashboardUrl: ctx.dashboardUrl,
    // What the cache key holds, never the visitor's own query string: a cached page depends only on its key.
    path: ctx.path,
    year: new Date().getUTCFullYear(),
  };
}

function island(ctx: StoreContext, page: PageKind, sections: (keyof Catalogue)[], products?: Product[]): IslandData {
  return {
    page,
    storeId: ctx.row.id,
    base: ctx.base,
    api: '/api',
    intlLocale: intlLocale(ctx.lang),
    currency: ctx.row.currency,
    strings: stringsFor(ctx.lang, sections),
    ...(products ? { products: products.map((p) => islandProduct(ctx, p)) } : {}),
  };
}

function islandProduct(ctx: StoreContext, p: Product): IslandProduct {
  const img = p.images[0];
  return {
    id: p.id,
    name: p.name,
    price: p.price,
    image_url: img?.url ?? '',
    description: p.description,
    category: p.category,
    stock: p.stock,
    rating: p.rating,
    url: ctx.links.product(p.id),
    width: img?.width ?? DEFAULT_IMAGE_SIZE,
    height: img?.height ?? DEFAULT_IMAGE_SIZE,
  };
}

/** `path` (relative to the store root) makes the canonical URL; pages without one are not canonical anywhere. */
function head(ctx: StoreContext, { path, ...h }: Partial<Head> & { title: string; path?: string }): Head {
  return {
    lang: ctx.lang,
    siteName: ctx.row.title,
    description: ctx.row.description,
    canonical: path === undefined ? undefined : ctx.canonicalRoot + path,
    ...h,
  };
}

const titled = (ctx: StoreContext, name: string) => `${name} | ${ctx.row.title}`;
const site = (ctx: StoreContext) => getPublicWebsiteById(ctx.db, ctx.row.id).then((s) => s ?? Promise.reject(new Error('store vanished')));

function send(ctx: StoreContext, status: number, h: Head, body: Promise<Body>) {
  return streamDocument({ status, head: h, body, waitUntil: ctx.waitUntil });
}

async function home(ctx: StoreContext): Promise<Response> {
  const page = gridPage(ctx.url);
  const body = homeData(ctx.db, ctx.row.id, page).then(({ site: s, grid }) => {
    if (!s) throw new Error('store vanished');
    return {
      element: <HomePage view={view(ctx, s)} grid={grid} />,
      island: island(ctx, 'home', ['toasts', 'products'], grid.items),
    };
  });
  const h = head(ctx, {
    title: ctx.row.title,
    path: page > 1 ? `?page=${page}` : '',
    island: 'home',
    image: ctx.row.heroImage && absolute(ctx, ctx.row.heroImage),
  });
  return send(ctx, 200, h, body);
}

function productJsonLd(ctx: StoreContext, p: Product, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    sku: String(p.id),
    category: p.category,
    image: p.images.map((i) => absolute(ctx, i.url)),
    url,
    offers: {
      '@type': 'Offer',
      price: p.price.toFixed(2),
      priceCurrency: ctx.row.currency,
      availability: p.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    },
  };
}

async function product(ctx: StoreContext, id: number): Promise<Response> {
  const siteP = site(ctx);
  siteP.catch(() => undefined); // awaited below; never an unhandled rejection
  const p = await getProduct(ctx.db, ctx.row.id, id);
  if (!p) return notFound(ctx, siteP, true);
  const path = `/shop/product/${p.id}`;
  const h = head(ctx, {
    title: titled(ctx, p.name),
    description: truncate(p.description, META_DESCRIPTION_MAX),
    path,
    ogType: 'product',
    image: p.images[0] ? absolute(ctx, p.images[0].url) : null,
    island: 'product',
    jsonLd: productJsonLd(ctx, p, ctx.canonicalRoot + path),
  });
  const body = siteP.then((s) => ({
    element: <ProductPage view={view(ctx, s)} product={p} />,
    island: island(ctx, 'product', ['toasts', 'products'], [p]),
  }));
  return send(ctx, 200, h, body);
}

async function customPage(ctx: StoreContext, slug: string): Promise<Response> {
  const siteP = site(ctx);
  siteP.catch(() => undefined);
  const page = await getPublishedPageBySlug(ctx.db, ctx.row.id, slug);
  if (!page) return notFound(ctx, siteP, false);
  const metaTitle = page.meta_title.trim() && page.meta_title !== DEFAULT_META_TITLE ? page.meta_title : titled(ctx, page.title);
  const metaDescription =
    page.meta_description.trim() && page.meta_description !== DEFAULT_META_DESCRIPTION ? page.meta_description : ctx.row.description;
  const h = head(ctx, { title: metaTitle, description: metaDescription, path: `/${page.slug}`, island: 'page' });
  const body = siteP.then((s) => ({ element: <CustomPage view={view(ctx, s)} page={page} />, island: island(ctx, 'page', []) }));
  return send(ctx, 200, h, body);
}

function notFound(ctx: StoreContext, siteP: Promise<Website>, isProduct: boolean): Response {
  const h = head(ctx, { title: titled(ctx, ctx.t('meta.pageNotFound')), noindex: true, island: 'page' });
  const body = siteP.then((s) => ({
    element: <PageNotFound view={view(ctx, s)} product={isProduct} />,
    island: island(ctx, 'not-found', []),
  }));
  return send(ctx, 404, h, body);
}

/** Pages whose content is in the shopper's browser (cart, wishlist, checkout, success): a frame and an island. */
function shopperPage(
  ctx: StoreContext,
  kind: PageKind & IslandName,
  title: string,
  sections: (keyof Catalogue)[],
  render: (v: View) => ReactElement,
): Response {
  const h = head(ctx, { title: titled(ctx, title), noindex: true, island: kind });
  const body = site(ctx).then((s) => ({ element: render(view(ctx, s)), island: island(ctx, kind, sections) }));
  return send(ctx, 200, h, body);
}

export function renderStorePage(ctx: StoreContext, page: StorePage): Promise<Response> | Response {
  const { t } = ctx;
  switch (page.kind) {
    case 'home':
      return home(ctx);
    case 'product':
      return product(ctx, page.id);
    case 'page':
      return customPage(ctx, page.slug);
    case 'cart':
      return shopperPage(ctx, 'cart', t('meta.cart'), ['cart', 'toasts', 'products'], (v) => <CartPage view={v} />);
    case 'wishlist':
      return shopperPage(ctx, 'wishlist', t('meta.wishlist'), ['wishlist', 'toasts', 'products'], (v) => <WishlistPage view={v} />);
    case 'checkout':
      return shopperPage(ctx, 'checkout', t('meta.checkout'), ['checkout', 'cart'], (v) => <CheckoutPage view={v} />);
    case 'success':
      return shopperPage(ctx, 'success', t('meta.success'), ['success'], (v) => <SuccessPage view={v} />);
    default: {
      const siteP = site(ctx);
      siteP.catch(() => undefined);
      return notFound(ctx, siteP, false);
    }
  }
}
