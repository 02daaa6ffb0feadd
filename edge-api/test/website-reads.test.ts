// GET/PUT /website/ (the owner's view and its edits) and the public reads by domain and id: status, body and the
// rows left in D1. Creating a website is in website.test.ts.
import type { ErrorBody, Section, Website } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { contentVersion, FILL, merchantFixture, merchantWithWebsiteFixture, siteOf } from './fixtures';
import { api, unique } from './helpers';
import { publish } from './publishing-helpers';

const update = (token: string, json: unknown) => api('/website/', { method: 'PUT', token, json });

describe('GET and PUT /website/', () => {
  it('GET answers 404 website_not_found without a website, 401 without a token', async () => {
    const m = await merchantFixture();
    const res = await api('/website/', { token: m.token });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'website_not_found', message: 'Website not found' });
    expect((await api('/website/')).status).toBe(401);
    expect((await api('/website', { token: m.token })).status).toBe(404);
  });

  it('GET returns the owner view with unpublished pages and the hero image as a media URL', async () => {
    const m = await merchantWithWebsiteFixture();
    await m.db.prepare(`INSERT INTO pages (website_id, title, slug, is_published) VALUES (?, 'Draft', 'draft', 0)`).bind(m.websiteId).run();
    await m.db
      .prepare(`INSERT INTO heroes (website_id, title, subtitle, image_key, call_to_action) VALUES (?, 'H', 'S', 'hero/abc.png', 'Buy')`)
      .bind(m.websiteId)
      .run();
    const res = await api('/website/', { token: m.token });
    expect(res.status).toBe(200);
    const site = (await res.json()) as Website;
    expect(site.id).toBe(m.websiteId);
    expect(site.pages.map((p) => p.slug)).toEqual(['about-us', 'contact-us', 'policy', 'draft']);
    expect(site.hero).toEqual({ title: 'H', subtitle: 'S', background_image: '/media/hero/abc.png', call_to_action: 'Buy' });
    expect(site.header).toBeNull();
  });

  it('PUT updates the fields, bumps content_version and checks the new domain', async () => {
    const m = await merchantWithWebsiteFixture();
    const v0 = await contentVersion(m.websiteId);
    const domain = unique('moved');
    const res = await update(m.token, { domain: domain.toUpperCase(), title: 'New', description: 'Desc', id: 1 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: m.websiteId, domain, title: 'New', description: 'Desc', content_version: v0 + 1 });
    expect(await siteOf(m.userId)).toMatchObject({ id: m.websiteId, domain, title: 'New', content_version: v0 + 1 });

    // Keeping one's own domain is fine; taking another merchant's is not.
    expect((await update(m.token, { domain, title: 'Again', description: 'Desc' })).status).toBe(200);
    const other = await merchantWithWebsiteFixture();
    const taken = await update(m.token, { domain: other.domain, title: 'X', description: 'Y' });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as ErrorBody).code).toBe('domain_taken');
    expect(await siteOf(m.userId)).toMatchObject({ domain, title: 'Again', content_version: v0 + 2 });

    const blank = await update(m.token, { domain, title: ' ', description: 'Y' });
    expect(await blank.json()).toMatchObject({ message: FILL });
    expect((await update(m.token, { domain: 'api', title: 'X', description: 'Y' })).status).toBe(400);
    expect(await contentVersion(m.websiteId)).toBe(v0 + 2);
  });

  it('PUT without a website answers 404 website_not_found', async () => {
    const m = await merchantFixture();
    const res = await update(m.token, { domain: unique('n'), title: 'T', description: 'D' });
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).code).toBe('website_not_found');
  });
});

describe('public website reads', () => {
  async function publishedAndDraft() {
    const m = await merchantWithWebsiteFixture();
    await m.db
      .prepare(`INSERT INTO pages (website_id, title, slug, is_published) VALUES (?, 'Secret', 'secret', 0)`)
      .bind(m.websiteId)
      .run();
    return m;
  }
  const assertPublic = (site: Website, text: string, m: { websiteId: number; username: string }) => {
    expect(site.id).toBe(m.websiteId);
    expect(site.pages.map((p) => p.slug)).toEqual(['about-us', 'contact-us', 'policy']);
    for (const hidden of ['owner', 'phone', 'email', m.username, 'Secret']) expect(text).not.toContain(hidden);
  };

  it('GET /website/domain/:domain shows published pages only and no private fields', async () => {
    const m = await publishedAndDraft();
    const res = await api(`/website/domain/${m.domain.toUpperCase()}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    assertPublic(JSON.parse(text) as Website, text, m);
  });

  it('GET /website/id/:id shows published pages only and no private fields', async () => {
    const m = await publishedAndDraft();
    const res = await api(`/website/id/${m.websiteId}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    assertPublic(JSON.parse(text) as Website, text, m);
  });

  it('answers 404 website_not_found for unknown or malformed domains and ids, never a 5xx', async () => {
    const paths = [
      `/website/domain/${unique('none')}`,
      '/website/domain/www',
      '/website/domain/%25',
      '/website/domain/a..b',
      '/website/id/999999999',
      '/website/id/abc',
      '/website/id/0',
      '/website/id/-1',
      '/website/id/1.5',
      '/website/id/1e308',
      '/website/id/99999999999999999999',
    ];
    for (const path of paths) {
      const res = await api(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ code: 'website_not_found', message: 'Website not found' });
    }
  });

  it('answer from the live publication, never the draft, until the merchant publishes', async () => {
    const m = await publishedAndDraft();
    const about = await m.db
      .prepare(`SELECT id FROM pages WHERE website_id = ? AND slug = 'about-us'`)
      .bind(m.websiteId)
      .first<{ id: number }>();
    await m.db
      .prepare(
        `INSERT INTO sections (website_id, page_id, title, type, content, sort_order) VALUES (?, ?, 'Live', 'text', '{"text":"live"}', 0)`,
      )
      .bind(m.websiteId, about!.id)
      .run();
    expect((await publish(m.token)).status).toBe(201);

    // Draft edits after the publication: a new title, a page marked published, a hero, a header, a section.
    await m.db.batch([
      m.db.prepare(`UPDATE websites SET title = 'Draft title', description = 'Draft description' WHERE id = ?`).bind(m.websiteId),
      m.db.prepare(`UPDATE pages SET is_published = 1 WHERE website_id = ? AND slug = 'secret'`).bind(m.websiteId),
      m.db
        .prepare(
          `INSERT INTO heroes (website_id, title, subtitle, image_key, call_to_action) VALUES (?, 'Draft hero', 'S', 'hero/d.png', 'Go')`,
        )
        .bind(m.websiteId),
      m.db.prepare(`INSERT INTO chrome (website_id, place, html_content) VALUES (?, 'header', 'Draft header')`).bind(m.websiteId),
      m.db
        .prepare(
          `INSERT INTO sections (website_id, page_id, title, type, content, sort_order) VALUES (?, ?, 'Draft section', 'text', '{"text":"d"}', 1)`,
        )
        .bind(m.websiteId, about!.id),
    ]);
    const reads = async () => {
      const byDomain = await api(`/website/domain/${m.domain}`);
      const byId = await api(`/website/id/${m.websiteId}`);
      const sections = await api(`/website/pages/public/website/${m.websiteId}/sections/about-us`);
      const secret = await api(`/website/pages/public/website/${m.websiteId}/sections/secret`);
      expect([byDomain.status, byId.status, sections.status]).toEqual([200, 200, 200]);
      return { texts: [await byDomain.text(), await byId.text(), await sections.text()], secret: secret.status };
    };
    const live = await reads();
    for (const text of live.texts)
      for (const draft of ['Draft title', 'Draft description', 'Draft hero', 'Draft header', 'Draft section', 'secret'])
        expect(text, draft).not.toContain(draft);
    expect(JSON.parse(live.texts[0])).toMatchObject({ title: 'Fixture shop', hero: null, header: null });
    expect((JSON.parse(live.texts[2]) as Section[]).map((x) => x.title)).toEqual(['Live']);
    expect(live.secret).toBe(404);

    expect((await publish(m.token)).status).toBe(201);
    const next = await reads();
    expect(JSON.parse(next.texts[1])).toMatchObject({
      title: 'Draft title',
      hero: { title: 'Draft hero', background_image: '/media/hero/d.png' },
      header: { html_content: 'Draft header', navs: [] },
    });
    expect((JSON.parse(next.texts[1]) as Website).pages.map((p) => p.slug)).toContain('secret');
    expect((JSON.parse(next.texts[2]) as Section[]).map((x) => x.title)).toEqual(['Live', 'Draft section']);
    expect(next.secret).toBe(200);
  });
});
