// Live rendering (DESIGN §15): a published store's pages come from its live publication's snapshot (plus the live
// catalogue), never from a later draft edit; a publish or rollback shows on the next request with the new hash in
// X-Publication and in the cache key; a read during publishes is always one whole publication.
import { describe, expect, it } from 'vitest';
import { addProduct, createStore, edit, makeLive, page, publish } from './fixtures';

const textPage = (title: string, text: string) => ({
  title: 'About',
  slug: 'about',
  published: true,
  sections: [{ title, type: 'text', content: { text } }],
});

describe('live publication', () => {
  it('shows the publication, not a later draft edit, with X-Publication on misses and hits', async () => {
    const s = await createStore({ title: 'Published Title', pages: [textPage('Story', 'Published words.')] });
    const pub = await publish(s.id);
    await edit(s.id, 'UPDATE websites SET title = ?, description = ? WHERE id = ?', 'Draft Title', 'Draft description', s.id);
    await edit(s.id, `UPDATE sections SET content = '{"text":"Draft words."}' WHERE website_id = ?`, s.id);
    await edit(s.id, 'INSERT INTO pages (website_id, title, slug, is_published) VALUES (?, ?, ?, 1)', s.id, 'Draft page', 'draft-page');

    const home = await page(`/published/${s.domain}`);
    expect(home.res.headers.get('X-Publication')).toBe(pub.hash);
    expect(home.res.headers.get('X-Cache')).toBe('MISS');
    expect(home.html).toContain('<title>Published Title</title>');
    expect(home.html).not.toContain('Draft Title');
    const about = await page(`/published/${s.domain}/about`);
    expect(about.html).toContain('Published words.');
    expect(about.html).not.toContain('Draft words.');
    // A page only the draft has is not there.
    expect((await page(`/published/${s.domain}/draft-page`)).res.status).toBe(404);

    const hit = await page(`/published/${s.domain}`);
    expect(hit.res.headers.get('X-Cache')).toBe('HIT');
    expect(hit.res.headers.get('X-Publication')).toBe(pub.hash);
    // The 404 of an unknown path of a published store says which publication it was built from too.
    expect((await page(`/published/${s.domain}/a/b/c`)).res.headers.get('X-Publication')).toBe(pub.hash);
  });

  it('keeps the catalogue live: a new product shows without a publish', async () => {
    const s = await createStore({ title: 'Catalogue Shop' });
    await publish(s.id);
    await page(`/published/${s.domain}`);
    await addProduct(s.id, { name: 'Brand New Lamp' });
    const after = await page(`/published/${s.domain}`);
    expect(after.html).toContain('Brand New Lamp');
    expect(after.html).toContain('Catalogue Shop');
  });

  it('shows a publish on the next request, under a new hash and a new cache key; a rollback brings the old one back', async () => {
    const s = await createStore({ title: 'Version One', pages: [textPage('Story', 'First words.')] });
    const first = await publish(s.id);
    await page(`/published/${s.domain}`);
    expect((await page(`/published/${s.domain}`)).res.headers.get('X-Cache')).toBe('HIT');

    await edit(s.id, 'UPDATE websites SET title = ? WHERE id = ?', 'Version Two', s.id);
    await edit(s.id, `UPDATE sections SET content = '{"text":"Second words."}' WHERE website_id = ?`, s.id);
    const second = await publish(s.id);
    expect(second.hash).not.toBe(first.hash);
    const now = await page(`/published/${s.domain}`);
    expect(now.res.headers.get('X-Cache')).toBe('MISS');
    expect(now.res.headers.get('X-Publication')).toBe(second.hash);
    expect(now.html).toContain('<title>Version Two</title>');
    expect((await page(`/published/${s.domain}/about`)).html).toContain('Second words.');

    // A rollback flips only the pointer (content_version unchanged): the hash alone changes the key.
    await makeLive(s.id, first.id);
    const back = await page(`/published/${s.domain}`);
    expect(back.res.headers.get('X-Publication')).toBe(first.hash);
    expect(back.html).toContain('<title>Version One</title>');
    expect(back.res.headers.get('X-Cache')).toBe('MISS');
    expect((await page(`/published/${s.domain}`)).res.headers.get('X-Cache')).toBe('HIT');
  });

  it('answers every read during publishes with one whole publication', async () => {
    const s = await createStore({ title: 'Alpha Store', pages: [textPage('Alpha section', 'alpha body text')] });
    const a = await publish(s.id);
    await edit(s.id, 'UPDATE websites SET title = ? WHERE id = ?', 'Beta Store', s.id);
    await edit(s.id, `UPDATE sections SET title = 'Beta section', content = '{"text":"beta body text"}' WHERE website_id = ?`, s.id);
    const b = await publish(s.id);
    const reads: Promise<{ res: Response; html: string }>[] = [];
    for (let i = 0; i < 24; i++) {
      // Pointer flips interleaved with reads (some on a cold cache: each round adds a query string-free new language).
      reads.push(page(`/published/${s.domain}/about`, { headers: { 'Accept-Language': ['en', 'es', 'am'][i % 3] } }));
      if (i % 4 === 0) await makeLive(s.id, i % 8 === 0 ? a.id : b.id);
    }
    const seen = new Set<string>();
    for (const { res, html } of await Promise.all(reads)) {
      const hash = res.headers.get('X-Publication');
      const [mine, other] = hash === a.hash ? ['Alpha', 'Beta'] : ['Beta', 'Alpha'];
      expect([a.hash, b.hash]).toContain(hash);
      seen.add(hash!);
      // Head, header, body and footer all from the one snapshot the request resolved.
      expect(html).toContain(`| ${mine} Store</title>`);
      expect(html).toContain(`${mine} section`);
      expect(html).toContain(`${mine.toLowerCase()} body text`);
      expect(html).not.toContain(other);
      expect(html).not.toContain(`${other.toLowerCase()} body`);
    }
    expect(seen.size).toBe(2);
  });

  it("keeps a form section's fields in the merchant's order on the live page", async () => {
    const fields = { Name: 'Your name', Email: 'Your email', Message: 'How can we help?' };
    const s = await createStore({
      pages: [{ title: 'Contact', slug: 'contact', published: true, sections: [{ title: 'Write', type: 'form', content: fields }] }],
    });
    await publish(s.id);
    const { html } = await page(`/published/${s.domain}/contact`);
    const at = Object.keys(fields).map((k) => html.indexOf(`data-key="${k}"`));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((x, y) => x - y)).toEqual(at);
  });

  it('builds sitemap.xml from the live pages', async () => {
    const s = await createStore({ pages: [textPage('Story', 'x')] });
    await publish(s.id);
    await edit(s.id, 'INSERT INTO pages (website_id, title, slug, is_published) VALUES (?, ?, ?, 1)', s.id, 'Later', 'later-page');
    await edit(
      s.id,
      `INSERT INTO sections (website_id, page_id, title, type, content) SELECT website_id, id, 'Soon', 'text', '{"text":"x"}' FROM pages WHERE website_id = ? AND slug = 'later-page'`,
      s.id,
    );
    const map = await page(`/published/${s.domain}/sitemap.xml`);
    expect(map.res.headers.get('X-Publication')).not.toBeNull();
    expect(map.html).toContain(`/published/${s.domain}/about</loc>`);
    expect(map.html).not.toContain('later-page');
    await publish(s.id);
    expect((await page(`/published/${s.domain}/sitemap.xml`)).html).toContain('later-page');
  });

  it('renders a store with no publication yet from its draft, without X-Publication', async () => {
    const s = await createStore({ title: 'Not Yet Published' });
    const home = await page(`/published/${s.domain}`);
    expect(home.res.status).toBe(200);
    expect(home.res.headers.get('X-Publication')).toBeNull();
    expect(home.html).toContain('Not Yet Published');
    const row = await s.db.prepare('SELECT live_publication_id AS live FROM websites WHERE id = ?').bind(s.id).first();
    expect(row!.live).toBeNull();
  });
});
