// Scheduled publish through the Worker's scheduled handler, schedule cancel, backfill and retention.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CRONS } from '../src/crons';
import worker from '../src/index';
import { nowIso } from '../src/lib/time';
import { backfillUnpublished, prunePublications } from '../src/services/publishing-cron';
import { forgetStore } from '@app/db';
import { snapshotKey } from '../src/storage/snapshots';
import { merchantWithWebsiteFixture } from './fixtures';
import { api, env } from './helpers';
import { app } from '../src/app';
import { call, liveId, publish, setTitle, state } from './publishing-helpers';

async function runCron(cron: string) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const inMinutes = (m: number) => nowIso(Date.now() + m * 60_000);

describe('scheduled publish', () => {
  it('publishes the draft as it was when scheduled, when due, from the every-minute cron', async () => {
    const m = await merchantWithWebsiteFixture();
    const first = (await state(m.token)).live!.id;
    await setTitle(m.websiteId, 'Scheduled title');
    const s = await publish(m.token, { note: 'Launch', at: inMinutes(5) });
    expect(s.status).toBe(202);
    const scheduledId = s.body.publication.id;
    // Edits after scheduling stay in the draft: the schedule holds what the merchant reviewed.
    await setTitle(m.websiteId, 'Later edit');
    expect((await state(m.token)).scheduled).toEqual({ publication_id: scheduledId, at: s.body.scheduled_at });

    await runCron(CRONS.everyMinute);
    expect(await liveId(m.websiteId)).toBe(first);

    await m.db.prepare('UPDATE scheduled_publishes SET at = ? WHERE website_id = ?').bind(inMinutes(-1), m.websiteId).run();
    await runCron(CRONS.everyMinute);
    expect(await liveId(m.websiteId)).toBe(scheduledId);
    const live = await env.MEDIA.get(snapshotKey(m.websiteId, s.body.publication.hash));
    expect(((await live!.json()) as { website: { title: string } }).website.title).toBe('Scheduled title');
    const after = await state(m.token);
    expect(after.scheduled).toBeNull();
    expect(after.changes.map((c) => c.title)).toEqual(['Later edit']);
    const kinds = await m.db.prepare('SELECT kind FROM publication_events WHERE website_id = ? ORDER BY id').bind(m.websiteId).all();
    expect(kinds.results.map((k) => k.kind)).toEqual(['publish', 'scheduled']);
  });

  it('cancels a schedule: nothing goes live and it leaves the history', async () => {
    const m = await merchantWithWebsiteFixture();
    const first = (await state(m.token)).live!.id;
    await setTitle(m.websiteId, 'Never');
    expect((await publish(m.token, { at: inMinutes(2) })).status).toBe(202);
    expect((await call(m.token, '/website/publish/schedule', 'DELETE')).status).toBe(204);
    await m.db.prepare('UPDATE scheduled_publishes SET at = ? WHERE website_id = ?').bind(inMinutes(-1), m.websiteId).run();
    await runCron(CRONS.everyMinute);
    expect(await liveId(m.websiteId)).toBe(first);
    const list = (await (await call(m.token, '/website/publications')).json()) as { total: number };
    expect(list.total).toBe(1);
    expect((await state(m.token)).scheduled).toBeNull();
  });

  it('refuses a time more than a year ahead', async () => {
    const m = await merchantWithWebsiteFixture();
    expect((await publish(m.token, { at: inMinutes(60 * 24 * 367) })).status).toBe(400);
  });

  it('gives stores from before publishing their first publication', async () => {
    const m = await merchantWithWebsiteFixture();
    for (let i = 0; i < 10 && (await liveId(m.websiteId)) == null; i++) await runCron(CRONS.everyMinute);
    expect(await liveId(m.websiteId)).not.toBeNull();
  });

  it('a store that cannot be published (no directory row) does not hold up the others of its shard', async () => {
    const broken = await merchantWithWebsiteFixture();
    await env.CONTROL.prepare('DELETE FROM stores WHERE id = ?').bind(broken.websiteId).run();
    forgetStore(broken.websiteId);
    const m = await merchantWithWebsiteFixture();
    const report = await backfillUnpublished(env, 1000, [{ shard: 'store', db: m.db }]);
    expect(report.store).toBeGreaterThanOrEqual(1);
    expect(await liveId(m.websiteId)).not.toBeNull();
  });
});

describe('POST /__dev/cron (the local ticker of pnpm start)', () => {
  const tick = (data: unknown, e = env) =>
    app.request('/__dev/cron', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) }, e);

  it('runs the every-minute jobs as the scheduled handler does: a due publish goes live', async () => {
    const m = await merchantWithWebsiteFixture();
    await setTitle(m.websiteId, 'Ticked');
    const s = await publish(m.token, { at: inMinutes(3) });
    await m.db.prepare('UPDATE scheduled_publishes SET at = ? WHERE website_id = ?').bind(inMinutes(-1), m.websiteId).run();
    const res = await api('/__dev/cron', { method: 'POST', json: { cron: CRONS.everyMinute } });
    expect(res.status).toBe(200);
    // Each job reports every shard by name.
    const { results } = (await res.json()) as { results: Record<string, Record<string, number>> };
    const live = Object.values(results['publishing: scheduled publishes made live']!).reduce((a, b) => a + b, 0);
    expect(live).toBeGreaterThanOrEqual(1);
    expect(await liveId(m.websiteId)).toBe(s.body.publication.id);
  });

  it('runs the daily jobs', async () => {
    const res = await tick({ cron: CRONS.daily });
    expect(res.status).toBe(200);
    expect(Object.keys(((await res.json()) as { results: object }).results)).toEqual([
      'housekeeping: deleted',
      'housekeeping: orphan media objects deleted',
      'housekeeping: old publications deleted',
    ]);
  });

  it.each([{}, { cron: '*/5 * * * *' }, { cron: 5 }])('refuses %j with 400 validation_failed', async (data) => {
    const res = await tick(data);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('validation_failed');
  });

  it('refuses a body that is not a JSON object with 400', async () => {
    expect((await tick([])).status).toBe(400);
  });

  it('is absent (404) unless DEV_ROUTES is true, as in production', async () => {
    const res = await tick({ cron: CRONS.everyMinute }, { ...env, DEV_ROUTES: 'false' });
    expect(res.status).toBe(404);
  });
});

describe('retention', () => {
  it('keeps the last 50 or 180 days, whichever is more, and never the live one; deletes their snapshots', async () => {
    const m = await merchantWithWebsiteFixture();
    const live = (await state(m.token)).live!;
    const old = nowIso(Date.now() - 200 * 86_400_000);
    // 55 old publications besides the live one, each with a snapshot of its own.
    const rows = Array.from({ length: 55 }, (_, i) => ({ hash: `h${String(i).padStart(3, '0')}`.padEnd(64, '0') }));
    await m.db.batch(
      rows.map((r) =>
        m.db
          .prepare('INSERT INTO publications (website_id, hash, note, created_at) VALUES (?, ?, ?, ?)')
          .bind(m.websiteId, r.hash, 'old', old),
      ),
    );
    for (const r of rows) await env.MEDIA.put(snapshotKey(m.websiteId, r.hash), '{}');
    // The live one is made the oldest so that only the "never the live one" rule keeps it.
    await m.db.prepare('UPDATE publications SET created_at = ? WHERE id = ?').bind(old, live.id).run();

    await prunePublications(env);
    const left = await m.db
      .prepare('SELECT id, hash FROM publications WHERE website_id = ? ORDER BY id')
      .bind(m.websiteId)
      .all<{ id: number; hash: string }>();
    expect(left.results.length).toBe(51);
    expect(left.results[0].id).toBe(live.id);
    expect(await env.MEDIA.head(snapshotKey(m.websiteId, live.hash))).not.toBeNull();
    for (const r of rows.slice(0, 5)) expect(await env.MEDIA.head(snapshotKey(m.websiteId, r.hash))).toBeNull();
    for (const r of rows.slice(5)) expect(await env.MEDIA.head(snapshotKey(m.websiteId, r.hash))).not.toBeNull();

    // Young publications are kept whatever their number; the daily cron runs the same pruning.
    await m.db.prepare('UPDATE publications SET created_at = ? WHERE website_id = ?').bind(nowIso(), m.websiteId).run();
    await runCron(CRONS.daily);
    expect(
      (await m.db.prepare('SELECT count(*) AS n FROM publications WHERE website_id = ?').bind(m.websiteId).first<{ n: number }>())!.n,
    ).toBe(51);
  });
});
