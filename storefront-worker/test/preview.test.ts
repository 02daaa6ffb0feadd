// Preview links (DESIGN §15): a valid ?preview=<token> shows the DRAFT, privately (no-store, noindex, never cached),
// with the preview bar, and the token in every link to another page of the store (never a cookie); any other token is
// a 404 without the draft.
import { describe, expect, it } from 'vitest';
import { previewHref } from '../src/routes/preview';
import { addProduct, createStore, edit, page, previewToken, publish, shardOf, unique } from './fixtures';

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

const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));

describe('preview links', () => {
  it('shows the draft with private headers and the preview bar, and sets no cookie', async () => {
    const s = await draftedStore();
    const { token } = await previewToken(s.id);
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
    // "Exit preview" is the same page without the token.
    expect(html).toContain(`href="/published/${s.domain}/about" data-sf-preview-exit=""`);
    // The merchant's browser keeps nothing: opening the live store from it shows the live store.
    expect(res.headers.get('Set-Cookie')).toBeNull();
  });

  it('says there is nothing unpublished when the draft is the live publication, and says so again after a publish', async () => {
    const s = await createStore({ title: 'Same Shop' });
    await publish(s.id);
    const { token } = await previewToken(s.id);
    const same = await page(`/published/${s.domain}?preview=${token}`);
    expect(same.html).toContain('Preview: no unpublished changes, this is what shoppers see');
    expect(same.html).not.toContain('you are seeing unpublished changes');
    // A product is live at once: it is no unpublished change.
    await addProduct(s.id, { name: 'New mug' });
    expect((await page(`/published/${s.domain}?preview=${token}`)).html).toContain('no unpublished changes');

    await edit(s.id, 'UPDATE websites SET title = ? WHERE id = ?', 'Changed Shop', s.id);
    const changed = await page(`/published/${s.domain}?preview=${token}`);
    expect(changed.html).toContain('Preview: you are seeing unpublished changes');
    await publish(s.id);
    expect((await page(`/published/${s.domain}?preview=${token}`)).html).toContain('no unpublished changes');
  });

  it('translates the bar', async () => {
    const s = await draftedStore();
    const { token } = await previewToken(s.id);
    const am = await page(`/published/${s.domain}?preview=${token}`, { headers: { 'Accept-Language': 'am' } });
    expect(am.html).toContain('ቅድመ እይታ፦ ያልታተሙ ለውጦችን እያዩ ነው');
    const es = await page(`/published/${s.domain}?preview=${token}`, { headers: { 'Accept-Language': 'es' } });
    expect(es.html).toContain('Salir de la vista previa');
  });

  it('keeps the token in every link to another page of the store, and nowhere else', async () => {
    const s = await draftedStore();
    const { token } = await previewToken(s.id);
    const base = `/published/${s.domain}`;
    const first = await page(`${base}?preview=${token}`);
    const links = hrefs(first.html);
    const inStore = links.filter((h) => h === base || h.startsWith(`${base}/`) || h.startsWith(`${base}?`));
    const exit = `${base}`;
    expect(inStore.length).toBeGreaterThan(3);
    for (const h of inStore.filter((h) => !first.html.includes(`href="${h}" data-sf-preview-exit`)))
      expect(new URL(h, 'https://x').searchParams.get('preview'), h).toBe(token);
    expect(links).toContain(exit);
    for (const h of links.filter((h) => !h.startsWith(base))) expect(h).not.toContain(token);
    // Following a link (the wishlist) stays in the preview: the draft's store name in the header.
    const wishlist = links.find((h) => h.startsWith(`${base}/wishlist?`))!;
    const next = await page(wishlist);
    expect(next.html).toContain('Draft Name');
    expect(next.html).toContain('sf-preview-bar');
    expect(next.res.headers.get('Cache-Control')).toBe('private, no-store');
    // The page without the token ("Exit preview") is the live one.
    const live = await page(`${base}/wishlist`);
    expect(live.html).toContain('Live Name');
    expect(live.html).not.toContain('Draft Name');
    expect(live.res.headers.get('X-Publication')).toBe(s.hash);
  });

  it("answers an expired, revoked, forged or other store's token with a 404 and never the draft", async () => {
    const s = await draftedStore();
    const other = await createStore({ title: 'Other' });
    const expired = await previewToken(s.id, { ttlSeconds: -10 });
    const revoked = await previewToken(s.id);
    await (await shardOf(s.id)).prepare(`UPDATE preview_links SET revoked_at = datetime('now') WHERE id = ?`).bind(revoked.linkId).run();
    const forged = await previewToken(s.id, { secret: 'not-our-secret' });
    const valid = await previewToken(s.id);
    const tampered = valid.token.replace(/\.(\d+)\./, (_m, exp: string) => `.${Number(exp) + 1}.`);
    const otherStore = await previewToken(other.id);
    for (const token of [expired.token, revoked.token, forged.token, tampered, otherStore.token, 'garbage', '', unique('x')]) {
      const { res, html } = await page(`/published/${s.domain}/about?preview=${encodeURIComponent(token)}`);
      expect(res.status, token).toBe(404);
      expect(html).toContain('Website Not Found');
      expect(html).not.toContain('draft words');
      expect(html).not.toContain('Draft Name');
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
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

describe('previewHref', () => {
  it('adds the token to pages of the store only', () => {
    const base = '/published/shop';
    expect(previewHref('/published/shop', base, 't.1')).toBe('/published/shop?preview=t.1');
    expect(previewHref('/published/shop/about#top', base, 't.1')).toBe('/published/shop/about?preview=t.1#top');
    expect(previewHref('/published/shop?page=2', base, 't.1')).toBe('/published/shop?page=2&preview=t.1');
    for (const other of ['/published/shopping', '/published/other/about', '//evil.example/x', 'https://dash.example/website', '#main'])
      expect(previewHref(other, base, 't.1'), other).toBeNull();
    for (const file of ['/published/shop/_sf/a.css', '/published/shop/media/x.jpg', '/published/shop/api/x'])
      expect(previewHref(file, base, 't.1'), file).toBeNull();
  });

  it('on a custom domain (no base) takes every page of the host', () => {
    expect(previewHref('/about', '', 't.1')).toBe('/about?preview=t.1');
    expect(previewHref('/', '', 't.1')).toBe('/?preview=t.1');
    expect(previewHref('/media/x.jpg', '', 't.1')).toBeNull();
    expect(previewHref('/_sf/app.js', '', 't.1')).toBeNull();
  });
});
