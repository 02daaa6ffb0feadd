// SPEC.md §8 outcomes of a save (messageOf lives in @app/api-client, shared with every remote).

import { messageOf, type Shown } from '@app/api-client';

export { messageOf, type Shown };

/** The outcome of a save: what the toast says, and whether the server took it. */
export type Outcome = { ok: true; toast: Shown } | { ok: false; error: Shown };

export const succeeded = (text: string): Outcome => ({ ok: true, toast: { text } });
export const failed = (err: unknown, fallback: string): Outcome => ({ ok: false, error: messageOf(err, fallback) });
