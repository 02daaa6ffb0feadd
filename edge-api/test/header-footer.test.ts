// POST/PUT /website/header and /website/footer: status, body and the rows left in D1 (tables chrome and nav_items).
import type { ErrorBody, Website } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { contentVersion, merchantFixture, merchantWithWebsiteFixture } from './fixtures';
import { api, shardOf } from './helpers';

type Place = 'header' | 'footer';
const save = (token: string, place: Place, json: unknown, method: 'POST' | 'PUT' = 'POST') =>
  api(`/website/${place}`, { method, token, json });

async function rows(websiteId: number, place: Place) {
  const db = await shardOf(websiteId);
  const chrome = await db.prepare('SELECT html_content FROM chrome WHERE website_id = ? AND place = ?').bind(websiteId, place).first();
  const navs = await db
    .prepare('SELECT position, title, link FROM nav_items WHERE website_id = ? AND place = ? ORDER BY position')
    .bind(websiteId, place)
    .all();
  return { chrome, navs: navs.results };
}

const navs = [
  { title: 'About', link: 'about-us' },
  { title: 'Contact', link: '/contact-us' },
  { title: 'Blog', link: 'https://blog.example.com/posts?a=1#top' },
];

describe('header and footer', () => {
  for (const place of ['header', 'footer'] as const) {
    it(`POST /website/${place} creates it with navs in order and bumps content_version`, async () => {
      const m = await merchantWithWebsiteFixture();
      const v0 = await contentVersion(m.websiteId);
      const res = await save(m.token, place, { navs, html_content: '<p>Hi</p>' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ navs, html_content: '<p>Hi</p>' });
      expect(await rows(m.websiteId, place)).toEqual({
        chrome: { html_content: '<p>Hi</p>' },
        navs: navs.map((n, position) => ({ position, ...n })),
      });
      expect(await contentVersion(m.websiteId)).toBeGreaterThan(v0);
      const site = (await (await api('/website/', { token: m.token })).json()) as Website;
      expect(site[place]).toEqual({ navs, html_content: '<p>Hi</p>' });
    });

    it(`POST twice and PUT on /website/${place} replace the navs (idempotent create-or-update)`, async () => {
      const m = await merchantWithWebsiteFixture();
      const body = { navs: navs.slice(0, 2), html_content: '' };
      expect((await save(m.token, place, body)).status).toBe(200);
      expect((await save(m.token, place, body)).status).toBe(200);
      expect((await rows(m.websiteId, place)).navs).toHaveLength(2);
      const v1 = await contentVersion(m.websiteId);

      const res = await save(m.token, place, { navs: [{ title: 'Only', link: 'policy' }], html_content: 'x' }, 'PUT');
      expect(res.status).toBe(200);
      expect(await rows(m.websiteId, place)).toEqual({
        chrome: { html_content: 'x' },
        navs: [{ position: 0, title: 'Only', link: 'policy' }],
      });
      expect(await contentVersion(m.websiteId)).toBeGreaterThan(v1);

      expect((await save(m.token, place, { navs: [], html_content: '' }, 'PUT')).status).toBe(200);
      expect((await rows(m.websiteId, place)).navs).toEqual([]);
    });
  }

  it('PUT creates a footer that does not exist yet', async () => {
    const m = await merchantWithWebsiteFixture();
    expect((await rows(m.websiteId, 'footer')).chrome).toBeNull();
    const res = await save(m.token, 'footer', { navs, html_content: '' }, 'PUT');
    expect(res.status).toBe(200);
    expect((await rows(m.websiteId, 'footer')).navs).toHaveLength(3);
    expect((await rows(m.websiteId, 'header')).chrome).toBeNull();
  });

  it('refuses unsafe link schemes with 400 and changes nothing', async () => {
    const m = await merchantWithWebsiteFixture();
    await save(m.token, 'header', { navs, html_content: 'keep' });
    const v = await contentVersion(m.websiteId);
    const bad = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.com',
      'ftp://example.com',
      'https://',
      'java\tscript:alert(1)',
      '\\\\evil.com',
    ];
    for (const link of bad) {
      const res = await save(m.token, 'header', { navs: [{ title: 'X', link }], html_content: '' });
      expect(res.status, link).toBe(400);
      expect(((await res.json()) as ErrorBody).code).toBe('validation_failed');
    }
    expect(await rows(m.websiteId, 'header')).toEqual({
      chrome: { html_content: 'keep' },
      navs: navs.map((n, position) => ({ position, ...n })),
    });
    expect(await contentVersion(m.websiteId)).toBe(v);
  });

  it('ignores isReadOnly and unknown fields on nav items and in the body', async () => {
    const m = await merchantWithWebsiteFixture();
    const other = await merchantWithWebsiteFixture();
    const res = await save(m.token, 'footer', {
      navs: [{ title: 'About', link: 'about-us', isReadOnly: true, id: 5, website_id: other.websiteId }],
      html_content: '',
      website_id: other.websiteId,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ navs: [{ title: 'About', link: 'about-us' }], html_content: '' });
    expect((await rows(m.websiteId, 'footer')).navs).toEqual([{ position: 0, title: 'About', link: 'about-us' }]);
    expect(await rows(other.websiteId, 'footer')).toEqual({ chrome: null, navs: [] });
  });

  it('stores html_content and titles verbatim (script strings come back as JSON text)', async () => {
    const m = await merchantWithWebsiteFixture();
    const xss = '<script>alert(1)</script><img src=x onerror="alert(2)">';
    const res = await save(m.token, 'header', { navs: [{ title: '<script>alert(1)</script>', link: 'about-us' }], html_content: xss });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ navs: [{ title: '<script>alert(1)</script>', link: 'about-us' }], html_content: xss });
    expect((await rows(m.websiteId, 'header')).chrome).toEqual({ html_content: xss });
    const pub = (await (await api(`/website/id/${m.websiteId}`)).json()) as Website;
    expect(pub.header!.html_content).toBe(xss);
  });

  it('answers 400 for bad JSON and wrong types, 401 without a token, 404 without a website', async () => {
    const m = await merchantWithWebsiteFixture();
    const badJson = await api('/website/header', {
      method: 'POST',
      token: m.token,
      headers: { 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(badJson.status).toBe(400);
    const wrong = [
      { navs: 'x', html_content: '' },
      { navs: ['x'], html_content: '' },
      { navs: [{ title: {}, link: 'a' }], html_content: '' },
      { navs: [{ title: 'A', link: ['a'] }], html_content: '' },
      { navs: [{ title: '', link: 'a' }], html_content: '' },
      { navs: [{ title: 'A' }], html_content: '' },
      { navs: [], html_content: {} },
      { navs: Array.from({ length: 21 }, () => ({ title: 'A', link: 'a' })), html_content: '' },
      [],
    ];
    for (const body of wrong) {
      const res = await save(m.token, 'header', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await rows(m.websiteId, 'header')).chrome).toBeNull();
    expect((await api('/website/header', { method: 'POST', json: { navs: [] } })).status).toBe(401);

    const lone = await merchantFixture();
    const res = await save(lone.token, 'footer', { navs, html_content: '' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'website_not_found', message: 'Website not found' });
  });

  it("one merchant's save never touches another's header", async () => {
    const a = await merchantWithWebsiteFixture();
    const b = await merchantWithWebsiteFixture();
    await save(a.token, 'header', { navs, html_content: 'A' });
    const va = await contentVersion(a.websiteId);
    await save(b.token, 'header', { navs: [], html_content: 'B' }, 'PUT');
    expect(await rows(a.websiteId, 'header')).toEqual({
      chrome: { html_content: 'A' },
      navs: navs.map((n, position) => ({ position, ...n })),
    });
    expect(await contentVersion(a.websiteId)).toBe(va);
    expect((await rows(b.websiteId, 'header')).chrome).toEqual({ html_content: 'B' });
  });
});
