import * as yup from 'yup';
import { PASSWORD_MAX, PASSWORD_MIN, RESERVED_DOMAIN_LABELS } from '../constants';
import { MESSAGES } from '../errors';
import { isCommonPassword } from './common-passwords';
import { normalizePhone } from '../phone';

export { normalizePhone };

// Trimmed required text with a length cap; the message is what a person reads.
export const requiredText = (max: number, message: string = MESSAGES.fillAllFields) =>
  yup.string().trim().required(message).max(max, `Must be at most ${max} characters`);

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function isValidDomain(value: string): boolean {
  if (!value || value.length > 253) return false;
  const labels = value.split('.');
  return labels.every((l) => LABEL.test(l) && !(RESERVED_DOMAIN_LABELS as readonly string[]).includes(l));
}

export const domainSchema = yup
  .string()
  .trim()
  .lowercase()
  .required(MESSAGES.fillAllFields)
  .test('domain', 'Use letters, digits and inner hyphens (e.g. my-shop or shop.example.com); reserved names are not allowed', (v) =>
    v ? isValidDomain(v) : false,
  );

export const phoneSchema = yup
  .string()
  .trim()
  .required(MESSAGES.phoneEmpty)
  .test('phone', 'Enter a valid phone number with its country code', (v) => (v ? normalizePhone(v) !== null : false));

export const passwordSchema = yup
  .string()
  .required('Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .test('common', 'This password is too common', (v) => !v || !isCommonPassword(v));

/** A nav link: a relative path or an absolute http(s) URL; other schemes (javascript:, data:) are refused. */
export function isSafeLink(value: string): boolean {
  const v = value.trim();
  if (!v || v.length > 2048) return false;
  if (/^https?:\/\//i.test(v)) {
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }
  // Relative: no scheme, no protocol-relative //host, no backslashes or control characters.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/^[a-z][a-z0-9+.-]*:/i.test(v) || v.startsWith('//') || /[\\\u0000-\u001f\s]/.test(v)) return false;
  return true;
}

export const pageQuerySchema = (defaultLimit: number, maxLimit: number) =>
  yup.object({
    page: yup.number().typeError('page must be a number').integer().min(1).max(1_000_000).default(1),
    limit: yup.number().typeError('limit must be a number').integer().min(1).max(maxLimit).default(defaultLimit),
  });
