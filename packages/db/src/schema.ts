// The store-scoped core tables (DESIGN §20: they live in a store shard; shard.ts lists every shard table, control.ts
// the control plane's). Every merchant-owned row carries website_id so that owner queries filter by it in SQL.
import { LANGUAGES } from '@app/contracts/constants';
import { sql } from 'drizzle-orm';
import { createdAt, now } from './schema-common';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

export { createdAt, now } from './schema-common';

export const websites = sqliteTable(
  'websites',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    // The merchant (CONTROL's users; no foreign key across databases: the directory `stores` in CONTROL says whose
    // store this is, this copy lets a shard's rows be read without CONTROL).
    ownerId: integer('owner_id').notNull(),
    domain: text('domain').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    currency: text('currency').notNull().default('USD'),
    // The storefront's page version: bumped by triggers (migration 0004) on every write to a row a storefront page
    // shows. Part of the storefront cache key (storefront-worker/src/cache.ts).
    contentVersion: integer('content_version').notNull().default(1),
    // Kept exact by triggers on products (migration 0002), so an unfiltered product list needs no count(*) over
    // the whole catalogue: D1 rows read stay flat as a store grows.
    productCount: integer('product_count').notNull().default(0),
    // The storefront filter's category list (sorted JSON array, at most CATEGORY_LIST_MAX), kept by triggers on
    // products (migration 0020): the home reads it as one row, not one index seek per category.
    categories: text('categories').notNull().default('[]'),
    // The publication shoppers see (schema-publishing.ts); null until the store's first publication.
    livePublicationId: integer('live_publication_id'),
    // The language the merchant writes content in (DESIGN §16); translations are into the other enabled ones. Its type
    // is the language list's codes (SQLite keeps any text: a new language needs no migration).
    defaultLocale: text('default_locale', { enum: LANGUAGES }).notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: text('updated_at').notNull().default(now),
  },
  (t) => [uniqueIndex('websites_owner_uq').on(t.ownerId), uniqueIndex('websites_domain_uq').on(t.domain)],
);

// Header and footer: one row each per website ('header' | 'footer'). The table keeps its first name, chrome.
export const headerFooters = sqliteTable(
  'chrome',
  {
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    place: text('place').notNull(),
    htmlContent: text('html_content').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.place] })],
);

export const navItems = sqliteTable(
  'nav_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    place: text('place').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    link: text('link').notNull(),
  },
  (t) => [index('nav_items_site_idx').on(t.websiteId, t.place, t.position)],
);

export const heroes = sqliteTable('heroes', {
  websiteId: integer('website_id')
    .primaryKey()
    .references(() => websites.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  // R2 key of the background image.
  imageKey: text('image_key').notNull(),
  callToAction: text('call_to_action').notNull().default(''),
  updatedAt: text('updated_at').notNull().default(now),
});

export const pages = sqliteTable(
  'pages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    isPublished: integer('is_published', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pages_site_slug_uq').on(t.websiteId, t.slug)],
);

export const sections = sqliteTable(
  'sections',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type').notNull(),
    // JSON object, by type: text -> {text}, form -> free key/value pairs.
    content: text('content').notNull().default('{}'),
    order: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('sections_page_idx').on(t.pageId, t.order, t.id)],
);

export const products = sqliteTable(
  'products',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    // Integer cents in the store currency; the API speaks decimal units with 2 decimals.
    priceCents: integer('price_cents').notNull(),
    // The CHECK makes an oversell fail the whole checkout batch.
    stock: integer('stock').notNull().default(0),
    category: text('category').notNull(),
    rating: integer('rating').notNull().default(0),
    sku: text('sku').notNull().default(''),
    // What a card shows of the variants without reading them (migration 0014, kept exact by triggers on variants): the
    // compare-at of the variant the price comes from (the cheapest), whether the variants' prices differ ("From"),
    // whether the product has options ("Choose options" instead of Add to Cart).
    compareAtCents: integer('compare_at_cents'),
    pricesVary: integer('prices_vary', { mode: 'boolean' }).notNull().default(false),
    hasOptions: integer('has_options', { mode: 'boolean' }).notNull().default(false),
    // The first image (by position) a card shows, kept exact by triggers on product_images (migration 0020), so the
    // home grid reads one row per card and no image rows. Never returned by the API (toProduct drops them).
    coverKey: text('cover_key'),
    coverWidth: integer('cover_width'),
    coverHeight: integer('cover_height'),
    createdAt: createdAt(),
    updatedAt: text('updated_at').notNull().default(now),
  },
  (t) => [
    index('products_site_created_idx').on(t.websiteId, t.createdAt, t.id),
    index('products_site_category_idx').on(t.websiteId, t.category, t.createdAt),
    // Migration 0012 (hand-numbered): the storefront's price sorts, over the store and within a category.
    index('products_site_price_idx').on(t.websiteId, t.priceCents, t.id),
    index('products_site_category_price_idx').on(t.websiteId, t.category, t.priceCents, t.id),
    check('products_stock_ck', sql`${t.stock} >= 0`),
    check('products_price_ck', sql`${t.priceCents} >= 0`),
    check('products_rating_ck', sql`${t.rating} BETWEEN 0 AND 5`),
  ],
);

export const productImages = sqliteTable(
  'product_images',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width'),
    height: integer('height'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position), uniqueIndex('product_images_key_uq').on(t.key)],
);
