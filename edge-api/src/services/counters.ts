// Fixed-window counters in D1 (send limits, failed codes, failed logins).
// A Worker has many isolates and no shared memory, so a counter kept in memory would be per-isolate and
// trivially bypassed; every change is therefore ONE atomic upsert that also restarts an expired window.
import {
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MINUTES,
  OTP_LOCK_MINUTES,
  OTP_MAX_ATTEMPTS,
  SMS_MAX_PER_HOUR,
  SMS_MIN_INTERVAL_SECONDS,
} from '@app/contracts';
import type { Bindings } from '../env';
import { nowIso } from '../lib/time';

export interface CounterLimit {
  /** Window length in seconds, counted from the first hit of the window. */
  windowSeconds: number;
  /** Hits allowed in one window; the next one is over the limit. */
  max: number;
}

export const LIMITS = {
  smsInterval: { windowSeconds: SMS_MIN_INTERVAL_SECONDS, max: 1 },
  smsHourly: { windowSeconds: 3600, max: SMS_MAX_PER_HOUR },
  otpFailures: { windowSeconds: OTP_LOCK_MINUTES * 60, max: OTP_MAX_ATTEMPTS },
  loginFailures: { windowSeconds: LOGIN_WINDOW_MINUTES * 60, max: LOGIN_MAX_FAILURES },
} satisfies Record<string, CounterLimit>;

// Key builders are exported so tests can move a window into the past instead of waiting.
export const counterKeys = {
  smsInterval: (phone: string) => `sms30:${phone}`,
  smsHourly: (phone: string) => `sms1h:${phone}`,
  // One per phone across purposes: a new code (register or login) must not reset it.
  otpFailures: (phone: string) => `otpfail:${phone}`,
  // Case-folded so that "Alice" and "alice" share one budget.
  loginFailures: (username: string) => `login:${username.toLowerCase()}`,
};

export interface CounterState {
  count: number;
  /** Seconds until the current window ends (>= 1). */
  retryAfter: number;
  over: boolean;
}

/**
 * Adds one hit and returns the new count. The CASEs read the row's old values (SQLite evaluates SET against
 * the old row), so a window that has passed restarts at 1 in the same statement.
 */
export async function hit(env: Bindings, key: string, limit: CounterLimit): Promise<CounterState> {
  const now = Date.now();
  const windowFloor = nowIso(now - limit.windowSeconds * 1000);
  const row = await env.DB.prepare(
    `INSERT INTO auth_counters (key, count, window_start) VALUES (?1, 1, ?2)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN auth_counters.window_start <= ?3 THEN 1 ELSE auth_counters.count + 1 END,
       window_start = CASE WHEN auth_counters.window_start <= ?3 THEN ?2 ELSE auth_counters.window_start END
     RETURNING count, window_start`,
  )
    .bind(key, nowIso(now), windowFloor)
    .first<{ count: number; window_start: string }>();
  const count = row?.count ?? 1;
  const started = row ? Date.parse(row.window_start) : now;
  const retryAfter = Math.max(1, Math.ceil((started + limit.windowSeconds * 1000 - now) / 1000));
  return { count, retryAfter, over: count > limit.max };
}

/** Forgets a counter (a successful sign-in or code clears its failures). */
export async function clear(env: Bindings, key: string): Promise<void> {
  await env.DB.prepare('DELETE FROM auth_counters WHERE key = ?').bind(key).run();
}
