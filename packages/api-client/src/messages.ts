// SPEC.md §8: a failed call shows the server's message, else the screen's default. Pure, so tested without rendering.
import { DEFAULT_ERRORS, type DefaultError } from '@app/contracts/errors';
import { isRuleMessage, type Shown } from '@app/contracts/messages';

export type { Shown };

const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** The rule of the first detail of a validation failure: what the message says in English, in any language. */
function firstRule(detail: unknown): Pick<Shown, 'rule' | 'params'> {
  const d: unknown = Array.isArray(detail) ? detail[0] : undefined;
  return isRuleMessage(d) ? { rule: d.rule, ...(d.params && { params: d.params }) } : {};
}

/** A SPEC §8 default, with its key among the shared messages (`defaults` of the `common` namespace). */
export const defaultMessage = (name: DefaultError): Shown => ({ text: DEFAULT_ERRORS[name], key: `common:defaults.${name}` });

/** The server's message (with its code, and its first detail's rule when it names one) if there is one, else the default. */
export function messageOf(err: unknown, fallback: DefaultError): Shown {
  const e = (err && typeof err === 'object' ? err : {}) as { message?: unknown; code?: unknown; detail?: unknown; fallback?: unknown };
  // The call's own default (no message from the server) is shown as that default, translated.
  if (typeof e.fallback === 'string' && Object.hasOwn(DEFAULT_ERRORS, e.fallback)) return defaultMessage(e.fallback as DefaultError);
  if (!nonEmpty(e.message)) return defaultMessage(fallback);
  const code = typeof e.code === 'string' ? e.code : undefined;
  return { text: e.message, code, ...firstRule(e.detail) };
}
