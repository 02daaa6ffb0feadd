// Public writes from a store's pages: the newsletter box and contact forms (form sections).
import * as yup from 'yup';
import { rule } from './rule';

/** A shopper's own email address: the newsletter's, and a contact form's sender (to reply to). */
export const shopperEmailSchema = yup
  .string()
  .typeError(rule('emailInvalid'))
  .trim()
  .lowercase()
  .required(rule('emailRequired'))
  .max(254, rule('emailInvalid'))
  .email(rule('emailInvalid'));

export const newsletterSchema = yup.object({ email: shopperEmailSchema });

export const readFlagSchema = yup.object({
  read: yup.boolean().strict().typeError(rule('trueOrFalse')).required(rule('isRequired')),
});
