import * as yup from 'yup';
import { PASSWORD_MAX, PASSWORD_MIN, RESERVED_DOMAIN_LABELS } from '../constants';
import type { Rule } from '../messages';
import { rule } from './rule';
import { isCommonPassword } from './common-passwords';
import { normalizePhone } from '../phone';

export { normalizePhone };

// Trimmed required text with a length cap; `required` names the rule a blank value breaks.
export const requiredText = (max: number, required: Rule = 'fillAllFields') =>
  yup.string().trim().required(rule(required)).max(max, rule('tooLong'));

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
  .required(rule('fillAllFields'))
  .test('domain', rule('domain'), (v) => (v ? isValidDomain(v) : false));

// Pure (built inside an annotated call): a bundle that does not use them drops them with the phone plan and the
// common-password list they pull in (about 1.8 KB gzip of a remote such as the builder, which has no such field).
export const phoneSchema = /* @__PURE__ */ (() =>
  yup
    .string()
    .trim()
    .required(rule('phoneEmpty'))
    .test('phone', rule('phoneInvalid'), (v) => (v ? normalizePhone(v) !== null : false)))();

export const passwordSchema = /* @__PURE__ */ (() =>
  yup
    .string()
    .required(rule('passwordRequired'))
    .min(PASSWORD_MIN, rule('passwordMin'))
    .max(PASSWORD_MAX, rule('passwordMax'))
    .test('common', rule('passwordCommon'), (v) => !v || !isCommonPassword(v)))();

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
    page: yup.number().typeError(rule('mustBeNumber')).integer().min(1).max(1_000_000).default(1),
    limit: yup.number().typeError(rule('mustBeNumber')).integer().min(1).max(maxLimit).default(defaultLimit),
  });
