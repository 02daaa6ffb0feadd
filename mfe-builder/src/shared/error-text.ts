// SPEC.md §8 outcomes of a save (messageOf lives in @app/api-client, shared with every remote).

import { messageOf, type Shown } from '@app/api-client';

export { messageOf, type Shown };

/** A refusal, and the form field it is about when the server said so (a taken domain, a detail's loc). */
export interface Refusal extends Shown {
  field?: string;
}

/** The outcome of a save: what the toast says, and whether the server took it. */
export type Outcome = { ok: true; toast: Shown } | { ok: false; error: Refusal };

const FIELD_OF_CODE: Record<string, string> = { domain_taken: 'domain' };

/** The field a refusal belongs to: by its code, else the first detail's ["body", field, ...] location. */
function fieldOf(err: unknown): string | undefined {
  const e = (err && typeof err === 'object' ? err : {}) as { code?: unknown; detail?: unknown };
  if (typeof e.code === 'string' && FIELD_OF_CODE[e.code]) return FIELD_OF_CODE[e.code];
  const loc = Array.isArray(e.detail) ? (e.detail[0] as { loc?: unknown } | undefined)?.loc : undefined;
  return Array.isArray(loc) && loc[0] === 'body' && typeof loc[1] === 'string' ? loc[1] : undefined;
}

export const succeeded = (text: string): Outcome => ({ ok: true, toast: { text } });
export const failed = (err: unknown, fallback: string): Outcome => ({ ok: false, error: { ...messageOf(err, fallback), field: fieldOf(err) } });
