// The idempotency protocol of checkout (DESIGN.md §5): at most one run of the work per (website, key); every other
// request with that key replays the stored answer, waits for it, or is told to retry. The rows it reads and writes
// are db/idempotency.ts's.
import type { ErrorBody } from '@app/contracts';
import { ApiError } from '../errors';
import { randomToken } from '../lib/crypto';
import { nowIso } from '../lib/time';
import { readKey, releaseKey, reserveKey, storeOutcome, takeOverStale } from '../db/idempotency';

/** A finished answer: HTTP status and the exact JSON text, as sent the first time and replayed later. */
export interface Outcome {
  status: number;
  text: string;
}
export interface Reply extends Outcome {
  replayed: boolean;
}
export interface KeyScope {
  websiteId: number;
  key: string;
  hash: string;
}

/** How long a request that finds its key in progress waits for the first one's answer. */
const IDEMPOTENCY_WAIT_MS = 3000;
const POLL_MS = 100;
/** An owner silent this long died before its batch committed (the batch stores the answer), so it may be replaced. */
const STALE_RESERVATION_MS = 60_000;

/** Thrown when another request took the key over: our batch was rolled back by the primary key. */
export class LostKey extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const errorBody = (err: ApiError): ErrorBody => ({
  message: err.message,
  code: err.code,
  ...(err.detail ? { detail: err.detail } : {}),
});

/**
 * Runs `work` at most once per (website, key). The INSERT of the reservation decides the winner; the others replay
 * its stored answer, wait up to `waitMs` for it, or get 409. A different body under the same key gets 422.
 */
export async function runIdempotent(
  d1: D1Database,
  scope: KeyScope,
  work: (nonce: string) => Promise<Outcome & { stored?: boolean }>,
  waitMs = IDEMPOTENCY_WAIT_MS,
): Promise<Reply> {
  const deadline = Date.now() + waitMs;
  let tryReserve = true;
  do {
    const nonce = `pending:${randomToken(16)}`;
    if (tryReserve && (await reserveKey(d1, scope.websiteId, scope.key, scope.hash, nonce))) {
      const outcome = await runOwned(d1, scope, nonce, work);
      if (outcome) return { ...outcome, replayed: false };
    }
    const row = await readKey(d1, scope.websiteId, scope.key);
    // Gone: the owner failed and released it, so try to reserve it ourselves. Present: only poll from now on.
    tryReserve = !row;
    if (!row) continue;
    if (row.requestHash !== scope.hash) {
      throw new ApiError(422, 'idempotency_mismatch', 'This Idempotency-Key was already used with a different request');
    }
    if (row.status !== null) return { status: row.status, text: row.body ?? '', replayed: true };
    const now = Date.now();
    const cutoff = nowIso(now - STALE_RESERVATION_MS);
    if (row.createdAt < cutoff && (await takeOverStale(d1, scope.websiteId, scope.key, scope.hash, nonce, nowIso(now), cutoff))) {
      const outcome = await runOwned(d1, scope, nonce, work);
      if (outcome) return { ...outcome, replayed: false };
      continue; // lost it again: read what the key holds now
    }
    await sleep(POLL_MS);
  } while (Date.now() < deadline);
  throw new ApiError(409, 'idempotency_in_progress', 'A request with this Idempotency-Key is still being processed; retry shortly');
}

/** Null when the key was lost to a takeover (then the caller replays whatever the key holds). */
async function runOwned(
  d1: D1Database,
  scope: KeyScope,
  nonce: string,
  work: (nonce: string) => Promise<Outcome & { stored?: boolean }>,
): Promise<Outcome | null> {
  let outcome: Outcome & { stored?: boolean };
  try {
    outcome = await work(nonce);
  } catch (err) {
    if (err instanceof LostKey) return null;
    // Deliberate answers (unknown products, out of stock) are outcomes too: a retry replays them.
    if (!(err instanceof ApiError)) {
      // Unexpected: free the key so that a retry can proceed (best effort; a stale key is taken over later).
      await releaseKey(d1, scope.websiteId, scope.key, nonce).catch(() => undefined);
      throw err;
    }
    outcome = { status: err.status, text: JSON.stringify(errorBody(err)) };
  }
  if (!outcome.stored) {
    try {
      await storeOutcome(d1, scope.websiteId, scope.key, nonce, outcome.status, outcome.text);
    } catch {
      // Nothing else was written for this outcome, so letting a retry run again is safe.
      await releaseKey(d1, scope.websiteId, scope.key, nonce).catch(() => undefined);
    }
  }
  return { status: outcome.status, text: outcome.text };
}
