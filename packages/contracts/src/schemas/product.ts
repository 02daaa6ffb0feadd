import * as yup from 'yup';
import { MAX_PRICE, MAX_STOCK, RATING_MAX, SEARCH_MAX, STOCK_FILTERS } from '../constants';
import { rule } from './rule';
import { requiredText } from './common';

// Numbers arrive as strings from multipart forms; '' must count as missing, not as 0.
const num = () =>
  yup
    .number()
    .transform((v, orig) => (orig === '' || orig === null ? undefined : v))
    .typeError(rule('number'));

/** A price in store-currency units: 0 to MAX_PRICE, at most 2 decimals (products and variants). */
export const priceSchema = () =>
  num()
    .min(0, rule('priceNegative'))
    .max(MAX_PRICE, rule('priceMax'))
    .test('cents', rule('priceCents'), (v) => v == null || Math.abs(Math.round(v * 100) - v * 100) < 1e-6);

/** A stock count: a whole number from 0 to MAX_STOCK (products and variants). */
export const stockSchema = () => num().integer(rule('stockWhole')).min(0, rule('stockNegative')).max(MAX_STOCK, rule('stockMax'));

/** Marks a field shoppers see in the product page's details list (PRODUCT_DETAIL_FIELDS below). */
const shownToShoppers = <S extends yup.AnySchema>(schema: S): S => schema.meta({ shoppers: true }) as S;

// A missing required field fails with what it needs (productNameNeeded...); the form and the API also say SPEC §5's
// "Please fill in all fields." once for the whole form.
export const productSchema = yup.object({
  name: requiredText(120, 'productNameNeeded'),
  description: requiredText(2000, 'productDescriptionNeeded'),
  price: priceSchema().required(rule('productPriceNeeded')),
  // A product without options: its "was" price, above the price (a sale); none when empty. Kept on its default variant.
  compare_at_price: priceSchema()
    .nullable()
    .optional()
    .test('above', rule('compareAtAbovePrice'), function (v) {
      const price = (this.parent as { price?: unknown }).price;
      return v == null || typeof price !== 'number' || v > price;
    }),
  stock: stockSchema().required(rule('productStockNeeded')),
  category: requiredText(60, 'productCategoryNeeded'),
  rating: num().integer(rule('whole')).min(0, rule('atLeast')).max(RATING_MAX, rule('atMost')).default(0),
  // The merchant's stock-keeping unit: optional free text.
  sku: shownToShoppers(yup.string().trim().max(40, rule('tooLong')).default('')),
});

/**
 * The fields shoppers see in the product page's details list, in the schema's order: those marked `meta({ shoppers:
 * true })`. The storefront lists each one that has a value under the field's one label (`common:productFields.<field>`,
 * which the dashboard's form shows too), so a new field needs no storefront edit. The fields the page lays out by hand
 * (name, description, price, stock, category, rating) are not marked.
 */
export const PRODUCT_DETAIL_FIELDS = Object.entries(productSchema.describe().fields)
  .filter(([, field]) => (field as { meta?: { shoppers?: boolean } }).meta?.shoppers)
  .map(([name]) => name as keyof yup.InferType<typeof productSchema>);

export const productListQuerySchema = yup.object({
  page: num().integer().min(1).max(1_000_000).default(1),
  limit: num().integer().min(1).max(100).default(5),
  // q matches name, description and category (case-insensitive, % and _ literal).
  q: yup.string().trim().max(SEARCH_MAX, rule('tooLong')).default(''),
  category: yup.string().trim().max(60, rule('tooLong')).default(''),
  stock: yup
    .string()
    .oneOf(['', ...STOCK_FILTERS], rule('stockFilter'))
    .default(''),
  ids: yup.string().max(2000).default(''),
});
