import { describe, expect, it } from 'vitest';
import { canonicalJson, contentHash, STORE_CONTENT_VERSION, type StoreContent } from './publishing';

const content = (): StoreContent => ({
  version: STORE_CONTENT_VERSION,
  website: { id: 7, title: 'Shop', description: 'Things' },
  header: { html_content: '', navs: [{ title: 'Home', link: '/' }] },
  footer: null,
  hero: { title: 'Hi', subtitle: 'There', call_to_action: 'Buy', image_key: 'heroes/a' },
  pages: [
    {
      id: 1,
      title: 'About',
      slug: 'about',
      meta_title: '',
      meta_description: '',
      is_published: true,
      sections: [{ id: 3, page_id: 1, title: 'T', type: 'text', content: { text: 'x', a: 'b' }, order: 0 }],
    },
  ],
});

describe('publication hash', () => {
  it('sorts keys at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"y":2,"z":1}]},"b":1}');
  });

  it('is the same for the same content, whatever the key order', async () => {
    const a = content();
    const b = content();
    b.pages[0].sections[0].content = { a: 'b', text: 'x' };
    expect(await contentHash(a)).toBe(await contentHash(b));
    expect(await contentHash(a)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with any edit', async () => {
    const base = await contentHash(content());
    const edits: ((c: StoreContent) => void)[] = [
      (c) => (c.website.title = 'Shop!'),
      (c) => (c.header!.navs[0].link = '/home'),
      (c) => (c.hero = null),
      (c) => (c.pages[0].is_published = false),
      (c) => (c.pages[0].sections[0].order = 1),
      (c) => (c.pages[0].sections[0].content.text = 'y'),
      (c) => c.pages.push({ ...c.pages[0], id: 2, slug: 'b', sections: [] }),
    ];
    for (const edit of edits) {
      const c = content();
      edit(c);
      expect(await contentHash(c)).not.toBe(base);
    }
  });
});
