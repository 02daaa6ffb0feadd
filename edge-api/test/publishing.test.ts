// Publishing (DESIGN §15) through the Worker's fetch on real D1 and R2: publish, rollback, restore, CAS, changes.
import { readLiveContent, readStoreContent } from '@app/db';
import { describe, expect, it } from 'vitest';
import { snapshotKey } from '../src/storage/snapshots';
import { merchantWithWebsiteFixture } from './fixtures';
import { api, env, newMerchant, unique } from './helpers';
import { call, liveId, publish, setTitle, state, titleOf } from './publishing-helpers';

describe('publish, rollback, restore', () => {
  it('publishes the draft to R2 and flips the live pointer; rollback and restore round-trip', async () => {
    const m = await merchantWithWebsiteFixture();
    // A store from before publishing: its first read publishes the draft as it is.
    const first = await state(m.token);
    expect(first.live?.note).toBe('Published at upgrade');
    expect(first).toMatchObject({ has_unpublished_changes: false, changes: [], scheduled: null });

    await setTitle(m.websiteId, 'Edited title');
    const edited = await state(m.token);
    expect(edited.has_unpublished_changes).toBe(true);
    expect(edited.changes).toEqual([{ resource: 'website', id: m.websiteId, title: 'Edited title', change: 'changed' }]);

    const p = await publish(m.token, { note: 'New title' });
    expect(p.status).toBe(201);
    expect(p.body.publication).toMatchObject({ note: 'New title', author: m.username, is_live: true });
    expect(await liveId(m.websiteId)).toBe(p.body.publication.id);
    const obj = await env.MEDIA.get(snapshotKey(m.websiteId, p.body.publication.hash));
    expect(((await obj!.json()) as { website: { title: string } }).website.title).toBe('Edited title');
    expect((await state(m.token)).has_unpublished_changes).toBe(false);
    // What the storefront will read: the live pointer and its snapshot.
    const sf = await readLiveContent(m.db, env.MEDIA, m.websiteId);
    expect(sf).toMatchObject({ publicationId: p.body.publication.id, hash: p.body.publication.hash });
    expect(sf!.content.website.title).toBe('Edited title');

    const back = await call(m.token, `/website/publications/${first.live!.id}/rollback`, 'POST');
    expect(back.status).toBe(200);
    expect(await liveId(m.websiteId)).toBe(first.live!.id);
    // Rollback changes what is live, not the draft: the draft now differs from live.
    expect(await titleOf(m.websiteId)).toBe('Edited title');
    expect((await state(m.token)).has_unpublished_changes).toBe(true);

    const restored = await call(m.token, `/website/publications/${first.live!.id}/restore`, 'POST', {});
    expect(restored.status).toBe(200);
    expect(await titleOf(m.websiteId)).toBe('Fixture shop');
    expect(await liveId(m.websiteId)).toBe(first.live!.id);
    expect((await state(m.token)).has_unpublished_changes).toBe(false);

    const events = await m.db.prepare('SELECT kind FROM publication_events WHERE website_id = ? ORDER BY id').bind(m.websiteId).all();
    expect(events.results.map((e) => e.kind)).toEqual(['publish', 'publish', 'rollback']);
  });

  it('restores pages and sections with their ids, in one batch', async () => {
    const m = await merchantWithWebsiteFixture();
    const page = await m.db
      .prepare('SELECT id FROM pages WHERE website_id = ? ORDER BY id LIMIT 1')
      .bind(m.websiteId)
      .first<{ id: number }>();
    await m.db
      .prepare(
        `INSERT INTO sections (website_id, page_id, title, type, content, sort_order) VALUES (?, ?, 'Intro', 'text', '{"text":"hi"}', 0)`,
      )
      .bind(m.websiteId, page!.id)
      .run();
    const before = await readStoreContent(m.db, m.websiteId);
    const p = await publish(m.token);
    await m.db.prepare('DELETE FROM pages WHERE website_id = ?').bind(m.websiteId).run();
    const s = await state(m.token);
    expect(s.changes.filter((c) => c.change === 'removed').map((c) => c.resource)).toEqual(['page', 'page', 'page', 'section']);
    expect((await call(m.token, `/website/publications/${p.body.publication.id}/restore`, 'POST')).status).toBe(200);
    expect(await readStoreContent(m.db, m.websiteId)).toEqual(before);
  });

  it('lets exactly one of 6 concurrent publishes with the same expected_live_id win', async () => {
    const m = await merchantWithWebsiteFixture();
    const live = (await state(m.token)).live!.id;
    await setTitle(m.websiteId, unique('race'));
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => publish(m.token, { note: `n${i}`, expected_live_id: live })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    const conflict = results.find((r) => r.status === 409)!.body as unknown as { code: string };
    expect(conflict.code).toBe('publish_conflict');
    const rows = await m.db.prepare('SELECT count(*) AS n FROM publications WHERE website_id = ?').bind(m.websiteId).first<{ n: number }>();
    expect(rows!.n).toBe(2);
    // A stale rollback guard is refused too.
    const stale = await call(m.token, `/website/publications/${live}/rollback`, 'POST', { expected_live_id: live });
    expect(stale.status).toBe(409);
  });

  it('lists publications newest first, paged, with the live one marked', async () => {
    const m = await merchantWithWebsiteFixture();
    await state(m.token);
    for (const t of ['a', 'b']) {
      await setTitle(m.websiteId, t);
      await publish(m.token, { note: t });
    }
    const res = await call(m.token, '/website/publications?page=1&limit=2');
    const list = (await res.json()) as { items: { note: string; is_live: boolean; author: string | null }[]; total: number };
    expect(list.total).toBe(3);
    expect(list.items.map((i) => [i.note, i.is_live, i.author])).toEqual([
      ['b', true, m.username],
      ['a', false, m.username],
    ]);
  });

  it('publishes a new website\'s initial state as "Store created"', async () => {
    const m = await newMerchant();
    const res = await call(m.token, '/website/', 'POST', { domain: unique('pubshop'), title: 'T', description: 'D' });
    expect(res.status).toBe(200);
    const s = await state(m.token);
    expect(s.live).toMatchObject({ note: 'Store created', author: m.username, is_live: true });
    expect(s.has_unpublished_changes).toBe(false);
  });
});

describe('refusals', () => {
  it("answers 404 for another merchant's publication and 400 for bad input", async () => {
    const a = await merchantWithWebsiteFixture();
    const b = await merchantWithWebsiteFixture();
    const theirs = (await state(b.token)).live!.id;
    for (const action of ['rollback', 'restore']) {
      const res = await call(a.token, `/website/publications/${theirs}/${action}`, 'POST');
      expect(res.status).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('publication_not_found');
    }
    expect((await call(a.token, '/website/publications/abc/rollback', 'POST')).status).toBe(404);
    expect(await liveId(b.websiteId)).toBe(theirs);
    const bad = [{ at: 'tomorrow' }, { at: '2001-01-01T00:00:00Z' }, { expected_live_id: 'x' }, { note: 'x'.repeat(201) }];
    for (const json of bad) {
      const res = await call(a.token, '/website/publish', 'POST', json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
    const notJson = await api('/website/publish', {
      method: 'POST',
      token: a.token,
      body: '{nope',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect((await call(a.token, '/website/publications?limit=0')).status).toBe(400);
  });

  it('needs a website and a session', async () => {
    const m = await newMerchant();
    expect((await call(m.token, '/website/publishing')).status).toBe(404);
    expect((await call('', '/website/publishing')).status).toBe(401);
  });
});
