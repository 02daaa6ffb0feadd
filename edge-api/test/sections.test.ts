// Sections under /website/pages/:page_id/sections and the public sections read: status, body and rows in D1.
import type { ErrorBody, Section } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { contentVersion, merchantWithWebsiteFixture } from './fixtures';
import { api, countEveryShard, shardOf, unique } from './helpers';

type M = Awaited<ReturnType<typeof merchantWithWebsiteFixture>>;
const pageIdBySlug = async (websiteId: number, slug: string) =>
  (await (
    await shardOf(websiteId)
  )
    .prepare('SELECT id FROM pages WHERE website_id = ? AND slug = ?')
    .bind(websiteId, slug)
    .first<{ id: number }>())!.id;
const sectionRow = (db: D1Database, id: number) =>
  db.prepare('SELECT * FROM sections WHERE id = ?').bind(id).first<Record<string, unknown>>();
const post = (token: string, pageId: number | string, json: unknown) =>
  api(`/website/pages/${pageId}/sections`, { method: 'POST', token, json });
const put = (token: string, pageId: number | string, id: number | string, json: unknown) =>
  api(`/website/pages/${pageId}/sections/${id}`, { method: 'PUT', token, json });
const del = (token: string, pageId: number | string, id: number | string) =>
  api(`/website/pages/${pageId}/sections/${id}`, { method: 'DELETE', token });

async function withSection(m: M, body: Record<string, unknown> = {}) {
  const pageId = await pageIdBySlug(m.websiteId, 'about-us');
  const res = await post(m.token, pageId, { title: 'Intro', type: 'text', content: { text: 'Hello' }, order: 1, ...body });
  expect(res.status).toBe(200);
  return { pageId, section: (await res.json()) as Section };
}

describe('POST /website/pages/:page_id/sections', () => {
  it('creates a section on the path page (not the body page_id) and bumps content_version', async () => {
    const m = await merchantWithWebsiteFixture();
    const other = await merchantWithWebsiteFixture();
    const foreignPage = await pageIdBySlug(other.websiteId, 'about-us');
    const pageId = await pageIdBySlug(m.websiteId, 'about-us');
    const v0 = await contentVersion(m.websiteId);
    const res = await post(m.token, pageId, {
      page_id: foreignPage,
      website_id: other.websiteId,
      title: 'Intro',
      type: 'text',
      content: { text: 'Hi' },
      order: '3',
    });
    expect(res.status).toBe(200);
    const s = (await res.json()) as Section;
    expect(s).toEqual({ id: expect.any(Number), page_id: pageId, title: 'Intro', type: 'text', content: { text: 'Hi' }, order: 3 });
    expect(await sectionRow(m.db, s.id)).toMatchObject({
      website_id: m.websiteId,
      page_id: pageId,
      sort_order: 3,
      content: '{"text":"Hi"}',
    });
    expect(await contentVersion(m.websiteId)).toBe(v0 + 1);
    expect(await countEveryShard('SELECT COUNT(*) AS n FROM sections WHERE page_id = ?', foreignPage)).toBe(0);
  });

  it('normalises content by type: text keeps {text}; form drops blank keys and stringifies values', async () => {
    const m = await merchantWithWebsiteFixture();
    const { section: text } = await withSection(m, { content: { text: 42, extra: 'dropped' } });
    expect(text.content).toEqual({ text: '42' });
    const { section: empty } = await withSection(m, { content: undefined });
    expect(empty.content).toEqual({ text: '' });
    const { section: form } = await withSection(m, {
      type: 'form',
      content: { ' ': 'x', '': 'y', ' Name ': 'Ada', age: 36, note: null, ok: true },
    });
    expect(form.content).toEqual({ Name: 'Ada', age: '36', note: '', ok: 'true' });
    expect(JSON.parse((await sectionRow(m.db, form.id))!.content as string)).toEqual(form.content);
  });

  it('refuses bad order, type, title and content with 400 and writes nothing', async () => {
    const m = await merchantWithWebsiteFixture();
    const pageId = await pageIdBySlug(m.websiteId, 'contact-us');
    const v0 = await contentVersion(m.websiteId);
    const ok = { title: 'T', type: 'text', content: { text: 'x' }, order: 1 };
    const bad = [
      { ...ok, order: -1 },
      { ...ok, order: 1.5 },
      { ...ok, order: 'abc' },
      { ...ok, order: 1e308 },
      { ...ok, order: 10 },
      { ...ok, order: [] },
      { ...ok, order: {} },
      { ...ok, type: 'html' },
      { ...ok, type: '' },
      { ...ok, title: '' },
      { ...ok, title: { x: 1 } },
      { ...ok, content: ['a'] },
      { ...ok, content: 'text' },
      { ...ok, content: { text: 'x'.repeat(20_001) } },
    ];
    for (const body of bad) {
      const res = await post(m.token, pageId, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await res.json()) as ErrorBody).code).toBe('validation_failed');
    }
    const raw = await api(`/website/pages/${pageId}/sections`, {
      method: 'POST',
      token: m.token,
      headers: { 'Content-Type': 'application/json' },
      body: '{"order": 1e999',
    });
    expect(raw.status).toBe(400);
    const n = await m.db.prepare('SELECT COUNT(*) AS n FROM sections WHERE page_id = ?').bind(pageId).first<{ n: number }>();
    expect(n!.n).toBe(0);
    expect(await contentVersion(m.websiteId)).toBe(v0);
  });

  it('stores script strings verbatim and returns them as JSON text', async () => {
    const m = await merchantWithWebsiteFixture();
    const xss = '<script>alert(1)</script>';
    const { section } = await withSection(m, { title: xss, content: { text: xss } });
    expect(section).toMatchObject({ title: xss, content: { text: xss } });
    expect(await sectionRow(m.db, section.id)).toMatchObject({ title: xss, content: JSON.stringify({ text: xss }) });
  });

  it("another merchant's page is 404 page_not_found and gets no section; bad page ids are 404", async () => {
    const a = await merchantWithWebsiteFixture();
    const b = await merchantWithWebsiteFixture();
    const pageId = await pageIdBySlug(a.websiteId, 'about-us');
    const va = await contentVersion(a.websiteId);
    const res = await post(b.token, pageId, { title: 'T', type: 'text', content: { text: 'x' }, order: 1 });
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).code).toBe('page_not_found');
    expect(await countEveryShard('SELECT COUNT(*) AS n FROM sections WHERE page_id = ?', pageId)).toBe(0);
    expect(await contentVersion(a.websiteId)).toBe(va);
    for (const bad of ['abc', '0', '1.5', '99999999999999999999']) {
      expect((await post(a.token, bad, { title: 'T', type: 'text', content: {}, order: 1 })).status, bad).toBe(404);
    }
    expect((await post('', pageId, { title: 'T', type: 'text' })).status).toBe(401);
  });
});

describe('PUT and DELETE /website/pages/:page_id/sections/:section_id', () => {
  it('PUT replaces title, type, order and content and bumps content_version', async () => {
    const m = await merchantWithWebsiteFixture();
    const { pageId, section } = await withSection(m);
    const v0 = await contentVersion(m.websiteId);
    const res = await put(m.token, pageId, section.id, {
      title: 'Form',
      type: 'form',
      order: 9,
      content: { email: 'a@b.c', '': 'gone' },
      page_id: 1,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: section.id,
      page_id: pageId,
      title: 'Form',
      type: 'form',
      order: 9,
      content: { email: 'a@b.c' },
    });
    expect(await sectionRow(m.db, section.id)).toMatchObject({ title: 'Form', type: 'form', sort_order: 9, page_id: pageId });
    expect(await contentVersion(m.websiteId)).toBe(v0 + 1);
    for (const order of [-1, 1.5, 'abc', 1e308]) {
      expect((await put(m.token, pageId, section.id, { title: 'X', type: 'text', order, content: {} })).status).toBe(400);
    }
    expect(await sectionRow(m.db, section.id)).toMatchObject({ title: 'Form', sort_order: 9 });
  });

  it('DELETE removes the section and bumps content_version; a second DELETE is 404', async () => {
    const m = await merchantWithWebsiteFixture();
    const { pageId, section } = await withSection(m);
    const v0 = await contentVersion(m.websiteId);
    const res = await del(m.token, pageId, section.id);
    expect(res.status).toBe(200);
    expect(await sectionRow(m.db, section.id)).toBeNull();
    expect(await contentVersion(m.websiteId)).toBe(v0 + 1);
    const again = await del(m.token, pageId, section.id);
    expect(again.status).toBe(404);
    expect(((await again.json()) as ErrorBody).code).toBe('section_not_found');
    expect(await contentVersion(m.websiteId)).toBe(v0 + 1);
  });

  it("another merchant's section is 404 section_not_found for PUT and DELETE and stays unchanged", async () => {
    const a = await merchantWithWebsiteFixture();
    const b = await merchantWithWebsiteFixture();
    const { pageId, section } = await withSection(a);
    const before = await sectionRow(a.db, section.id);
    const va = await contentVersion(a.websiteId);
    const bPage = await pageIdBySlug(b.websiteId, 'about-us');
    for (const p of [pageId, bPage]) {
      const r1 = await put(b.token, p, section.id, { title: 'Hacked', type: 'text', order: 0, content: { text: 'x' } });
      expect(r1.status).toBe(404);
      expect(((await r1.json()) as ErrorBody).code).toBe('section_not_found');
      const r2 = await del(b.token, p, section.id);
      expect(r2.status).toBe(404);
    }
    // The owner must name the right page too: a section is not reachable through another page of the site.
    const policy = await pageIdBySlug(a.websiteId, 'policy');
    expect((await del(a.token, policy, section.id)).status).toBe(404);
    expect(await sectionRow(a.db, section.id)).toEqual(before);
    expect(await contentVersion(a.websiteId)).toBe(va);
    for (const bad of ['abc', '0', '1.5', '99999999999999999999']) {
      expect((await del(a.token, pageId, bad)).status, bad).toBe(404);
      expect((await put(a.token, pageId, bad, { title: 'T', type: 'text', order: 1, content: {} })).status, bad).toBe(404);
    }
  });
});

describe('GET /website/pages/public/website/:website_id/sections/:slug', () => {
  it("returns the published page's sections in order, without a token", async () => {
    const m = await merchantWithWebsiteFixture();
    const pageId = await pageIdBySlug(m.websiteId, 'about-us');
    for (const [title, order] of [
      ['Second', 2],
      ['First', 0],
      ['Third', 2],
    ] as const) {
      await post(m.token, pageId, { title, type: 'text', content: { text: title }, order });
    }
    const res = await api(`/website/pages/public/website/${m.websiteId}/sections/about-us`);
    expect(res.status).toBe(200);
    const sections = (await res.json()) as Section[];
    expect(sections.map((s) => [s.title, s.order, s.page_id])).toEqual([
      ['First', 0, pageId],
      ['Second', 2, pageId],
      ['Third', 2, pageId],
    ]);
    expect(sections[0]).toEqual({
      id: expect.any(Number),
      page_id: pageId,
      title: 'First',
      type: 'text',
      content: { text: 'First' },
      order: 0,
    });
    const text = JSON.stringify(sections);
    for (const hidden of ['website_id', 'owner', m.username]) expect(text).not.toContain(hidden);
    const empty = await api(`/website/pages/public/website/${m.websiteId}/sections/contact-us`);
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual([]);
  });

  it('is 404 for an unpublished page, an unknown slug or an unknown site', async () => {
    const m = await merchantWithWebsiteFixture();
    await m.db.prepare(`UPDATE pages SET is_published = 0 WHERE website_id = ? AND slug = 'policy'`).bind(m.websiteId).run();
    const cases: [string, string][] = [
      [`/website/pages/public/website/${m.websiteId}/sections/policy`, 'page_not_found'],
      [`/website/pages/public/website/${m.websiteId}/sections/${unique('nope')}`, 'page_not_found'],
      [`/website/pages/public/website/${m.websiteId}/sections/%25`, 'page_not_found'],
      ['/website/pages/public/website/999999999/sections/about-us', 'website_not_found'],
      ['/website/pages/public/website/abc/sections/about-us', 'website_not_found'],
      ['/website/pages/public/website/99999999999999999999/sections/about-us', 'website_not_found'],
    ];
    for (const [path, code] of cases) {
      const res = await api(path);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as ErrorBody).code, path).toBe(code);
    }
  });
});
