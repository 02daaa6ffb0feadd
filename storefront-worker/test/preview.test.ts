// Preview links (DESIGN §15): a valid ?preview=<token> shows the DRAFT, privately (no-store, noindex, never cached),
// with the preview bar and a cookie that keeps links inside the preview; any other token is a 404 without the draft.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createStore, edit, page, previewToken, publish, unique } from './fixtures';

async function draftedStore() {
  const s = await createStore({
    title: 'Live Name',
    pages: [
      { title: 'About', slug: 'about', published: true, sections: [{ title: 'Story', type: 'text', content: { text: 'live words' } }] },
    ],
  });
  const pub = await publish(s.id);
  await edit(s.id, 'UPDATE websites SET title = ? WHERE id = ?', 'Draft Name', s.id);
  await edit(s.id, `UPDATE sections SET content = '{"text":"draft words"}' WHERE website_id = ?`, s.id);
  return { ...s, hash: pub.hash };
}

const cookieOf = (res: Response) => res.headers.get('Set-Cookie') ?? '';
const tokenCookie = (res: Response) => /sf_preview=[^;]*/.exec(cookieOf(res))![0];

describe('preview links', () => {
  it('shows the draft with private headers, the preview bar and a cookie scoped to the store', async () => {
    const s = await draftedStore();
    const { token, expires } = await previewToken(s.id);
    const { res, html } = await page(`/published/${s.domain}/about?preview=${token}`);
    expect(res.status).toBe(200);
    expect(html).toContain('draft words');
    expect(html).toContain('Draft Name');
    expect(html).not.toContain('live words');
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(res.headers.get('X-Cache')).toBeNull();
    expect(res.headers.get('X-Publication')).toBeNull();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(/<aside class="sf-preview-bar" aria-label="Preview">/);
    expect(html).toContain('Preview: you are seeing unpublished changes');
    expect(html).toContain(`href="/published/${s.domain}/about?preview=exit"`);
    const set = cookieOf(res);
    expect(set).toContain(`sf_preview=${token}`);
    expect(set).toContain(`Path=/published/${s.domain}`);
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Lax/);
    expect(set).toMatch(/Secure/);
    const maxAge = Number(/Max-Age=(\d+)/.exec(set)![1]);
    expect(Math.abs(maxAge - (expires - Date.now() / 1000))).toBeLessThan(5);
  });

  it('translates the bar', async () => {
    const s = await draftedStore();
    const { token } = await previewToken(s.id);
    const am = await page(`/published/${s.domain}?preview=${token}`, { headers: { 'Accept-Language': 'am' } });
    expect(am.html).toContain('ቅድመ እይታ፦ ያልታተሙ ለውጦችን እያዩ ነው');
    const es = await page(`/published/${s.domain}?preview=${token}`, { headers: { 'Accept-Language': 'es' } });
    expect(es.html).toContain('Salir de la vista previa');
  });

  it('stays in preview through the cookie on the next page, and "Exit preview" leaves it', async () => {
    const s = await draftedStore();
    const { token } = await previewToken(s.id);
    const first = await page(`/published/${s.domain}?preview=${token}`);
    const cookie = tokenCookie(first.res);
    const next = await page(`/published/${s.domain}/about`, { headers: { Cookie: `appLang=en; ${cookie}` } });
    expect(next.html).toContain('draft words');
    expect(next.res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(next.res.headers.get('Set-Cookie')).toBeNull();

    const exit = await page(`/published/${s.domain}/about?preview=exit`, { headers: { Cookie: cookie }, redirect: 'manual' });
    expect(exit.res.status).toBe(303);
    expect(exit.res.headers.get('Location')).toBe(`/published/${s.domain}/about`);
    expect(cookieOf(exit.res)).toMatch(new RegExp(`^sf_preview=; Path=/published/${s.domain}; Max-Age=0`));
    const live = await page(`/published/${s.domain}/about`);
    expect(live.html).toContain('live words');
    expect(live.res.headers.get('X-Publication')).toBe(s.hash);
  });

  it("answers an expired, revoked, forged or other store's token with a 404 and never the draft", async () => {
    const s = await draftedStore();
    const other = await createStore({ title: 'Other' });
    const expired = await previewToken(s.id, { ttlSeconds: -10 });
    const revoked = await previewToken(s.id);
    await env.DB.prepare(`UPDATE preview_links SET revoked_at = datetime('now') WHERE id = ?`).bind(revoked.linkId).run();
    const forged = await previewToken(s.id, { secret: 'not-our-secret' });
    const valid = await previewToken(s.id);
    const tampered = valid.token.replace(/\.(\d+)\./, (_m, exp: string) => `.${Number(exp) + 1}.`);
    const otherStore = await previewToken(other.id);
    for (const token of [expired.token, revoked.token, forged.token, tampered, otherStore.token, 'garbage', '', unique('x')]) {
      for (const via of ['query', 'cookie'] as const) {
        const path = via === 'query' ? `/published/${s.domain}/about?preview=${encodeURIComponent(token)}` : `/published/${s.domain}/about`;
        const headers = via === 'cookie' ? { Cookie: `sf_preview=${token}` } : undefined;
        const { res, html } = await page(path, { headers });
        if (via === 'cookie' && token === '') {
          // An empty cookie is no token at all: the live page.
          expect(html).toContain('live words');
          continue;
        }
        expect(res.status, `${via} ${token}`).toBe(404);
        expect(html).toContain('Website Not Found');
        expect(html).not.toContain('draft words');
        expect(html).not.toContain('Draft Name');
        expect(res.headers.get('Cache-Control')).toBe('private, no-store');
        // A bad cookie is cleared; a bad query token leaves the cookie alone.
        if (via === 'cookie') expect(cookieOf(res)).toMatch(/^sf_preview=; Path=\/published\/[^;]+; Max-Age=0/);
        else expect(res.headers.get('Set-Cookie')).toBeNull();
      }
    }
  });

  it('never reads a preview from the cache nor writes one into it', async () => {
    const s = await draftedStore();
    const { token } = await previewToken(s.id);
    // A live page in the cache first: the preview must not be served from it.
    await page(`/published/${s.domain}/about`);
    expect((await page(`/published/${s.domain}/about`)).res.headers.get('X-Cache')).toBe('HIT');
    const preview = await page(`/published/${s.domain}/about?preview=${token}`);
    expect(preview.html).toContain('draft words');
    // And the cache still holds the live page, never the preview.
    for (const path of ['/about', '']) {
      const after = await page(`/published/${s.domain}${path}`);
      expect(after.html).not.toContain('draft words');
      expect(after.html).not.toContain('Draft Name');
      expect(after.html).not.toContain('sf-preview-bar');
    }
    const home = await page(`/published/${s.domain}`);
    expect(home.res.headers.get('X-Cache')).toBe('HIT');
    expect(home.html).toContain('Live Name');
  });
});
