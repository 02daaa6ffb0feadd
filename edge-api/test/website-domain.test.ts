// Issue #34 item 13: changing the domain keeps the old one redirecting to the store (domain_redirects, read by the
// storefront: storefront-worker/test/domain-redirect.test.ts) for 90 days, unless another store takes the name, which
// ends the redirect. Taking back a former name ends its redirect too.
import { describe, expect, it } from 'vitest';
import { merchantFixture, merchantWithWebsiteFixture } from './fixtures';
import { api, env, unique } from './helpers';

const put = (token: string, domain: string) =>
  api('/website/', { method: 'PUT', token, json: { domain, title: 'Fixture shop', description: 'A shop' } });
const redirects = async (websiteId: number) =>
  (
    await env.CONTROL.prepare('SELECT domain, expires_at FROM domain_redirects WHERE website_id = ? ORDER BY created_at, domain')
      .bind(websiteId)
      .all<{ domain: string; expires_at: string }>()
  ).results;
const DAY = 86_400_000;

describe('changing the domain', () => {
  it('keeps the old name redirecting for 90 days; the same name again adds nothing', async () => {
    const m = await merchantWithWebsiteFixture();
    const next = unique('next');
    const before = Date.now();
    expect((await put(m.token, next)).status).toBe(200);
    const rows = await redirects(m.websiteId);
    expect(rows.map((r) => r.domain)).toEqual([m.domain]);
    const days = (Date.parse(rows[0].expires_at) - before) / DAY;
    expect(days).toBeGreaterThanOrEqual(90);
    expect(days).toBeLessThan(90.01);
    // Saving the title alone (same domain) writes no redirect.
    expect((await put(m.token, next)).status).toBe(200);
    expect(await redirects(m.websiteId)).toHaveLength(1);
  });

  it('taking a former name back ends its redirect and redirects the name left', async () => {
    const m = await merchantWithWebsiteFixture();
    const next = unique('next');
    await put(m.token, next);
    expect((await put(m.token, m.domain)).status).toBe(200);
    expect((await redirects(m.websiteId)).map((r) => r.domain)).toEqual([next]);
  });

  it('another store may take the old name (by creating or by changing its own); the redirect then ends', async () => {
    const a = await merchantWithWebsiteFixture();
    await put(a.token, unique('moved'));
    const b = await merchantFixture();
    const created = await api('/website/', {
      method: 'POST',
      token: b.token,
      json: { domain: a.domain, title: 'B', description: 'B shop' },
    });
    expect(created.status).toBe(200);
    expect(await redirects(a.websiteId)).toEqual([]);

    const c = await merchantWithWebsiteFixture();
    const left = c.domain;
    await put(c.token, unique('moved'));
    const d = await merchantWithWebsiteFixture();
    expect((await put(d.token, left)).status).toBe(200);
    expect(await redirects(c.websiteId)).toEqual([]);
  });

  it("a name in use by another store is still refused (409 domain_taken), and a redirect never blocks one's own store", async () => {
    const a = await merchantWithWebsiteFixture();
    const b = await merchantWithWebsiteFixture();
    const res = await put(b.token, a.domain);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { code: string }).code).toBe('domain_taken');
    expect(await redirects(b.websiteId)).toEqual([]);
  });
});
