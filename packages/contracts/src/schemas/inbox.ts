// Public writes from a store's pages: the newsletter box and contact forms (form sections).
import * as yup from 'yup';
import { CONTACT_FIELD_MAX } from '../constants';

export const newsletterSchema = yup.object({
  email: yup
    .string()
    .typeError('Enter a valid email address')
    .trim()
    .lowercase()
    .required('Email is required')
    .max(254, 'Enter a valid email address')
    .email('Enter a valid email address'),
});

/** Messages for one submitted contact-form value (the keys themselves come from the section's content). */
export const CONTACT_MESSAGES = {
  unknownField: 'This form has no such field',
  notText: 'Each field must be text',
  tooLong: `At most ${CONTACT_FIELD_MAX} characters`,
  allBlank: 'Please fill in at least one field',
} as const;

export const readFlagSchema = yup.object({
  read: yup.boolean().strict().typeError('read must be true or false').required('read is required'),
});
