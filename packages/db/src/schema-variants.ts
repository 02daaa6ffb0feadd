// Options and variants (DESIGN §17). Every product has 1-100 variants; a product without options has exactly one, its
// default variant (option1..3 all ''). Migration 0010 adds the triggers that keep products.price_cents (the lowest
// variant price) and products.stock (the sum) exact, create a new product's default variant, and pass a direct
// price/stock write on a product without options through to its default variant.
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { productImages, products, websites } from './schema';

export const variants = sqliteTable(
  'variants',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // '' rather than NULL for an option the product does not have: SQLite's UNIQUE treats NULLs as distinct, and the
    // index below must also make the default variant ('', '', '') unique.
    option1: text('option1').notNull().default(''),
    option2: text('option2').notNull().default(''),
    option3: text('option3').notNull().default(''),
    sku: text('sku').notNull().default(''),
    // Integer cents, like products.price_cents.
    priceCents: integer('price_cents').notNull(),
    compareAtCents: integer('compare_at_cents'),
    // The CHECK makes an oversell of a variant fail the whole checkout batch, as products_stock_ck does today.
    stock: integer('stock').notNull().default(0),
    // One of the product's own images; its row going (image replaced) leaves the variant without one.
    imageId: integer('image_id').references(() => productImages.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('variants_combination_uq').on(t.productId, t.option1, t.option2, t.option3),
    index('variants_product_idx').on(t.productId, t.position),
    // The reads (readVariants) filter by website and product; a website's deletion cascades through it too.
    index('variants_site_product_idx').on(t.websiteId, t.productId, t.position),
    check('variants_stock_ck', sql`${t.stock} >= 0`),
    check('variants_price_ck', sql`${t.priceCents} >= 0`),
    check('variants_compare_at_ck', sql`${t.compareAtCents} IS NULL OR ${t.compareAtCents} > ${t.priceCents}`),
  ],
);

// A product's options (name + ordered values), one row per product that has any; no row = no options.
// One JSON row rather than a row per option or a column on products: the options are always read and written whole,
// beside the variants (one more row read, only where variants are read), and the products table, its list queries and
// its triggers stay as they are.
export const productOptions = sqliteTable('product_options', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  websiteId: integer('website_id')
    .notNull()
    .references(() => websites.id, { onDelete: 'cascade' }),
  // JSON array of contracts ProductOption: [{ name, values: [..] }], 1-3 entries.
  options: text('options').notNull(),
});
