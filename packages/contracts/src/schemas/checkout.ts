import * as yup from 'yup';
import { ADDRESS_LIMITS, COUNTRIES, EMAIL_MAX, isEmail, needsPostalCode, POSTAL_CODE } from '../address';
import { LANGUAGES, MAX_CART_LINES, MAX_LINE_QUANTITY } from '../constants';
import { enteredCodeSchema } from './discounts';
import { rule } from './rule';
import type { Language } from '../languages';

const line = (max: number) => yup.string().trim().max(max, rule('tooLong'));

/** Required fields first, then lengths; postal code optional only where the country has none. */
const shippingAddressSchema = yup.object({
  line1: line(ADDRESS_LIMITS.line1).required(rule('isRequired')),
  line2: line(ADDRESS_LIMITS.line2).default(''),
  city: line(ADDRESS_LIMITS.city).required(rule('isRequired')),
  region: line(ADDRESS_LIMITS.region).default(''),
  postal_code: line(ADDRESS_LIMITS.postal_code)
    .default('')
    .when('country', {
      is: (c: string) => needsPostalCode(c),
      then: (s) => s.required(rule('isRequired')),
    })
    .test('postal-code', rule('matches'), (v) => !v || POSTAL_CODE.test(v)),
  country: yup.string().trim().uppercase().required(rule('isRequired')).oneOf(COUNTRIES),
});

/** Today's instant flow: a test-provider token for the card the shopper typed (never the number or CVV). */
const cardPayment = yup
  .object({
    method: yup.string<'card'>().oneOf(['card']).required(),
    token: yup
      .string()
      .matches(/^tok_test_\d{4}$/, rule('paymentToken'))
      .required(),
    last4: yup
      .string()
      .matches(/^\d{4}$/)
      .required(),
    exp_month: yup.number().integer().min(1).max(12).required(),
    exp_year: yup.number().integer().min(2000).max(2100).required(),
  })
  .noUnknown(true, rule('noCardDetails'));

/**
 * The store's provider takes the shopper to its page; `locale` is the language that page is shown in (the shopper's
 * own, customer.locale, when not given).
 */
const redirectPayment = yup
  .object({
    method: yup.string<'redirect'>().oneOf(['redirect']).required(),
    locale: yup
      .string<Language>()
      .oneOf([...LANGUAGES])
      .optional(),
  })
  .noUnknown(true, rule('noCardDetails'));

const cashPayment = yup
  .object({ method: yup.string<'cash_on_delivery'>().oneOf(['cash_on_delivery']).required() })
  .noUnknown(true, rule('noCardDetails'));

/** The payment union (DESIGN §18), chosen by `method`; an unknown method is checked as a card (and refused there). */
const paymentSchema = yup.lazy((v: unknown) => {
  const method = (v as { method?: unknown } | null)?.method;
  if (method === 'redirect') return redirectPayment.required();
  if (method === 'cash_on_delivery') return cashPayment.required();
  return cardPayment.required();
});

export const checkoutSchema = yup.object({
  items: yup
    .array(
      yup.object({
        product_id: yup.number().typeError(rule('mustBeNumber')).integer().min(1).required(),
        // Required when the product has options (the API answers variant_required); a product without options sells
        // its default variant, by its id or without one.
        variant_id: yup.number().typeError(rule('mustBeNumber')).integer().min(1).nullable().optional(),
        quantity: yup.number().typeError(rule('mustBeNumber')).integer().min(1).max(MAX_LINE_QUANTITY).required(),
      }),
    )
    .min(1, rule('cartEmpty'))
    .max(MAX_CART_LINES)
    .required(rule('cartEmpty')),
  // Priced like the cart (pricing.ts); an unknown, ended or used-up code refuses the order rather than charging more.
  discount_code: enteredCodeSchema(),
  // The shopper: the recipient's name, the email the confirmation goes to, where to ship, and the language their
  // emails are written in (the checkout page's). Limits shared with the storefront's own checks (../address.ts).
  customer: yup
    .object({
      name: yup.string().trim().required(rule('cardName')).max(ADDRESS_LIMITS.name, rule('tooLong')),
      email: yup
        .string()
        .trim()
        .required(rule('emailRequired'))
        .max(EMAIL_MAX, rule('emailMax'))
        .email(rule('emailInvalid'))
        // The storefront's own check too (a dot in the domain), so the browser and the API refuse the same input.
        .test('email-domain', rule('emailInvalid'), (v) => !v || isEmail(v)),
      locale: yup.string().oneOf(LANGUAGES).default('en'),
      shipping_address: shippingAddressSchema.required(rule('isRequired')),
    })
    .required(),
  payment: paymentSchema,
});

// The card form checks live in ../card.ts (no yup) so that the storefront can bundle them alone.
export { checkCardForm, type CardForm, type CardProblem } from '../card';
