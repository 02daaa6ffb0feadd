// SPEC.md §8: a failed call shows the server's message, else the screen's default. Pure, so tested without rendering.

/** A message to show, in English (or the server's words); `code` is the API's stable code when it came from there. */
export interface Shown {
  text: string;
  code?: string;
}

const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** The server's message if there is one, else the SPEC §8 default. */
export function messageOf(err: unknown, fallback: string): Shown {
  const e = (err && typeof err === 'object' ? err : {}) as { message?: unknown; code?: unknown };
  if (!nonEmpty(e.message)) return { text: fallback };
  return { text: e.message, code: typeof e.code === 'string' ? e.code : undefined };
}
