// Rows that only matter for a while, deleted once a day by the cron trigger (wrangler.toml [triggers]): without it
// codes, counters, sessions and idempotency keys would grow for ever (D1 bills storage and caps a database at 10 GB).
// Each retention is well past the longest time the row can still change an answer:
// - otp_codes: a code lives OTP_TTL_MINUTES (10); kept one day after it expired.
// - auth_counters: the longest window is a day (shopper emails per recipient); a passed window restarts at 1 anyway.
// - sessions: expired or signed out for a day (the token no longer works after either).
// - sms_outbox, email_outbox: the local/dev outboxes (SMS_PROVIDER, EMAIL_PROVIDER=outbox); a week of messages.
// - idempotency_keys: a checkout retry replays its answer for 7 days; after that the key is free again.
// - auth_counters of every kind (sign-in, codes, public writes, shopper email): windows are at most a day.
// - preview_links of purpose 'builder' (the builder's own 1-hour preview frame): once expired, useless to anyone.
// - payment_events: a provider event is claimed so that its retries apply once; providers retry for days (Stripe up
//   to 3), so a month later no retry of it can arrive.
// - domain_redirects: a former domain redirects until its expires_at (DOMAIN_REDIRECT_DAYS after the change); past
//   it the name answers 404 anyway, so the row goes then.
// - remote_failures: the shell's reports of failed remote releases; a month is long enough to look into one.
// - R2 media objects that no row references (a publication's snapshot counts: publication_media) (a request died between storing images and its D1 batch, or an old
//   image's delete failed), once they are a day old: a younger one may belong to a request still in progress.
import { parseVariantKey } from '@app/db';
import { nowIso } from '../lib/time';

const DAY_MS = 86_400_000;

const RETENTION_DAYS = {
  otpCodes: 1,
  authCounters: 1,
  sessions: 1,
  smsOutbox: 7,
  emailOutbox: 7,
  idempotencyKeys: 7,
  remoteFailures: 30,
  paymentEvents: 30,
  orphanMedia: 1,
  builderPreviews: 0,
  domainRedirects: 0,
} as const;

export type Pruned = Record<Exclude<keyof typeof RETENTION_DAYS, 'orphanMedia'>, number>;

/** Deletes what is past its retention, in one D1 batch; returns the rows deleted per table. */
export async function prune(db: D1Database, now: number = Date.now()): Promise<Pruned> {
  const before = (days: number) => nowIso(now - days * DAY_MS);
  const r = RETENTION_DAYS;
  const [otp, counters, sessions, outbox, keys, failures, previews, emails, events, redirects] = await db.batch([
    db.prepare('DELETE FROM otp_codes WHERE expires_at < ?').bind(before(r.otpCodes)),
    db.prepare('DELETE FROM auth_counters WHERE window_start < ?').bind(before(r.authCounters)),
    db.prepare('DELETE FROM sessions WHERE expires_at < ?1 OR revoked_at < ?1').bind(before(r.sessions)),
    db.prepare('DELETE FROM sms_outbox WHERE created_at < ?').bind(before(r.smsOutbox)),
    db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').bind(before(r.idempotencyKeys)),
    db.prepare('DELETE FROM remote_failures WHERE created_at < ?').bind(before(r.remoteFailures)),
    db.prepare(`DELETE FROM preview_links WHERE purpose = 'builder' AND expires_at < ?`).bind(before(r.builderPreviews)),
    db.prepare('DELETE FROM email_outbox WHERE created_at < ?').bind(before(r.emailOutbox)),
    db.prepare('DELETE FROM payment_events WHERE received_at < ?').bind(before(r.paymentEvents)),
    db.prepare('DELETE FROM domain_redirects WHERE expires_at < ?').bind(before(r.domainRedirects)),
  ]);
  return {
    otpCodes: otp.meta.changes,
    authCounters: counters.meta.changes,
    sessions: sessions.meta.changes,
    smsOutbox: outbox.meta.changes,
    idempotencyKeys: keys.meta.changes,
    remoteFailures: failures.meta.changes,
    builderPreviews: previews.meta.changes,
    emailOutbox: emails.meta.changes,
    paymentEvents: events.meta.changes,
    domainRedirects: redirects.meta.changes,
  };
}

/** The prefixes the API stores uploads under (storage/images.ts callers); nothing else in the bucket is touched. */
const MEDIA_PREFIXES = ['heroes/', 'products/'] as const;
const LIST_PAGE = 1000;

/** Of these keys, the ones a hero or a product image still points at. */
async function referenced(db: D1Database, keys: string[]): Promise<Set<string>> {
  const { results } = await db
    .prepare(
      `SELECT key FROM product_images WHERE key IN (SELECT value FROM json_each(?1))
       UNION SELECT image_key FROM heroes WHERE image_key IN (SELECT value FROM json_each(?1))
       UNION SELECT key FROM publication_media WHERE key IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(keys))
    .all<{ key: string }>();
  return new Set(results.map((r) => r.key));
}

/**
 * Deletes media objects older than a day that no row references, paging through the bucket listing with its cursor.
 * Returns how many were deleted.
 */
export async function pruneOrphanMedia(db: D1Database, bucket: R2Bucket, now: number = Date.now(), pageSize = LIST_PAGE): Promise<number> {
  const cutoff = now - RETENTION_DAYS.orphanMedia * DAY_MS;
  let deleted = 0;
  for (const prefix of MEDIA_PREFIXES) {
    let cursor: string | undefined;
    do {
      const page = await bucket.list({ prefix, cursor, limit: pageSize });
      const old = page.objects.filter((o) => o.uploaded.getTime() < cutoff).map((o) => o.key);
      if (old.length) {
        // A resized copy belongs to its original (storage/variants.ts): it stays exactly as long as that does.
        const owner = (k: string) => parseVariantKey(k)?.original ?? k;
        const keep = await referenced(db, [...new Set(old.map(owner))]);
        const orphans = old.filter((k) => !keep.has(owner(k)));
        if (orphans.length) await bucket.delete(orphans);
        deleted += orphans.length;
      }
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
  }
  return deleted;
}
