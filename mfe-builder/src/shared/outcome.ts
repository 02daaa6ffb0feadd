// SPEC.md §8 outcomes of a save: a success toast (a key of the 'builder' catalogue) or the server's refusal.
import { ApiError, messageOf, type Shown } from '@app/api-client';
import type { DefaultError, ErrorDetail } from '@app/contracts';

/** Success toasts: SPEC §8's words where it names one, ours for the actions it leaves unnamed (`toasts.<name>`). */
export type Toast =
  | 'websiteCreated'
  | 'websiteUpdated'
  | 'headerCreated'
  | 'headerUpdated'
  | 'footerCreated'
  | 'footerUpdated'
  | 'heroCreated'
  | 'heroUpdated'
  | 'pageCreated'
  | 'pageUpdated'
  | 'sectionCreated'
  | 'sectionUpdated'
  | 'sectionDeleted'
  | 'sectionsReordered'
  | 'productCreated'
  | 'productUpdated'
  | 'productDeleted'
  | 'localesUpdated'
  | 'translationSaved'
  | 'translationCleared';

/** A refusal, and the form field it is about when the server said so (a taken domain, a detail's loc). */
export interface Refusal extends Shown {
  field?: string;
  /** Every place the answer named (DESIGN §14): a form whose fields its first place does not name maps them itself. */
  detail?: ErrorDetail[];
}

/** The outcome of a save: which toast to show, or the server's refusal. */
export type Outcome = { ok: true; toast: Toast } | { ok: false; error: Refusal };

const FIELD_OF_CODE: Record<string, string> = { domain_taken: 'domain' };

/** The field a refusal belongs to: by its code, else the first detail's ["body", field, ...] location. */
function fieldOf(err: unknown): string | undefined {
  const e = (err && typeof err === 'object' ? err : {}) as { code?: unknown; detail?: unknown };
  if (typeof e.code === 'string' && Object.hasOwn(FIELD_OF_CODE, e.code)) return FIELD_OF_CODE[e.code];
  const loc = Array.isArray(e.detail) ? (e.detail[0] as { loc?: unknown } | undefined)?.loc : undefined;
  return Array.isArray(loc) && loc[0] === 'body' && typeof loc[1] === 'string' ? loc[1] : undefined;
}

export const succeeded = (toast: Toast): Outcome => ({ ok: true, toast });
export const failed = (err: unknown, fallback: DefaultError): Outcome => ({
  ok: false,
  error: { ...messageOf(err, fallback), field: fieldOf(err), detail: err instanceof ApiError ? err.detail : undefined },
});
