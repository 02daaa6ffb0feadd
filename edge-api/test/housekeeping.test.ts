// The daily cron: codes, counters, sessions, outbox messages and idempotency keys past their retention are deleted,
// everything still in use stays (services/housekeeping.ts).
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../src/index';
import { everyShard, variantKey } from '@app/db';
import { prune, pruneOrphanMedia } from '../src/services/housekeeping';
import { counterKeys } from '../src/services/counters';
import { merchantFixture, merchantWithWebsiteFixture, productFixture } from './fixtures';
import { unique, uniquePhone } from './helpers';
import { failingShard } from './failing-shard';

/** The name of the shard a store's database is. */
const shardName = (db: D1Database) => everyShard(env).find((s) => s.db === db)!.shard;

const LONG_AGO = '2020-01-01T00:00:00.000Z';
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** Rows of a control table (`db`: a store table, in that store's shard). */
const count = async (sql: string, ...args: unknown[]) => countIn(env.CONTROL, sql, ...args);
const countIn = async (db: D1Database, sql: string, ...args: unknown[]) =>
  (await db
    .prepare(`SELECT count(*) AS n FROM ${sql}`)
    .bind(...args)
    .first<{ n: number }>())!.n;

async function seed(tag: string) {
  const now = Date.now();
  const phone = uniquePhone();
  const m = await merchantFixture(); // one live session
  const site = await merchantWithWebsiteFixture();
  await env.CONTROL.batch([
    // Codes: long expired, expired an hour ago (kept a day), still valid.
    env.CONTROL.prepare(`INSERT INTO otp_codes (phone_number, purpose, code_hash, expires_at) VALUES (?, 'login', 'h', ?)`).bind(
      phone,
      LONG_AGO,
    ),
    env.CONTROL.prepare(`INSERT INTO otp_codes (phone_number, purpose, code_hash, expires_at) VALUES (?, 'login', 'h', ?)`).bind(
      phone,
      iso(now - 3_600_000),
    ),
    env.CONTROL.prepare(`INSERT INTO otp_codes (phone_number, purpose, code_hash, expires_at) VALUES (?, 'login', 'h', ?)`).bind(
      phone,
      iso(now + 600_000),
    ),
    env.CONTROL.prepare(`INSERT INTO auth_counters (key, count, window_start) VALUES (?, 3, ?)`).bind(`${tag}:old`, LONG_AGO),
    env.CONTROL.prepare(`INSERT INTO auth_counters (key, count, window_start) VALUES (?, 3, ?)`).bind(`${tag}:new`, iso(now - 60_000)),
    // Sessions: expired long ago, signed out long ago, signed out a minute ago (kept a day).
    env.CONTROL.prepare(`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)`).bind(
      `${tag}-expired`,
      m.userId,
      LONG_AGO,
    ),
    env.CONTROL.prepare(`INSERT INTO sessions (token_hash, user_id, expires_at, revoked_at) VALUES (?, ?, ?, ?)`).bind(
      `${tag}-out`,
      m.userId,
      iso(now + DAY),
      LONG_AGO,
    ),
    env.CONTROL.prepare(`INSERT INTO sessions (token_hash, user_id, expires_at, revoked_at) VALUES (?, ?, ?, ?)`).bind(
      `${tag}-recent`,
      m.userId,
      iso(now + DAY),
      iso(now - 60_000),
    ),
    env.CONTROL.prepare(`INSERT INTO sms_outbox (to_phone, body, created_at) VALUES (?, 'old', ?)`).bind(phone, LONG_AGO),
    env.CONTROL.prepare(`INSERT INTO sms_outbox (to_phone, body, created_at) VALUES (?, 'six days', ?)`).bind(phone, iso(now - 6 * DAY)),
    env.CONTROL.prepare(
      `INSERT INTO email_outbox (to_email, subject, text_body, html_body, locale, created_at) VALUES (?, 'old', '', '', 'en', ?)`,
    ).bind(`${tag}@example.com`, LONG_AGO),
    env.CONTROL.prepare(`INSERT INTO email_outbox (to_email, subject, text_body, html_body, locale) VALUES (?, 'new', '', '', 'en')`).bind(
      `${tag}@example.com`,
    ),
    // Remote failure reports: 31 days old (deleted) and 29 days old (kept).
    env.CONTROL.prepare(`INSERT INTO remote_failures (remote, version, stage, message, created_at) VALUES (?, 'v', 'load', 'x', ?)`).bind(
      `${tag}-rf`,
      iso(now - 31 * DAY),
    ),
    env.CONTROL.prepare(`INSERT INTO remote_failures (remote, version, stage, message, created_at) VALUES (?, 'v', 'load', 'x', ?)`).bind(
      `${tag}-rf`,
      iso(now - 29 * DAY),
    ),
    // Former domains: one redirect expired a minute ago (deleted), one still running (kept).
    env.CONTROL.prepare(`INSERT INTO domain_redirects (domain, website_id, expires_at) VALUES (?, ?, ?)`).bind(
      `${tag}-gone`,
      site.websiteId,
      iso(now - 60_000),
    ),
    env.CONTROL.prepare(`INSERT INTO domain_redirects (domain, website_id, expires_at) VALUES (?, ?, ?)`).bind(
      `${tag}-live`,
      site.websiteId,
      iso(now + 89 * DAY),
    ),
  ]);
  // Store tables, in the store's shard.
  await site.db.batch([
    site.db
      .prepare(
        `INSERT INTO idempotency_keys (website_id, key, request_hash, response_status, response_body, created_at) VALUES (?, ?, 'h', 200, '{}', ?)`,
      )
      .bind(site.websiteId, `${tag}-old`, iso(now - 8 * DAY)),
    site.db
      .prepare(
        `INSERT INTO idempotency_keys (website_id, key, request_hash, response_status, response_body, created_at) VALUES (?, ?, 'h', 200, '{}', ?)`,
      )
      .bind(site.websiteId, `${tag}-new`, iso(now - 6 * DAY)),
    // Payment events claimed 31 days ago (deleted) and 29 days ago (kept: a retry could still come).
    site.db
      .prepare(`INSERT INTO payment_events (provider, event_id, website_id, received_at) VALUES ('test', ?, ?, ?)`)
      .bind(`${tag}-old`, site.websiteId, iso(now - 31 * DAY)),
    site.db
      .prepare(`INSERT INTO payment_events (provider, event_id, website_id, received_at) VALUES ('test', ?, ?, ?)`)
      .bind(`${tag}-new`, site.websiteId, iso(now - 29 * DAY)),
  ]);
  return { phone, userId: m.userId, site };
}

describe('housekeeping', () => {
  it('deletes only what is past its retention', async () => {
    const tag = unique('hk');
    const { phone, userId, site } = await seed(tag);
    const shard = shardName(site.db);
    const pruned = await prune(env);
    // The control plane once, and each shard by name. At least this file's rows: the project's files share one
    // database per worker (isolate: false), so rows another file left past their retention go too; the rows of this
    // file are checked one by one below.
    const atLeast = (got: object | undefined, want: Record<string, number>) => {
      for (const [table, n] of Object.entries(want)) expect((got as Record<string, number>)?.[table], table).toBeGreaterThanOrEqual(n);
    };
    atLeast(pruned.control, {
      otpCodes: 1,
      authCounters: 1,
      sessions: 2,
      smsOutbox: 1,
      remoteFailures: 1,
      emailOutbox: 1,
      domainRedirects: 1,
    });
    atLeast(pruned.shards[shard], { idempotencyKeys: 1, builderPreviews: 0, paymentEvents: 1 });

    expect(await count('otp_codes WHERE phone_number = ?', phone)).toBe(2);
    expect(await count('auth_counters WHERE key LIKE ?', `${tag}:%`)).toBe(1);
    expect(await count('auth_counters WHERE key = ?', `${tag}:new`)).toBe(1);
    // The fixture's live session and the one signed out a minute ago remain.
    expect(await count('sessions WHERE user_id = ?', userId)).toBe(2);
    expect(await count('sessions WHERE token_hash = ?', `${tag}-recent`)).toBe(1);
    expect(await count('sms_outbox WHERE to_phone = ?', phone)).toBe(1);
    expect(await count('email_outbox WHERE to_email = ?', `${tag}@example.com`)).toBe(1);
    expect(await countIn(site.db, 'idempotency_keys WHERE key LIKE ?', `${tag}-%`)).toBe(1);
    expect(await countIn(site.db, 'idempotency_keys WHERE key = ?', `${tag}-new`)).toBe(1);
    expect(await count('remote_failures WHERE remote = ?', `${tag}-rf`)).toBe(1);
    expect(await countIn(site.db, 'payment_events WHERE event_id LIKE ?', `${tag}-%`)).toBe(1);
    expect(await countIn(site.db, 'payment_events WHERE event_id = ?', `${tag}-new`)).toBe(1);
    expect(await count('domain_redirects WHERE domain LIKE ?', `${tag}-%`)).toBe(1);
    expect(await count('domain_redirects WHERE domain = ?', `${tag}-live`)).toBe(1);

    // A second run finds nothing more.
    const again = await prune(env);
    expect(again.control).toEqual({
      otpCodes: 0,
      authCounters: 0,
      sessions: 0,
      smsOutbox: 0,
      remoteFailures: 0,
      emailOutbox: 0,
      domainRedirects: 0,
    });
    expect(again.shards[shard]).toEqual({ idempotencyKeys: 0, builderPreviews: 0, paymentEvents: 0 });
  });

  it("runs from the Worker's scheduled handler", async () => {
    const tag = unique('hk');
    const { phone } = await seed(tag);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: '17 3 * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await count('otp_codes WHERE phone_number = ?', phone)).toBe(2);
    expect(await count('auth_counters WHERE key = ?', `${tag}:old`)).toBe(0);
  });

  it('deletes old rate-limit counters of every kind, keeps live ones', async () => {
    const ip = unique('ip');
    const old = [
      counterKeys.registerClient(ip),
      counterKeys.checkoutClient(1, ip),
      counterKeys.declineStore(987_654),
      counterKeys.newsletterClient(ip),
      counterKeys.contactStore(987_654),
    ];
    const live = counterKeys.contactClient(ip);
    await env.CONTROL.batch([
      ...old.map((k) =>
        env.CONTROL.prepare('INSERT OR REPLACE INTO auth_counters (key, count, window_start) VALUES (?, 1, ?)').bind(k, LONG_AGO),
      ),
      env.CONTROL.prepare('INSERT OR REPLACE INTO auth_counters (key, count, window_start) VALUES (?, 1, ?)').bind(live, iso(Date.now())),
    ]);
    await prune(env);
    expect(await count(`auth_counters WHERE key IN (SELECT value FROM json_each(?))`, JSON.stringify(old))).toBe(0);
    expect(await count('auth_counters WHERE key = ?', live)).toBe(1);
  });

  it('deletes media objects no row references once they are a day old, paging through the bucket', async () => {
    const site = await merchantWithWebsiteFixture();
    const productId = await productFixture(site.websiteId);
    const tag = unique('m');
    const key = (prefix: string, name: string) => `${prefix}/${tag}-${name}.png`;
    const used = [key('products', 'used'), key('heroes', 'used')];
    const orphans = [1, 2, 3, 4, 5].map((i) => key(i % 2 ? 'products' : 'heroes', `orphan${i}`));
    const elsewhere = `other/${tag}.png`;
    // Resized copies (storage/variants.ts) live and go with their original: no row names them.
    const usedCopies = [variantKey(used[0], 320), variantKey(used[1], 1600)];
    const orphanCopies = [variantKey(orphans[0], 640)];
    for (const k of [...used, ...orphans, elsewhere, ...usedCopies, ...orphanCopies]) await env.MEDIA.put(k, new Uint8Array([1, 2, 3]));
    await site.db.batch([
      site.db
        .prepare(`INSERT INTO product_images (product_id, website_id, key, content_type) VALUES (?, ?, ?, 'image/png')`)
        .bind(productId, site.websiteId, used[0]),
      site.db.prepare(`INSERT INTO heroes (website_id, title, subtitle, image_key) VALUES (?, 'T', 'S', ?)`).bind(site.websiteId, used[1]),
    ]);
    const exists = async (k: string) => (await env.MEDIA.head(k)) !== null;

    // Everything is young: nothing goes, even orphans (their request may still be writing its rows).
    expect(await pruneOrphanMedia(env, env.MEDIA, Date.now(), 2)).toBe(0);
    for (const k of orphans) expect(await exists(k)).toBe(true);

    // Two days later: only the unreferenced media objects go.
    expect(await pruneOrphanMedia(env, env.MEDIA, Date.now() + 2 * DAY, 2)).toBeGreaterThanOrEqual(orphans.length);
    for (const k of [...orphans, ...orphanCopies]) expect(await exists(k)).toBe(false);
    for (const k of [...used, elsewhere, ...usedCopies]) expect(await exists(k)).toBe(true);
  });

  it("a shard that fails stops neither the control plane's prune nor another shard's; no orphan is deleted unasked", async () => {
    const tag = unique('hk');
    const { phone, site } = await seed(tag);
    const broken = failingShard('SHARD_BROKEN', 'idempotency_keys');
    const pruned = await prune(env, Date.now(), [broken, ...everyShard(env)]);
    expect(pruned.shards.SHARD_BROKEN).toEqual({ failed: expect.stringContaining('no such table') });
    expect(pruned.shards[shardName(site.db)]).toMatchObject({ idempotencyKeys: 1, paymentEvents: 1 });
    expect(pruned.control).toMatchObject({ otpCodes: 1, sessions: 2 });
    expect(await count('otp_codes WHERE phone_number = ?', phone)).toBe(2);

    // Media: a key no answering shard names may still be the failing shard's; it stays until every shard has said no.
    const orphan = `products/${tag}-maybe.png`;
    await env.MEDIA.put(orphan, new Uint8Array([1]));
    expect(await pruneOrphanMedia(env, env.MEDIA, Date.now() + 2 * DAY, 1000, [broken, ...everyShard(env)])).toBe(0);
    expect(await env.MEDIA.head(orphan)).not.toBeNull();
    expect(await pruneOrphanMedia(env, env.MEDIA, Date.now() + 2 * DAY)).toBeGreaterThanOrEqual(1);
    expect(await env.MEDIA.head(orphan)).toBeNull();
  });
});
