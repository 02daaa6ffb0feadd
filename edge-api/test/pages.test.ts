// POST /website/pages/, PUT /website/pages/:page_id, GET /website/pages/:id: status, body and rows in D1.
import type { ErrorBody, Page, PageWithSections, Website } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { contentVersion, merchantFixture, merchantWithWebsiteFixture } from './fixtures';
import { api, shardOf } from './helpers';

const createPage = (token: string, json: unknown) => api('/website/pages/', { method: 'POST', token, json });
const putPage = (token: string, id: number | string, json: unknown) => api(`/website/pages/${id}`, { method: 'PUT', token, json });
const pageRow = (db: D1Database, id: number) => db.prepare('SELECT * FROM pages WHERE id = ?').bind(id).first<Record<string, unknown>>();
const pageIdBySlug = async (websiteId: number, slug: string) =>
  (await (
    await shardOf(websiteId)
  )
    .prepare('SELECT id FROM pages WHERE website_id = ? AND slug = ?')
    .bind(websiteId, slug)
    .first<{ id: number }>())!.id;

const faq = { title: 'FAQ', slug: 'faq', meta_title: 'Questions', meta_description: 'Asked often', is_published: true };

describe('POST /website/pages/', () => {
  it('creates a page for the caller and bumps content_version', async () => {
    const m = await merchantWithWebsiteFixture();
    const v0 = await contentVersion(m.websiteId);
    const res = await createPage(m.token, faq);
    expect(res.status).toBe(200);
    const page = (await res.json()) as Page;
    expect(page).toEqual({ id: expect.any(Number), ...faq });
    expect(await pageRow(m.db, page.id)).toMatchObject({
      website_id: m.websiteId,
      title: 'FAQ',
      slug: 'faq',
      meta_title: 'Questions',
      meta_description: 'Asked often',
      is_published: 1,
    });
    expect(await contentVersion(m.websiteId)).toBe(v0 + 1);
    // Also without the trailing slash.
    expect((await api('/website/pages', { method: 'POST', token: m.token, json: { ...faq, slug: 'faq-2' } })).status).toBe(200);
  });

  it('updates the existing page for a slug the site already has (idempotent)', async () => {
    const m = await merchantWithWebsiteFixture();
    const aboutId = await pageIdBySlug(m.websiteId, 'about-us');
    const body = { title: 'About us', slug: 'About-Us', meta_title: 'New meta', meta_description: 'New desc', is_published: false };
    for (let i = 0; i < 2; i++) {
      const res = await createPage(m.token, body);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ...body, id: aboutId, slug: 'about-us' });
    }
    expect(await pageRow(m.db, aboutId)).toMatchObject({ meta_title: 'New meta', is_published: 0 });
    const n = await m.db.prepare('SELECT COUNT(*) AS n FROM pages WHERE website_id = ?').bind(m.websiteId).first<{ n: number }>();
    expect(n!.n).toBe(3);
  });

  it('ignores website_id, owner_id and id in the body', async () => {
    const m = await merchantWithWebsiteFixture();
    const other = await merchantWithWebsiteFixture();
    const otherAbout = await pageIdBySlug(other.websiteId, 'about-us');
    const before = await pageRow(other.db, otherAbout);
    const res = await createPage(m.token, {
      ...faq,
      slug: 'about-us',
      website_id: other.websiteId,
      owner_id: other.userId,
      id: otherAbout,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Page).id).toBe(await pageIdBySlug(m.websiteId, 'about-us'));
    expect(await pageRow(other.db, otherAbout)).toEqual(before);
  });

  it('validates the payload: 400 for missing title or slug, bad slug, bad is_published, bad JSON', async () => {
    const m = await merchantWithWebsiteFixture();
    const v0 = await contentVersion(m.websiteId);
    const bad = [
      { ...faq, title: '' },
      { ...faq, title: '   ' },
      { ...faq, slug: undefined },
      { ...faq, slug: 'a b' },
      { ...faq, slug: '-x' },
      { ...faq, slug: '../etc' },
      { ...faq, slug: 'x'.repeat(65) },
      { ...faq, is_published: 'maybe' },
      { ...faq, title: { a: 1 } },
      { ...faq, meta_title: ['x'] },
      { ...faq, meta_description: 'x'.repeat(301) },
    ];
    for (const body of bad) {
      const res = await createPage(m.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as ErrorBody).code).toBe('validation_failed');
    }
    const badJson = await api('/website/pages/', {
      method: 'POST',
      token: m.token,
      headers: { 'Content-Type': 'application/json' },
      body: 'nope',
    });
    expect(badJson.status).toBe(400);
    expect(await contentVersion(m.websiteId)).toBe(v0);
    expect((await api('/website/pages/', { method: 'POST', json: faq })).status).toBe(401);
    const lone = await merchantFixture();
    expect(((await (await createPage(lone.token, faq)).json()) as ErrorBody).code).toBe('website_not_found');
  });

  it('stores script strings verbatim and the public read hides an unpublished page', async () => {
    const m = await merchantWithWebsiteFixture();
    const xss = '<script>alert(1)</script>';
    const res = await createPage(m.token, { ...faq, title: xss, meta_title: xss, is_published: false });
    const page = (await res.json()) as Page;
    expect(page).toMatchObject({ title: xss, meta_title: xss, is_published: false });
    expect(await pageRow(m.db, page.id)).toMatchObject({ title: xss, meta_title: xss });
    const pub = (await (await api(`/website/domain/${m.domain}`)).json()) as Website;
    expect(pub.pages.map((p) => p.slug)).not.toContain('faq');
    const own = (await (await api('/website/', { token: m.token })).json()) as Website;
    expect(own.pages.map((p) => p.slug)).toContain('faq');
  });
});

describe('PUT /website/pages/:page_id', () => {
  it('updates the page and bumps content_version; a slug used by another page is 409', async () => {
    const m = await merchantWithWebsiteFixture();
    const id = await pageIdBySlug(m.websiteId, 'policy');
    const v0 = await contentVersion(m.websiteId);
    const body = { title: 'Policy', slug: 'policy', meta_title: 'M', meta_description: 'D', is_published: false };
    const res = await putPage(m.token, id, { ...body, website_id: 1, id: 1 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id, ...body });
    expect(await pageRow(m.db, id)).toMatchObject({ website_id: m.websiteId, meta_title: 'M', is_published: 0 });
    expect(await contentVersion(m.websiteId)).toBe(v0 + 1);

    const clash = await putPage(m.token, id, { ...body, slug: 'about-us' });
    expect(clash.status).toBe(409);
    expect(await pageRow(m.db, id)).toMatchObject({ slug: 'policy' });
    expect((await putPage(m.token, id, { ...body, title: '' })).status).toBe(400);
    expect(await contentVersion(m.websiteId)).toBe(v0 + 1);
  });

  it("another merchant's page id is 404 page_not_found and the row is unchanged", async () => {
    const a = await merchantWithWebsiteFixture();
    const b = await merchantWithWebsiteFixture();
    const id = await pageIdBySlug(a.websiteId, 'about-us');
    const before = await pageRow(a.db, id);
    const va = await contentVersion(a.websiteId);
    const vb = await contentVersion(b.websiteId);
    const res = await putPage(b.token, id, { ...faq, slug: 'about-us' });
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).code).toBe('page_not_found');
    expect(await pageRow(a.db, id)).toEqual(before);
    expect(await contentVersion(a.websiteId)).toBe(va);
    expect(await contentVersion(b.websiteId)).toBe(vb);
  });

  it('non-numeric, zero and huge ids are 404', async () => {
    const m = await merchantWithWebsiteFixture();
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '99999999999999999999', '999999999']) {
      expect((await putPage(m.token, id, faq)).status, id).toBe(404);
    }
  });
});

describe('GET /website/pages/:id', () => {
  it('returns the page with its sections ordered by order then id', async () => {
    const m = await merchantWithWebsiteFixture();
    const id = await pageIdBySlug(m.websiteId, 'about-us');
    const insert = (title: string, order: number) =>
      m.db
        .prepare(`INSERT INTO sections (website_id, page_id, title, type, content, sort_order) VALUES (?, ?, ?, 'text', ?, ?)`)
        .bind(m.websiteId, id, title, JSON.stringify({ text: title }), order)
        .run();
    await insert('c', 5);
    await insert('a', 1);
    await insert('b', 1);
    const res = await api(`/website/pages/${id}`, { token: m.token });
    expect(res.status).toBe(200);
    const page = (await res.json()) as PageWithSections;
    expect(page).toMatchObject({ id, title: 'About us', slug: 'about-us', is_published: true });
    expect(page.sections.map((s) => [s.title, s.order, s.page_id, s.content])).toEqual([
      ['a', 1, id, { text: 'a' }],
      ['b', 1, id, { text: 'b' }],
      ['c', 5, id, { text: 'c' }],
    ]);
    const empty = await pageIdBySlug(m.websiteId, 'policy');
    expect(((await (await api(`/website/pages/${empty}`, { token: m.token })).json()) as PageWithSections).sections).toEqual([]);
  });

  it("is owner only: another merchant's page id is 404 page_not_found; bad ids are 404", async () => {
    const a = await merchantWithWebsiteFixture();
    const b = await merchantWithWebsiteFixture();
    const id = await pageIdBySlug(a.websiteId, 'about-us');
    const res = await api(`/website/pages/${id}`, { token: b.token });
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).code).toBe('page_not_found');
    expect((await api(`/website/pages/${id}`)).status).toBe(401);
    for (const bad of ['abc', '0', '1.5', '99999999999999999999']) {
      expect((await api(`/website/pages/${bad}`, { token: a.token })).status, bad).toBe(404);
    }
  });
});
