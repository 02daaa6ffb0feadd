import * as yup from 'yup';
import { CARD_NUMBER_DIGITS, CVV_DIGITS, MAX_CART_LINES, MAX_LINE_QUANTITY } from '../constants';
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

export interface CardForm {
  name: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
}

/** The SPEC §5 checks, in order; returns the first failure's message or null. Runs in the browser only. */
export function checkCardForm(form: CardForm, now = new Date()): string | null {
  if (!form.name.trim()) return MESSAGES.cardName;
  if (!new RegExp(`^\\d{${CARD_NUMBER_DIGITS}}$`).test(form.cardNumber.replace(/\s/g, ''))) return MESSAGES.cardNumber;
  if (!new RegExp(`^\\d{${CVV_DIGITS}}$`).test(form.cvv)) return MESSAGES.cardCvv;
  const m = /^(\d{2})\/(\d{2})$/.exec(form.expiry.trim());
  const yy = now.getFullYear() % 100;
  if (!m || +m[1] < 1 || +m[1] > 12 || +m[2] < yy) return MESSAGES.cardExpiry;
  return null;
}
