// SPEC §8: a failed fetch shows the server's message, else the default of that call. Pure, so tested without rendering.

/** A message to show, in English (or the server's words); `code` is the API's stable code when it came from there. */
export interface Shown {
  text: string;
  code?: string;
}

const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

export function messageOf(err: unknown, fallback: string): Shown {
  const e = (err && typeof err === 'object' ? err : {}) as { message?: unknown; code?: unknown };
  if (!nonEmpty(e.message)) return { text: fallback };
  return { text: e.message, code: typeof e.code === 'string' ? e.code : undefined };
}

/** The API's answer when the merchant has no website yet: nothing to list, not a failure. */
export const isNoWebsite = (err: unknown): boolean =>
  !!err && typeof err === 'object' && (err as { code?: unknown }).code === 'website_not_found';
