// The body of POST and PUT /website/discounts (DESIGN §17), shared by the API and the Discounts form. What depends on
// the store (the products are the merchant's, the code is free) is the route's to check.
import * as yup from 'yup';
import { ISO_UTC, MAX_CART_LINES, MAX_LINE_QUANTITY, MAX_PRICE } from '../constants';
import { DISCOUNT_CODE_MAX, DISCOUNT_KINDS, DISCOUNT_PRODUCTS_MAX, DISCOUNT_TARGETS, DISCOUNT_TITLE_MAX } from '../discounts';
import { rule } from './rule';

// Forms send '' for an empty field: that is "not set", not 0.
const num = () =>
  yup
    .number()
    .transform((v, orig) => (orig === '' || orig === null ? undefined : v))
    .typeError(rule('number'));
const hasCents = (v: number | undefined) => v == null || Math.abs(Math.round(v * 100) - v * 100) < 1e-6;
const when = () =>
  yup
    .string()
    .trim()
    .transform((v: string) => (v === '' ? null : v))
    .nullable()
    .default(null)
    .test('when', rule('dateTime'), (v) => v == null || (ISO_UTC.test(v) && !Number.isNaN(Date.parse(v))));

export const discountSchema = yup.object({
  code: yup
    .string()
    .trim()
    .transform((v: string) => (v === '' ? null : v))
    .nullable()
    .default(null)
    .matches(/^[A-Za-z0-9_-]+$/, rule('discountCode', { max: DISCOUNT_CODE_MAX }))
    .max(DISCOUNT_CODE_MAX, rule('discountCode', { max: DISCOUNT_CODE_MAX }))
    // Exactly one of code / automatic; the message sits at the code field, where the form shows it.
    .test('one-of', rule('discountOneOf'), function (code) {
      return (code != null) !== Boolean(this.parent.automatic);
    }),
  automatic: yup.boolean().typeError(rule('trueOrFalse')).default(false),
  title: yup.string().trim().required(rule('titleRequired')).max(DISCOUNT_TITLE_MAX, rule('tooLong')),
  kind: yup
    .string()
    .oneOf([...DISCOUNT_KINDS], rule('oneOf', { values: DISCOUNT_KINDS.join(', ') }))
    .required(rule('oneOf', { values: DISCOUNT_KINDS.join(', ') })),
  value: num()
    .required(rule('amountPositive'))
    .test('value', function (v) {
      if (v == null) return true;
      if (this.parent.kind === 'percent') {
        return (Number.isInteger(v) && v >= 1 && v <= 100) || this.createError({ message: rule('percentRange') });
      }
      if (v <= 0) return this.createError({ message: rule('amountPositive') });
      if (v > MAX_PRICE) return this.createError({ message: rule('priceMax') });
      return hasCents(v) || this.createError({ message: rule('priceCents') });
    }),
  applies_to: yup
    .string()
    .oneOf([...DISCOUNT_TARGETS], rule('oneOf', { values: DISCOUNT_TARGETS.join(', ') }))
    .required(rule('oneOf', { values: DISCOUNT_TARGETS.join(', ') })),
  product_ids: yup
    .array(yup.number().typeError(rule('whole')).integer(rule('whole')).min(1, rule('whole')).required())
    .max(DISCOUNT_PRODUCTS_MAX, rule('idsMax', { max: DISCOUNT_PRODUCTS_MAX }))
    .default([])
    .test('products', rule('productsRequired'), function (ids) {
      return this.parent.applies_to !== 'products' || (ids?.length ?? 0) > 0;
    }),
  min_subtotal: num().min(0, rule('priceNegative')).max(MAX_PRICE, rule('priceMax')).test('cents', rule('priceCents'), hasCents).default(0),
  starts_at: when(),
  ends_at: when().test('after', rule('endsAfterStarts'), function (end) {
    const start = this.parent.starts_at as string | null;
    return !end || !start || Number.isNaN(Date.parse(start)) || Date.parse(end) > Date.parse(start);
  }),
  usage_limit: num()
    .integer(rule('usageLimitMin'))
    .min(1, rule('usageLimitMin'))
    .max(1_000_000_000, rule('atMost'))
    .nullable()
    .default(null),
  once_per_email: yup.boolean().typeError(rule('trueOrFalse')).default(false),
  active: yup.boolean().typeError(rule('trueOrFalse')).default(true),
});

/** The checked body, defaults filled in (what the API stores, converted to cents). */
export type DiscountFields = yup.InferType<typeof discountSchema>;

/** A code as a shopper types it: any unknown code is priced as "not valid", so only its length is checked here. */
export const enteredCodeSchema = () =>
  yup
    .string()
    .trim()
    .max(DISCOUNT_CODE_MAX, rule('tooLong'))
    .transform((v: string) => (v === '' ? undefined : v))
    .optional();

/** POST /stores/{website_id}/cart/price: checkout's limits on lines; an empty cart prices to 0. */
export const cartPriceSchema = yup.object({
  items: yup
    .array(
      yup.object({
        product_id: yup.number().typeError(rule('mustBeNumber')).integer().min(1).required(),
        variant_id: yup.number().typeError(rule('mustBeNumber')).integer().min(1).nullable().optional(),
        quantity: yup.number().typeError(rule('mustBeNumber')).integer().min(1).max(MAX_LINE_QUANTITY).required(),
      }),
    )
    .max(MAX_CART_LINES)
    .required(rule('cartEmpty')),
  discount_code: enteredCodeSchema(),
  email: yup
    .string()
    .trim()
    .transform((v: string) => (v === '' ? undefined : v))
    .email(rule('emailInvalid'))
    .max(254, rule('emailMax'))
    .optional(),
});
