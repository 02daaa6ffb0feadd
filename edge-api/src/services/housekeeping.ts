// Rows that only matter for a while, deleted once a day by the cron trigger (wrangler.toml [triggers]): without it
// codes, counters, sessions and idempotency keys would grow for ever (D1 bills storage and caps a database at 10 GB).
// Each retention is well past the longest time the row can still change an answer:
// - otp_codes: a code lives OTP_TTL_MINUTES (10); kept one day after it expired.
// - auth_counters: the longest window is one hour (SMS per hour); a counter whose window passed restarts at 1 anyway.
// - sessions: expired or signed out for a day (the token no longer works after either).
// - sms_outbox: the local/dev outbox (SMS_PROVIDER=outbox); a week of messages.
// - idempotency_keys: a checkout retry replays its answer for 7 days; after that the key is free again.
import { nowIso } from '../lib/time';

const DAY_MS = 86_400_000;

export const RETENTION_DAYS = { otpCodes: 1, authCounters: 1, sessions: 1, smsOutbox: 7, idempotencyKeys: 7 } as const;

export type Pruned = Record<keyof typeof RETENTION_DAYS, number>;

/** Deletes what is past its retention, in one D1 batch; returns the rows deleted per table. */
export async function prune(db: D1Database, now: number = Date.now()): Promise<Pruned> {
  const before = (days: number) => nowIso(now - days * DAY_MS);
  const r = RETENTION_DAYS;
  const [otp, counters, sessions, outbox, keys] = await db.batch([
    db.prepare('DELETE FROM otp_codes WHERE expires_at < ?').bind(before(r.otpCodes)),
    db.prepare('DELETE FROM auth_counters WHERE window_start < ?').bind(before(r.authCounters)),
    db.prepare('DELETE FROM sessions WHERE expires_at < ?1 OR revoked_at < ?1').bind(before(r.sessions)),
    db.prepare('DELETE FROM sms_outbox WHERE created_at < ?').bind(before(r.smsOutbox)),
    db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').bind(before(r.idempotencyKeys)),
  ]);
  return {
    otpCodes: otp.meta.changes,
    authCounters: counters.meta.changes,
    sessions: sessions.meta.changes,
    smsOutbox: outbox.meta.changes,
    idempotencyKeys: keys.meta.changes,
  };
}
