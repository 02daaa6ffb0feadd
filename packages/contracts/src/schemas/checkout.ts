import * as yup from 'yup';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../constants';
import { enteredCodeSchema } from './discounts';
import { rule } from './rule';
import { LANGUAGES, type Language } from '../languages';

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

/** The store's provider takes the shopper to its page; `locale` is the language that page is shown in. */
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
  customer: yup
    .object({
      name: yup.string().trim().required(rule('cardName')).max(120),
      email: yup.string().trim().email().max(254).optional(),
    })
    .required(),
  payment: paymentSchema,
});

// The card form checks live in ../card.ts (no yup) so that the storefront can bundle them alone.
export { checkCardForm, type CardForm, type CardProblem } from '../card';
