// One handler per store page. Each starts its reads at once, decides the status (only product and custom pages can
// be 404 inside a known store), and streams the document: head first, body when its data is in.
import { DEFAULT_META_DESCRIPTION, DEFAULT_META_TITLE, intlLocale } from '@app/contracts/constants';
import type { Language, Product, ProductVariants } from '@app/contracts';
import { getProduct, readProductTranslationRows, readVariants } from '@app/db';
import type { ReactElement } from 'react';
import type { View } from '../components/view';
import { gridData, type GridPage } from '../data/catalog';
import { gridSearch, isRefined, readGridQuery, type GridQuery } from '../data/grid-query';
import { publishedPage } from '../data/content';
import { contentTranslatedIn, hasField, localizeProduct, localizeVariants } from '../data/localize';
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
import { ProductPage, type PageVariants } from '../markup/ProductPage';
import { choiceFromParams, variantSearch } from '../shared/variant-choice';
import { SuccessPage } from '../markup/SuccessPage';
import { ReturnPage } from '../markup/ReturnPage';
import { WishlistPage } from '../markup/WishlistPage';
import { DEFAULT_IMAGE_SIZE } from '../components/ProductCard';
import { absolute, type StoreContext } from './context';
import { pageJsonLd, pageSeo } from './page-seo';
import { languageChoices } from './language-choices';
import { IMAGE_SIZES, responsiveSource } from '../shared/responsive';

const META_DESCRIPTION_MAX = 160;

function view(ctx: StoreContext): View {
  return {
    site: ctx.site,
    lang: ctx.lang,
    t: ctx.t,
    money: ctx.money,
    links: ctx.links,
    dashboardUrl: ctx.preview ? ctx.dashboardUrl : undefined,
    // What the cache key holds, never the visitor's own query string: a cached page depends only on its key.
    path: ctx.path,
    year: new Date().getUTCFullYear(),
    exitPreviewUrl: ctx.preview ? ctx.url.pathname : undefined,
    previewHasChanges: ctx.previewChanges,
    languages: languageChoices(ctx),
  };
}

function island(ctx: StoreContext, page: PageKind, sections: (keyof Catalogue)[], products?: Product[]): IslandData {
  return {
    page,
    storeId: ctx.row.id,
    base: ctx.base,
    locale: ctx.prefixed ? ctx.locale : null,
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
    image_src: img ? responsiveSource(img.url, img.width, IMAGE_SIZES.card).src : '',
    description: p.description,
    category: p.category,
    stock: p.stock,
    rating: p.rating,
    url: ctx.links.product(p.id),
    width: img?.width ?? DEFAULT_IMAGE_SIZE,
    height: img?.height ?? DEFAULT_IMAGE_SIZE,
    // Only when set, so a plain product's data keeps its old size.
    ...(p.has_options && { has_options: true }),
    ...(p.prices_vary && { prices_vary: true }),
    ...(p.compare_at_price != null && { compare_at_price: p.compare_at_price }),
  };
}

/**
 * `path` (relative to the store root) makes the canonical URL; pages without one are not canonical anywhere.
 * `translated`: the languages the page's required field is translated into (README "SEO rules"). Title, description
 * and image come from the request's one content (ctx.content), never from the draft row.
 */
function head(
  ctx: StoreContext,
  { path, translated = [], ...h }: Partial<Head> & { title: string; path?: string; translated?: Language[] },
): Head {
  const out: Head = {
    lang: ctx.lang,
    siteName: ctx.site.title,
    description: ctx.site.description,
    ...pageSeo(ctx, path, translated),
    ...h,
  };
  if (ctx.preview) out.noindex = true;
  return out;
}

const titled = (ctx: StoreContext, name: string) => `${name} | ${ctx.site.title}`;

function send(ctx: StoreContext, status: number, h: Head, body: Promise<Body>) {
  return streamDocument({ status, head: h, body, waitUntil: ctx.waitUntil });
}

/**
 * The canonical of a home page (README "Search, filters and sort"): a search is noindex with no canonical (as
 * Shopify's /search), a category or a sort is canonical to the plain home (the same products, reordered or narrowed:
 * as collection filters), and a plain page of the grid is its own canonical.
 */
function homeSeo(grid: GridQuery): { path?: string; noindex?: true } {
  if (grid.q) return { noindex: true };
  if (isRefined(grid)) return { path: '' };
  return { path: gridSearch(grid) };
}

async function home(ctx: StoreContext): Promise<Response> {
  const query = readGridQuery(ctx.url);
  const body = gridData(ctx.db, ctx.row, query, ctx.prefixed ? ctx.locale : undefined)
    .then((grid) => localGrid(ctx, grid))
    .then((grid) => ({
      element: <HomePage view={view(ctx)} grid={grid} />,
      island: island(ctx, 'home', ['toasts', 'products', 'variant'], grid.items),
    }));
  const heroImage = ctx.site.hero?.background_image;
  const h = head(ctx, {
    title: ctx.site.title,
    ...homeSeo(query),
    translated: contentTranslatedIn(ctx.content, 'website', ctx.content.website.id, 'title'),
    island: 'home',
    image: heroImage && absolute(ctx, heroImage),
  });
  h.jsonLd = pageJsonLd(ctx, 'WebSite', ctx.site.title, h.canonical);
  return send(ctx, 200, h, body);
}

function productJsonLd(ctx: StoreContext, p: Product, url: string, variants?: ProductVariants) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    sku: String(p.id),
    inLanguage: ctx.locale,
    category: p.category,
    image: p.images.map((i) => absolute(ctx, i.url)),
    url,
    offers: variants?.options.length ? variantOffers(ctx, variants, url) : offer(ctx, p.price, p.stock, url),
  };
}

const offer = (ctx: StoreContext, price: number, stock: number, url: string, extra: object = {}) => ({
  '@type': 'Offer',
  price: price.toFixed(2),
  priceCurrency: ctx.row.currency,
  availability: stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
  url,
  ...extra,
});

/** A product with options: one Offer per variant (its SKU and ?variant= URL), each with its own availability. */
function variantOffers(ctx: StoreContext, v: ProductVariants, url: string) {
  return v.variants.map((x) => offer(ctx, x.price, x.stock, `${url}${variantSearch(x)}`, x.sku ? { sku: x.sku } : {}));
}

/** The variants and the choice the page's normal-form query asks for (ctx.path: the cache key's, cache.ts). */
function pageVariants(ctx: StoreContext, found: ProductVariants | undefined): PageVariants | undefined {
  if (!found) return undefined;
  const params = new URL(ctx.path, ctx.url.origin).searchParams;
  return { ...found, choice: choiceFromParams(found.options, found.variants, params) };
}

async function product(ctx: StoreContext, id: number): Promise<Response> {
  // Product translations are live (DESIGN §16): read with the product, every language at once for the alternates.
  const multilingual = ctx.locales.enabled.length > 1;
  const [source, rows, found] = await Promise.all([
    getProduct(ctx.db, ctx.row.id, id),
    multilingual ? readProductTranslationRows(ctx.db, ctx.row.id, [id]) : [],
    readVariants(ctx.db, ctx.row.id, [id]),
  ]);
  if (!source) return notFound(ctx, true);
  // The options are read apart from the product's row: their names and values are translated here too (the picker,
  // its island and the JSON-LD read these; variants keep matching by the default language's words).
  const own = found.get(id);
  const tr = rows.find((r) => r.locale === ctx.locale)?.fields;
  const variants = pageVariants(ctx, own && ctx.prefixed ? localizeVariants(own, tr) : own);
  const p = ctx.prefixed ? localizeProduct(source, tr) : source;
  const path = `/shop/product/${p.id}`;
  const h = head(ctx, {
    title: titled(ctx, p.name),
    description: truncate(p.description, META_DESCRIPTION_MAX),
    path,
    translated: rows.filter((r) => hasField(r.fields, 'name')).map((r) => r.locale),
    ogType: 'product',
    image: p.images[0] ? absolute(ctx, p.images[0].url) : null,
    island: 'product',
  });
  h.jsonLd = productJsonLd(ctx, p, h.canonical ?? absolute(ctx, ctx.links.product(p.id)), variants);
  const body = Promise.resolve({
    element: <ProductPage view={view(ctx)} product={p} variants={variants} />,
    island: {
      ...island(ctx, 'product', ['toasts', 'products', 'variant'], [p]),
      ...(variants?.options.length ? { variants: { options: variants.options, variants: variants.variants } } : {}),
    },
  });
  return send(ctx, 200, h, body);
}

function customPage(ctx: StoreContext, slug: string): Response {
  const page = publishedPage(ctx.content, slug);
  if (!page) return notFound(ctx, false);
  const metaTitle = page.meta_title.trim() && page.meta_title !== DEFAULT_META_TITLE ? page.meta_title : titled(ctx, page.title);
  const metaDescription =
    page.meta_description.trim() && page.meta_description !== DEFAULT_META_DESCRIPTION ? page.meta_description : ctx.site.description;
  const translated = contentTranslatedIn(ctx.content, 'page', page.id, 'title');
  const h = head(ctx, { title: metaTitle, description: metaDescription, path: `/${page.slug}`, translated, island: 'page' });
  h.jsonLd = pageJsonLd(ctx, 'WebPage', page.title, h.canonical);
  const body = Promise.resolve({ element: <CustomPage view={view(ctx)} page={page} />, island: island(ctx, 'page', []) });
  return send(ctx, 200, h, body);
}

/** The cards in the page's language: their translations were read with the grid (data/catalog.ts). */
function localGrid(ctx: StoreContext, grid: GridPage): GridPage {
  if (!ctx.prefixed) return grid;
  return { ...grid, items: grid.items.map((p) => localizeProduct(p, grid.translations.get(p.id))) };
}

function notFound(ctx: StoreContext, isProduct: boolean): Response {
  const h = head(ctx, { title: titled(ctx, ctx.t('meta.pageNotFound')), noindex: true, island: 'page' });
  const body = Promise.resolve({
    element: <PageNotFound view={view(ctx)} product={isProduct} />,
    island: island(ctx, 'not-found', []),
  });
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
  const body = Promise.resolve({ element: render(view(ctx)), island: island(ctx, kind, sections) });
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
      return shopperPage(ctx, 'cart', t('meta.cart'), ['cart', 'discount', 'toasts', 'products'], (v) => <CartPage view={v} />);
    case 'wishlist':
      return shopperPage(ctx, 'wishlist', t('meta.wishlist'), ['wishlist', 'toasts', 'products', 'variant'], (v) => (
        <WishlistPage view={v} />
      ));
    case 'checkout':
      return shopperPage(ctx, 'checkout', t('meta.checkout'), ['checkout', 'cart', 'discount'], (v) => (
        <CheckoutPage
          view={v}
          payment={{ methods: ctx.row.paymentMethods, provider: ctx.row.paymentProvider, testMode: ctx.row.testMode }}
        />
      ));
    case 'success':
      return shopperPage(ctx, 'success', t('meta.success'), ['success', 'discount'], (v) => <SuccessPage view={v} />);
    case 'return':
      return shopperPage(ctx, 'return', t('meta.shop_return'), ['success', 'return', 'discount'], (v) => <ReturnPage view={v} />);
    default:
      return notFound(ctx, false);
  }
}
