// POST /website/: creating a website, its rules and races: status, body and the rows left in D1. Reading and
// editing it, and the public reads, are in website-reads.test.ts.
import type { ErrorBody, Website } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { contentVersion, FILL, merchantFixture, merchantWithWebsiteFixture, siteOf } from './fixtures';
import { api, countEveryShard, shardOf, unique } from './helpers';
import { websites } from '@app/db';
import { getDb } from '../src/lib/db';
import { isUniqueViolation } from '../src/db/d1-errors';

const create = (token: string, json: unknown) => api('/website/', { method: 'POST', token, json });
// Counted over every shard: a row left behind on any of them counts.
const count = countEveryShard;

describe('POST /website/', () => {
  it('creates the website, header, footer and three pages in one go', async () => {
    const m = await merchantFixture();
    const domain = unique('shop');
    const res = await create(m.token, { domain, title: 'My shop', description: 'Things' });
    expect(res.status).toBe(200);
    const site = (await res.json()) as Website;
    expect(site).toMatchObject({ domain, title: 'My shop', description: 'Things', content_version: expect.any(Number) });
    // A starter hero (issue #34 item 11): the store's title and description, no image yet.
    expect(site.hero).toEqual({ title: 'My shop', subtitle: 'Things', background_image: '', call_to_action: '' });
    const navs = [
      { title: 'About', link: 'about-us' },
      { title: 'Contact', link: 'contact-us' },
      { title: 'Policy', link: 'policy' },
    ];
    expect(site.header).toEqual({ html_content: '', navs });
    expect(site.footer).toEqual({ html_content: '', navs });
    expect(site.pages.map((p) => [p.title, p.slug, p.meta_title, p.meta_description, p.is_published])).toEqual([
      ['About us', 'about-us', 'Meta title', 'Meta description', true],
      ['Contact-us', 'contact-us', 'Meta title', 'Meta description', true],
      ['Policy', 'policy', 'Meta title', 'Meta description', true],
    ]);

    const row = await siteOf(m.userId);
    expect(row).toMatchObject({ id: site.id, domain, title: 'My shop', content_version: site.content_version });
    const db = await shardOf(site.id);
    const chrome = await db.prepare('SELECT place, html_content FROM chrome WHERE website_id = ? ORDER BY place').bind(site.id).all();
    expect(chrome.results).toEqual([
      { place: 'footer', html_content: '' },
      { place: 'header', html_content: '' },
    ]);
    const navRows = await db
      .prepare('SELECT place, position, title, link FROM nav_items WHERE website_id = ? ORDER BY place, position')
      .bind(site.id)
      .all();
    expect(navRows.results).toHaveLength(6);
    expect(navRows.results.slice(3)).toEqual(navs.map((n, position) => ({ place: 'header', position, ...n })));
    expect(await count('SELECT COUNT(*) AS n FROM pages WHERE website_id = ? AND is_published = 1', site.id)).toBe(3);
  });

  it('allows one website per merchant (409 website_exists), also under concurrent calls', async () => {
    const m = await merchantFixture();
    expect((await create(m.token, { domain: unique('a'), title: 'T', description: 'D' })).status).toBe(200);
    const again = await create(m.token, { domain: unique('b'), title: 'T', description: 'D' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).code).toBe('website_exists');

    const m2 = await merchantFixture();
    const both = await Promise.all([1, 2].map(() => create(m2.token, { domain: unique('r'), title: 'T', description: 'D' })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await count('SELECT COUNT(*) AS n FROM websites WHERE owner_id = ?', m2.userId)).toBe(1);
  });

  it('lowercases the domain and applies the host name rules', async () => {
    const m = await merchantFixture();
    for (const domain of ['www', 'api', 'a..b', `${'x'.repeat(64)}`, '-x', 'x-', 'shop.www', 'a_b', 'a b', 'ünï', `${'a.'.repeat(127)}a`]) {
      const res = await create(m.token, { domain, title: 'T', description: 'D' });
      expect(res.status, domain).toBe(400);
      expect(((await res.json()) as ErrorBody).code).toBe('validation_failed');
    }
    expect(await siteOf(m.userId)).toBeNull();

    const label = unique('Shop');
    const res = await create(m.token, { domain: `  ${label.toUpperCase()}.Example.COM `, title: 'T', description: 'D' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Website).domain).toBe(`${label.toLowerCase()}.example.com`);
    expect((await siteOf(m.userId))!.domain).toBe(`${label.toLowerCase()}.example.com`);

    const m2 = await merchantFixture();
    const ok63 = `${unique('l')}`.padEnd(63, 'z');
    expect((await create(m2.token, { domain: ok63, title: 'T', description: 'D' })).status).toBe(200);
  });

  it('refuses a taken domain with 409 domain_taken, whatever its case, also when two merchants race', async () => {
    const a = await merchantFixture();
    const domain = unique('taken');
    expect((await create(a.token, { domain, title: 'T', description: 'D' })).status).toBe(200);
    const b = await merchantFixture();
    const res = await create(b.token, { domain: domain.toUpperCase(), title: 'T', description: 'D' });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'domain_taken' });
    expect(await siteOf(b.userId)).toBeNull();

    const [c, d] = [await merchantFixture(), await merchantFixture()];
    const raced = unique('race');
    const results = await Promise.all([c, d].map((x) => create(x.token, { domain: raced, title: 'T', description: 'D' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(((await loser.json()) as ErrorBody).code).toBe('domain_taken');
    expect(await count('SELECT COUNT(*) AS n FROM websites WHERE domain = ?', raced)).toBe(1);
    // The losing batch left nothing behind: only the winner's 3 pages exist across both merchants.
    expect(
      await count(
        'SELECT COUNT(*) AS n FROM pages p JOIN websites w ON w.id = p.website_id WHERE w.owner_id IN (?, ?)',
        c.userId,
        d.userId,
      ),
    ).toBe(3);
  });

  it('recognises the UNIQUE error D1 raises through drizzle (the race path maps it to 409)', async () => {
    const m = await merchantWithWebsiteFixture();
    const other = await merchantFixture();
    const err = await getDb(m.db)
      .insert(websites)
      .values({ ownerId: other.userId, domain: m.domain, title: 'T', description: 'D' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(err, 'websites.domain')).toBe(true);
    expect(isUniqueViolation(err, 'websites.owner_id')).toBe(false);
    expect(isUniqueViolation(new Error('boom'), 'websites.domain')).toBe(false);
  });

  it('answers "Please fill in all fields." when any field is missing or blank', async () => {
    const m = await merchantFixture();
    const full = { domain: unique('f'), title: 'T', description: 'D' };
    for (const key of ['domain', 'title', 'description'] as const) {
      for (const value of [undefined, '', '   ', null]) {
        const res = await create(m.token, { ...full, [key]: value });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ code: 'validation_failed', message: FILL });
      }
    }
    // Blank title with a bad domain still names the SPEC §5 message first.
    expect(await (await create(m.token, { domain: 'www', title: '', description: 'D' })).json()).toMatchObject({ message: FILL });
    expect(await (await create(m.token, {})).json()).toMatchObject({ message: FILL });
    expect(await siteOf(m.userId)).toBeNull();
  });

  it('names the failed rule and its params in each detail, beside the English (DESIGN §14: messages as codes)', async () => {
    const m = await merchantFixture();
    const res = await create(m.token, { domain: 'www', title: 'x'.repeat(81), description: 'D' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.message).toBe(body.detail?.[0]?.msg);
    expect(body.detail).toEqual([
      { loc: ['body', 'domain'], msg: expect.stringMatching(/^Use letters, digits and inner hyphens/), rule: 'domain' },
      { loc: ['body', 'title'], msg: 'Must be at most 80 characters', rule: 'tooLong', params: { max: 80 } },
    ]);
    const blank = (await (await create(m.token, { domain: unique('b'), title: ' ', description: '' })).json()) as ErrorBody;
    expect(blank).toEqual({
      code: 'validation_failed',
      message: FILL,
      detail: [
        { loc: ['body', 'title'], msg: FILL, rule: 'fillAllFields' },
        { loc: ['body', 'description'], msg: FILL, rule: 'fillAllFields' },
      ],
    });
  });

  it('answers 400 for bad JSON and wrong types, 401 without a token', async () => {
    const m = await merchantFixture();
    const bad = await api('/website/', {
      method: 'POST',
      token: m.token,
      headers: { 'Content-Type': 'application/json' },
      body: '{"domain":',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).code).toBe('invalid_json');
    for (const body of [[1], 'x', { domain: {}, title: 'T', description: 'D' }, { domain: unique('t'), title: ['x'], description: 'D' }]) {
      expect((await create(m.token, body)).status).toBe(400);
    }
    expect((await create(m.token, { domain: unique('t'), title: 'x'.repeat(81), description: 'D' })).status).toBe(400);
    expect((await api('/website/', { method: 'POST', json: { domain: 'x', title: 'T', description: 'D' } })).status).toBe(401);
    expect(await siteOf(m.userId)).toBeNull();
  });

  it('stores script strings verbatim and returns them as JSON text; ignores id/owner fields in the body', async () => {
    const m = await merchantFixture();
    const other = await merchantFixture();
    const xss = '<script>alert(1)</script>';
    const res = await create(m.token, {
      domain: unique('x'),
      title: xss,
      description: `"><img src=x onerror=alert(1)>`,
      id: 1,
      owner_id: other.userId,
      content_version: 99,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const site = (await res.json()) as Website;
    expect(site.title).toBe(xss);
    expect(site.content_version).not.toBe(99);
    expect(site.content_version).toBe(await contentVersion(site.id));
    const row = await siteOf(m.userId);
    expect(row).toMatchObject({ title: xss, description: `"><img src=x onerror=alert(1)>`, owner_id: m.userId });
    expect(await siteOf(other.userId)).toBeNull();
  });
});
