// Business constants and limits (SPEC.md §9, DESIGN.md §5). Imported by the API, the forms and the storefront.
import { LANGUAGE_STORAGE_KEY } from './languages';

export * from './languages';
export const STORAGE_KEYS = { cart: 'cart', wishlist: 'wishlist', appLang: LANGUAGE_STORAGE_KEY } as const;

export const AUTH_COOKIE = 'auth_token';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const SESSION_DAYS = 7;

export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_LOCK_MINUTES = 15;
export const SMS_MIN_INTERVAL_SECONDS = 30;
export const SMS_MAX_PER_HOUR = 5;
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MINUTES = 15;
// Public writes, limited per client (CF-Connecting-IP) and per store in fixed windows (edge-api services/counters.ts).
// Every request costs the client's own budget; only a valid one (checkout, cart price) or an accepted one (a new
// subscriber, a message) counts against the store's. A store's budget never refuses everyone: once it is spent, only
// clients that already used their *_WHEN_BUSY share of this window are refused, and a client new to it still gets
// through (DESIGN §21), so strangers cannot close a store to genuine shoppers.
export const REGISTER_MAX_PER_HOUR_PER_CLIENT = 30;
export const CHECKOUT_WINDOW_SECONDS = 600;
export const CHECKOUT_MAX_PER_CLIENT = 30;
export const CHECKOUT_MAX_PER_STORE = 600;
export const CHECKOUT_MAX_PER_CLIENT_WHEN_BUSY = 5;
/** Declines are limited first and tighter: each one is a failed order in the merchant's books. */
export const CHECKOUT_DECLINES_PER_CLIENT = 5;
export const CHECKOUT_DECLINES_PER_STORE = 50;
/** Once a store's declines budget is spent (card testing), a client with one decline of its own is refused. */
export const CHECKOUT_DECLINES_PER_CLIENT_WHEN_BUSY = 1;
export const NEWSLETTER_MAX_PER_HOUR_PER_CLIENT = 10;
/** New subscribers a store takes in an hour before it admits only clients that have not yet signed anyone up. */
export const NEWSLETTER_MAX_PER_HOUR_PER_STORE = 300;
export const NEWSLETTER_PER_CLIENT_WHEN_BUSY = 1;
export const CONTACT_MAX_PER_HOUR_PER_CLIENT = 10;
export const CONTACT_MAX_PER_HOUR_PER_STORE = 200;
export const CONTACT_PER_CLIENT_WHEN_BUSY = 1;
/** Shopper emails (order confirmation, shipping notice) one address receives in a day, from all stores together. */
export const SHOPPER_EMAILS_PER_RECIPIENT_PER_DAY = 10;
export const CONTACT_FIELD_MAX = 2000;
export const PBKDF2_ITERATIONS = 100_000;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const PHONE_MAX_DIGITS = 15;
export const DEFAULT_PHONE_COUNTRY = 'US';

export const ORDERS_PAGE_SIZE = 10;
export const TRANSACTIONS_PAGE_SIZE = 10;
export const PRODUCTS_PAGE_SIZE = 5;
export const SUBSCRIBERS_PAGE_SIZE = 10;
export const MESSAGES_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const MAX_PRODUCT_IMAGES = 5;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_JSON_BYTES = 64 * 1024;
// Larger images would cost shoppers' phones hundreds of MB of memory to decode.
export const MAX_IMAGE_SIDE = 12_000;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
// Resized copies of every uploaded image (DESIGN §5): made once, stored in R2 beside the original, chosen by the
// browser through srcset. A ~270 px card at 2x takes 640; a phone's ~185 px card 480 (320 falls just short at the
// common 1.75-2x densities, and 640 is twice the bytes); a 390 px phone's gallery 960; a desktop hero 1600.
export const IMAGE_VARIANT_WIDTHS = [320, 480, 640, 960, 1600] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];
// WebP only: AVIF measured ~40% smaller on the demo photos but took ~8x the encode time and would double the
// objects and transformations per upload, for ~2 KB a card at these widths.
export const IMAGE_VARIANT_TYPE = 'image/webp';
export const IMAGE_VARIANT_QUALITY = 80;

export const MAX_PRICE = 1_000_000; // in store currency units
export const MAX_STOCK = 1_000_000;
// Checkout runs one stock UPDATE per line in one batch: 40 lines keeps a request under the 50-query Workers Free limit.
export const MAX_CART_LINES = 40;
export const MAX_LINE_QUANTITY = 999;
export const RATING_MAX = 5;

// Finding products (DESIGN §17 item 5). The storefront grid's sorts (newest is the default home order) and the
// dashboard list's stock filters: "in" is anything buyable (stock > 0), "low" is 1..LOW_STOCK_MAX, "out" is 0.
export const CATALOG_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export const STOCK_FILTERS = ['in', 'low', 'out'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];
export const LOW_STOCK_MAX = 5;
// A search longer than this is cut (storefront) or refused (API): no product field worth matching is longer.
export const SEARCH_MAX = 100;

export const SECTION_TYPES = ['text', 'form', 'image', 'gallery', 'video', 'cta'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];
export const EDITABLE_SECTION_TYPES: readonly SectionType[] = ['text', 'form'];
export const SECTION_ORDER_MAX = 9;

export const STANDARD_PAGES = [
  { title: 'About us', slug: 'about-us' },
  { title: 'Contact-us', slug: 'contact-us' },
  { title: 'Policy', slug: 'policy' },
] as const;
export const STANDARD_NAVS = [
  { title: 'About', link: 'about-us' },
  { title: 'Contact', link: 'contact-us' },
  { title: 'Policy', link: 'policy' },
] as const;
export const DEFAULT_META_TITLE = 'Meta title';
export const DEFAULT_META_DESCRIPTION = 'Meta description';

/** How long a store's former domain keeps redirecting to its current one, unless another store takes the name. */
export const DOMAIN_REDIRECT_DAYS = 90;

export const RESERVED_DOMAIN_LABELS = [
  'www',
  'api',
  'app',
  'admin',
  'auth',
  'dashboard',
  'published',
  'media',
  'static',
  'assets',
  'not-found',
] as const;

export const TRUNCATE = { productList: 40, productCard: 60, cart: 40, headerTitleMobile: 13 } as const;
export const TOAST_MS = { default: 4000, error: 4000, success: 2000, maxVisible: 20 } as const;
export const CARD_NUMBER_DIGITS = 16;
/** Security codes: 3 digits, 4 on Amex-style cards. */
export const CVV_DIGITS = { min: 3, max: 4 } as const;
export const SUCCESS_MODAL_DELAY_MS = 2000;
export const SHARE_POPUP = { width: 550, height: 450 } as const;
export const PLAN = { name: 'Basic', priceUsd: 20, trialDays: 14 } as const;
export const DECLINED_TEST_LAST4 = '0002';
export const REPORT_PERIODS = [7, 30, 90] as const;

/** An ISO-8601 instant with its offset (a schedule's `at`, a discount's window). */
/** An Idempotency-Key header (checkout, refunds): 8-200 characters of A-Z a-z 0-9 _ . : - */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;
export const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
// Options and variants of a product (DESIGN §17; contracts variants.ts).
export const MAX_OPTIONS = 3;
export const MAX_VARIANTS = 100;
export const OPTION_NAME_MAX = 40;
export const OPTION_VALUE_MAX = 40;
