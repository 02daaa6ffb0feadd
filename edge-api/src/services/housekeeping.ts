// Rows that only matter for a while, deleted once a day by the cron trigger (wrangler.toml [triggers]): without it
// codes, counters, sessions and idempotency keys would grow for ever (D1 bills storage and caps a database at 10 GB).
// Control-plane tables are pruned once (CONTROL), store tables in every shard on its own (DESIGN §20).
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
import { everyShard, parseVariantKey, type DataEnv } from '@app/db';
import { eachShard, type Shard, type ShardOutcome } from '../lib/each-shard';
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

/** Control-plane tables (CONTROL), pruned once per run. */
export type ControlPruned = Record<
  'otpCodes' | 'authCounters' | 'sessions' | 'smsOutbox' | 'remoteFailures' | 'emailOutbox' | 'domainRedirects',
  number
>;
/** Store tables, pruned in every shard on its own. */
export type ShardPruned = Record<'idempotencyKeys' | 'builderPreviews' | 'paymentEvents', number>;

const cutoff = (now: number) => (days: number) => nowIso(now - days * DAY_MS);

/** Deletes what is past its retention in the control plane, in one D1 batch; returns the rows deleted per table. */
export async function pruneControl(db: D1Database, now: number = Date.now()): Promise<ControlPruned> {
  const before = cutoff(now);
  const r = RETENTION_DAYS;
  const [otp, counters, sessions, outbox, failures, emails, redirects] = await db.batch([
    db.prepare('DELETE FROM otp_codes WHERE expires_at < ?').bind(before(r.otpCodes)),
    db.prepare('DELETE FROM auth_counters WHERE window_start < ?').bind(before(r.authCounters)),
    db.prepare('DELETE FROM sessions WHERE expires_at < ?1 OR revoked_at < ?1').bind(before(r.sessions)),
    db.prepare('DELETE FROM sms_outbox WHERE created_at < ?').bind(before(r.smsOutbox)),
    db.prepare('DELETE FROM remote_failures WHERE created_at < ?').bind(before(r.remoteFailures)),
    db.prepare('DELETE FROM email_outbox WHERE created_at < ?').bind(before(r.emailOutbox)),
    db.prepare('DELETE FROM domain_redirects WHERE expires_at < ?').bind(before(r.domainRedirects)),
  ]);
  return {
    otpCodes: otp.meta.changes,
    authCounters: counters.meta.changes,
    sessions: sessions.meta.changes,
    smsOutbox: outbox.meta.changes,
    remoteFailures: failures.meta.changes,
    emailOutbox: emails.meta.changes,
    domainRedirects: redirects.meta.changes,
  };
}

/** Deletes what is past its retention in one store shard, in one D1 batch; returns the rows deleted per table. */
export async function pruneShard(db: D1Database, now: number = Date.now()): Promise<ShardPruned> {
  const before = cutoff(now);
  const r = RETENTION_DAYS;
  const [keys, previews, events] = await db.batch([
    db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').bind(before(r.idempotencyKeys)),
    db.prepare(`DELETE FROM preview_links WHERE purpose = 'builder' AND expires_at < ?`).bind(before(r.builderPreviews)),
    db.prepare('DELETE FROM payment_events WHERE received_at < ?').bind(before(r.paymentEvents)),
  ]);
  return { idempotencyKeys: keys.meta.changes, builderPreviews: previews.meta.changes, paymentEvents: events.meta.changes };
}

/**
 * The daily prune: the control plane once, every shard at once and on its own (a failing one stops only its share,
 * reported by name). `shards`: the Worker's, unless a test lists its own.
 */
export async function prune(
  env: DataEnv,
  now: number = Date.now(),
  shards?: readonly Shard[],
): Promise<{ control: ShardOutcome<ControlPruned>; shards: Record<string, ShardOutcome<ShardPruned>> }> {
  const [control, each] = await Promise.all([
    pruneControl(env.CONTROL, now).catch((err: unknown) => {
      console.error('housekeeping: CONTROL failed', err);
      return { failed: err instanceof Error ? err.message : String(err) };
    }),
    eachShard(env, (db) => pruneShard(db, now), 'housekeeping', shards),
  ]);
  return { control, shards: each };
}

/** The prefixes the API stores uploads under (storage/images.ts callers); nothing else in the bucket is touched. */
const MEDIA_PREFIXES = ['heroes/', 'products/'] as const;
const LIST_PAGE = 1000;

/** Of these keys, the ones a hero or a product image of this shard still points at. */
async function referencedIn(db: D1Database, keys: string[]): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT key FROM product_images WHERE key IN (SELECT value FROM json_each(?1))
       UNION SELECT image_key FROM heroes WHERE image_key IN (SELECT value FROM json_each(?1))
       UNION SELECT key FROM publication_media WHERE key IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(keys))
    .all<{ key: string }>();
  return results.map((r) => r.key);
}

/**
 * Of these keys, the ones a row of any shard points at (a key names no store, so every shard is asked, all at once).
 * When a shard cannot answer, every key counts as referenced: an object is deleted only when every shard said no.
 */
async function referenced(shards: readonly Shard[], keys: string[]): Promise<Set<string>> {
  const answers = await Promise.allSettled(shards.map(({ db }) => referencedIn(db, keys)));
  const failed = answers.findIndex((a) => a.status === 'rejected');
  if (failed >= 0) {
    console.error(
      `housekeeping: orphan media kept, ${shards[failed]!.shard} did not answer`,
      (answers[failed] as PromiseRejectedResult).reason,
    );
    return new Set(keys);
  }
  return new Set(answers.flatMap((a) => (a as PromiseFulfilledResult<string[]>).value));
}

/**
 * Deletes media objects older than a day that no row references, paging through the bucket listing with its cursor.
 * Returns how many were deleted.
 */
export async function pruneOrphanMedia(
  env: DataEnv,
  bucket: R2Bucket,
  now: number = Date.now(),
  pageSize = LIST_PAGE,
  shards: readonly Shard[] = everyShard(env),
): Promise<number> {
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
        const keep = await referenced(shards, [...new Set(old.map(owner))]);
        const orphans = old.filter((k) => !keep.has(owner(k)));
        if (orphans.length) await bucket.delete(orphans);
        deleted += orphans.length;
      }
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
  }
  return deleted;
}
