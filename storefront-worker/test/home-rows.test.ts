// D1 rows read by one uncached storefront home render of a real merchant's shape of store: 48 products in 6
// categories, a third with variants, two images each, translations into es and am, several pages of sections,
// published. Rows are counted from every statement the Worker runs (test/rows-read.ts).
// DESIGN §11 asks at most (cards + 20). A card costs its product row only: its first image is on that row and the
// category list on the website row (migration 0020, kept by triggers); under a prefix, one more seek per card reads
// its translation. The bounds below hold both, so that no read creeps back in.
import { describe, expect, it } from 'vitest';
import { createStore, publish, unique } from './fixtures';
import { setLocales, translate } from './locale-fixtures';
import { readRows } from './rows-read';
import { giveVariants, SIZE_BY_COLOR } from './variant-fixtures';

const CARDS = 48;
const CATEGORIES = ['Shells', 'Pearls', 'Corals', 'Nets', 'Boats', 'Maps'];
const section = (i: number) => ({ title: `Part ${i}`, type: 'text', content: { text: `Text ${i}` }, order: i });

export async function heavyStore() {
  const tag = unique('img');
  const s = await createStore({
    hero: { title: 'Welcome', subtitle: 'Fine things', imageKey: 'hero/sea.jpg', cta: 'Shop now' },
    header: [
      { title: 'About', link: 'about' },
      { title: 'Policy', link: 'policy' },
    ],
    pages: ['about', 'policy', 'faq'].map((slug) => ({ title: slug, slug, published: true, sections: [0, 1, 2, 3].map(section) })),
    products: Array.from({ length: CARDS }, (_, i) => ({
      name: `Item ${i}`,
      category: CATEGORIES[i % CATEGORIES.length],
      images: [{ key: `p/${tag}/${i}-a.jpg` }, { key: `p/${tag}/${i}-b.jpg` }],
    })),
  });
  for (const id of s.productIds.filter((_, i) => i % 3 === 0)) await giveVariants(s.id, id, SIZE_BY_COLOR.options, SIZE_BY_COLOR.rows);
  await setLocales(s.id, 'en', ['en', 'es', 'am']);
  await translate(s.id, 'website', s.id, 'es', { title: 'Tienda' });
  await translate(s.id, 'website', s.id, 'am', { title: 'ሱቅ' });
  for (const [i, id] of s.productIds.entries()) {
    await translate(s.id, 'product', id, 'es', { name: `Artículo ${i}`, category: 'Cosas' });
    if (i % 2 === 0) await translate(s.id, 'product', id, 'am', { name: `ዕቃ ${i}` });
  }
  await publish(s.id);
  return { ...s, tag };
}

const cardsOf = (html: string) => html.match(/<article class="sf-card">/g)?.length ?? 0;

describe('rows read by one uncached home render', () => {
  // Rows per card: the product row; under a prefix also the card's translation.
  for (const [label, prefix, perCard, shown] of [
    ['default language', '', 1, 'Item 0'],
    ['es prefix (cards translated)', '/es', 2, 'Artículo 0'],
  ] as const) {
    it(`${label}: at most ${perCard} x cards + 20 rows`, async () => {
      const s = await heavyStore();
      const r = await readRows(`/published/${s.domain}${prefix}`);
      expect(r.res.status).toBe(200);
      expect(r.res.headers.get('X-Cache')).toBe('MISS');
      const cards = cardsOf(r.html);
      expect(cards).toBe(CARDS);
      // What the home shows is unchanged: each card's first image and, under the prefix, its translated name.
      expect(r.html).toContain(`/media/p/${s.tag}/0-a.jpg`);
      expect(r.html).toContain(`>${shown}</a>`);
      const detail = r.statements.map((st) => `${st.rowsRead}  ${st.sql.slice(0, 160)}`).join('\n');
      const bound = perCard * cards + 20;
      expect(
        r.rowsRead,
        `${r.rowsRead} rows read for ${cards} cards (bound ${bound}, DESIGN §11 ${cards + 20}):\n${detail}`,
      ).toBeLessThanOrEqual(bound);
      // The cache hit that follows stays at the directory's query (CONTROL) and the store row's (its shard): data/store-row.ts.
      const hit = await readRows(`/published/${s.domain}${prefix}`);
      expect(hit.res.headers.get('X-Cache')).toBe('HIT');
      expect(hit.statements.map((st) => st.db)).toEqual(['CONTROL', expect.stringMatching(/^SHARD_/)]);
    });
  }
});
