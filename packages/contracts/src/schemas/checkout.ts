import * as yup from 'yup';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../constants';
import { MESSAGES } from '../errors';

export const checkoutSchema = yup.object({
  items: yup
    .array(
      yup.object({
        product_id: yup.number().typeError('product_id must be a number').integer().min(1).required(),
        quantity: yup.number().typeError('quantity must be a number').integer().min(1).max(MAX_LINE_QUANTITY).required(),
      }),
    )
    .min(1, 'The cart is empty')
    .max(MAX_CART_LINES)
    .required('The cart is empty'),
  customer: yup
    .object({
      name: yup.string().trim().required(MESSAGES.cardName).max(120),
      email: yup.string().trim().email().max(254).optional(),
    })
    .required(),
  payment: yup
    .object({
      method: yup.string().oneOf(['card']).required(),
      token: yup.string().matches(/^tok_test_\d{4}$/, 'Unknown payment token').required(),
      last4: yup.string().matches(/^\d{4}$/).required(),
      exp_month: yup.number().integer().min(1).max(12).required(),
      exp_year: yup.number().integer().min(2000).max(2100).required(),
    })
    .noUnknown(true, 'Card details must not be sent')
    .required(),
});

// The card form checks live in ../card.ts (no yup) so that the storefront can bundle them alone.
export { checkCardForm, type CardForm } from '../card';
