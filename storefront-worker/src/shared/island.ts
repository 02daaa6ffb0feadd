// The data a page hands to its island: server-rendered into <script type="application/json" id="sf-data">
// (never inline executable script: CSP script-src 'self'). Shared by the Worker (writes it) and the islands (read it).
import type { ProductVariants } from '@app/contracts/variants';
export type PageKind = 'home' | 'product' | 'cart' | 'wishlist' | 'checkout' | 'success' | 'return' | 'page' | 'not-found';

/** What an island needs to add a product to the cart or wishlist, or to show it in quick view. */
export interface IslandProduct {
  id: number;
  name: string;
  price: number;
  image_url: string;
  /** The quick view's picture: a resized copy of image_url (shared/responsive.ts), or image_url itself. */
  image_src: string;
  description: string;
  category: string;
  stock: number;
  rating: number;
  url: string;
  width: number;
  height: number;
  /** Card facts (migration 0014): a product with options is chosen on its page, never added from a card. */
  has_options?: boolean;
  prices_vary?: boolean;
  compare_at_price?: number | null;
}

/** Nested string catalogue (a subset of the storefront namespace, in the page's language). */
export interface Strings {
  [key: string]: string | Strings;
}

export interface IslandData {
  page: PageKind;
  storeId: number;
  /** Store root in the form the request came in with: /published/demo, /published-store/7, or '' on a custom domain. */
  base: string;
  /**
   * The page's language prefix (DESIGN §16), or null: under a prefix, product names are the ones the page showed, which
   * the public API (default language only) must not overwrite in the cart.
   */
  locale: string | null;
  /** Same-origin API prefix (the front door, or this Worker on a custom domain, forwards it to edge-api). */
  api: string;
  /** BCP 47 locale for Intl: the language list's `intl` (@app/contracts languages.ts). */
  intlLocale: string;
  currency: string;
  strings: Strings;
  products?: IslandProduct[];
  /** The product page's options and variants, when the product has options (the picker island). */
  variants?: ProductVariants;
}

export const ISLAND_DATA_ID = 'sf-data';
