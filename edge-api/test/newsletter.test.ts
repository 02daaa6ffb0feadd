// The newsletter: public subscribe (repeats ignored, rate-limited), the owner's list and CSV export.
import { describe, expect, it } from 'vitest';
import {
  NEWSLETTER_MAX_PER_HOUR_PER_CLIENT,
  NEWSLETTER_MAX_PER_HOUR_PER_STORE,
  type ErrorBody,
  type Paged,
  type Subscriber,
} from '@app/contracts';
import { api, env, randomIp, unique, shardOf } from './helpers';
import { merchantFixture, merchantWithWebsiteFixture } from './fixtures';
import { counterKeys } from '../src/services/counters';

const subscribe = (websiteId: number | string, json: unknown, ip = randomIp()) =>
  api(`/stores/${websiteId}/newsletter`, { method: 'POST', json, headers: { 'CF-Connecting-IP': ip } });
const rows = async (websiteId: number) =>
  (
    await (
      await shardOf(websiteId)
    )
      .prepare('SELECT email FROM newsletter_subscribers WHERE website_id = ? ORDER BY id')
      .bind(websiteId)
      .all<{ email: string }>()
  ).results.map((r) => r.email);
const insert = async (websiteId: number, email: string, createdAt: string) =>
  (await shardOf(websiteId))
    .prepare('INSERT INTO newsletter_subscribers (website_id, email, created_at) VALUES (?, ?, ?)')
    .bind(websiteId, email, createdAt)
    .run();

describe('POST /stores/:website_id/newsletter', () => {
  it('keeps one lowercased row per email and answers a repeat exactly like a new one', async () => {
    const m = await merchantWithWebsiteFixture();
    const first = await subscribe(m.websiteId, { email: 'Ada@Example.com' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ subscribed: true });
    const again = await subscribe(m.websiteId, { email: '  ada@example.COM ' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ subscribed: true });
    expect(await rows(m.websiteId)).toEqual(['ada@example.com']);
    // Another store keeps its own list.
    const other = await merchantWithWebsiteFixture();
    expect((await subscribe(other.websiteId, { email: 'ada@example.com' })).status).toBe(200);
    expect(await rows(other.websiteId)).toEqual(['ada@example.com']);
  });

  it.each([
    [{ email: 'not-an-email' }, 'Enter a valid email address', 'emailInvalid'],
    [{ email: '' }, 'Email is required', 'emailRequired'],
    [{}, 'Email is required', 'emailRequired'],
    [{ email: { $ne: 1 } }, 'Enter a valid email address', 'emailInvalid'],
    [{ email: `${'a'.repeat(250)}@x.co` }, 'Enter a valid email address', 'emailInvalid'],
    // No dotted domain: no mailbox can receive it (junk that must not count against the store, #32).
    [{ email: 'junk@nowhere' }, 'Enter a valid email address', 'emailInvalid'],
  ])('refuses %j with 400 at body.email and writes nothing', async (json, msg, rule) => {
    const m = await merchantWithWebsiteFixture();
    const res = await subscribe(m.websiteId, json);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'validation_failed', message: msg, detail: [{ loc: ['body', 'email'], msg, rule }] });
    expect(await rows(m.websiteId)).toEqual([]);
  });

  it('answers malformed JSON with 400 and an unknown or malformed store with 404 website_not_found', async () => {
    const m = await merchantWithWebsiteFixture();
    const bad = await api(`/stores/${m.websiteId}/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":',
    });
    expect([bad.status, ((await bad.json()) as ErrorBody).code]).toEqual([400, 'invalid_json']);
    for (const id of [999_999_999, 'abc', '0']) {
      const res = await subscribe(id, { email: 'x@example.com' });
      expect([res.status, ((await res.json()) as ErrorBody).code]).toEqual([404, 'website_not_found']);
    }
  });

  it('limits a client, then a store, with 429 rate_limited and Retry-After', async () => {
    const m = await merchantWithWebsiteFixture();
    const ip = randomIp();
    for (let i = 0; i < NEWSLETTER_MAX_PER_HOUR_PER_CLIENT; i++)
      expect((await subscribe(m.websiteId, { email: `${unique('n')}@example.com` }, ip)).status).toBe(200);
    const over = await subscribe(m.websiteId, { email: 'late@example.com' }, ip);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await over.json()) as ErrorBody).code).toBe('rate_limited');
    expect(await rows(m.websiteId)).not.toContain('late@example.com');

    const before = randomIp();
    expect((await subscribe(m.websiteId, { email: `${unique('n')}@example.com` }, before)).status).toBe(200);
    await env.CONTROL.prepare('INSERT OR REPLACE INTO auth_counters (key, count, window_start) VALUES (?, ?, ?)')
      .bind(counterKeys.newsletterStore(m.websiteId), NEWSLETTER_MAX_PER_HOUR_PER_STORE, new Date().toISOString())
      .run();
    // A spent store budget refuses a client that already signed someone up, never a new one (#32).
    expect((await subscribe(m.websiteId, { email: `${unique('n')}@example.com` }, before)).status).toBe(429);
    expect((await subscribe(m.websiteId, { email: 'fresh@example.com' })).status).toBe(200);
  });
});

describe('GET /website/subscribers', () => {
  it("pages the owner's subscribers newest first (default 10, max 100) and only theirs", async () => {
    const m = await merchantWithWebsiteFixture();
    const other = await merchantWithWebsiteFixture();
    for (let i = 0; i < 12; i++) await insert(m.websiteId, `s${i}@example.com`, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString());
    await insert(other.websiteId, 'theirs@example.com', new Date().toISOString());
    const res = await api('/website/subscribers', { token: m.token });
    expect(res.status).toBe(200);
    const p1 = (await res.json()) as Paged<Subscriber>;
    expect([p1.total, p1.page, p1.limit, p1.items.length]).toEqual([12, 1, 10, 10]);
    expect(p1.items[0]).toEqual({ id: expect.any(Number), email: 's11@example.com', created_at: '2026-01-01T00:11:00.000Z' });
    const p2 = (await (await api('/website/subscribers?page=2', { token: m.token })).json()) as Paged<Subscriber>;
    expect(p2.items.map((s) => s.email)).toEqual(['s1@example.com', 's0@example.com']);
    expect((await api('/website/subscribers?limit=101', { token: m.token })).status).toBe(400);
    expect((await api('/website/subscribers')).status).toBe(401);
    const theirs = (await (await api('/website/subscribers', { token: other.token })).json()) as Paged<Subscriber>;
    expect(theirs.items.map((s) => s.email)).toEqual(['theirs@example.com']);
    const noSite = await merchantFixture();
    expect((await api('/website/subscribers', { token: noSite.token })).status).toBe(404);
  });

  it('exports CSV with a header row, quoted cells and formulas neutralised', async () => {
    const m = await merchantWithWebsiteFixture();
    const at = '2026-02-03T04:05:06.789Z';
    for (const email of ['plain@example.com', '=cmd|calc@x.co', '+1@x.co', '-2@x.co', '@sum@x.co', '\tt@x.co', 'q"u,o@x.co'])
      await insert(m.websiteId, email, at);
    const res = await api('/website/subscribers/export', { token: m.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="subscribers.csv"');
    expect((await res.text()).split('\r\n')).toEqual([
      'email,subscribed_at',
      `plain@example.com,${at}`,
      `'=cmd|calc@x.co,${at}`,
      `'+1@x.co,${at}`,
      `'-2@x.co,${at}`,
      `'@sum@x.co,${at}`,
      `'\tt@x.co,${at}`,
      `"q""u,o@x.co",${at}`,
      '',
    ]);
    expect((await api('/website/subscribers/export')).status).toBe(401);
  });
});
