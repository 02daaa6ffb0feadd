// The home grid's search, category filter, sort and paging (DESIGN §17 item 5): plain GET parameters, server-rendered,
// cached per category/sort/page but never per search, under locale prefixes too.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { asDrizzle, everyShard, productPageQuery } from '@app/db';
import { addProduct, createStore, get, page, previewToken } from './fixtures';
import { canonicalOf, isNoindex, multilingualStore, translate } from './locale-fixtures';

const names = (html: string) => [...html.matchAll(/<h3 class="sf-card__name"><a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);

async function shop() {
  return createStore({
    products: [
      { name: 'Red Shirt', description: 'Cotton tee.', category: 'Shirts', priceCents: 2000 },
      { name: 'Blue Mug', description: 'Holds 50% more coffee.', category: 'Kitchen', priceCents: 900 },
      { name: 'Green Cap', description: 'A cap_for_sun.', category: 'Hats', priceCents: 1500 },
      { name: 'Striped shirt', description: 'Linen.', category: 'Shirts', priceCents: 3000 },
    ],
  });
}

describe('home grid search', () => {
  it('matches name, description and category, case-insensitively', async () => {
    const s = await shop();
    const root = `/published/${s.domain}`;
    expect(names((await page(`${root}?q=SHIRT`)).html)).toEqual(['Striped shirt', 'Red Shirt']);
    expect(names((await page(`${root}?q=cotton`)).html)).toEqual(['Red Shirt']);
    expect(names((await page(`${root}?q=kitch`)).html)).toEqual(['Blue Mug']);
    const miss = await page(`${root}?q=umbrella`);
    expect(miss.res.status).toBe(200);
    expect(names(miss.html)).toEqual([]);
    expect(miss.html).toContain('No products match');
    expect(miss.html).toContain(`href="${root}#products"`); // the way back to every product
  });

  it('matches % and _ literally', async () => {
    const s = await shop();
    const root = `/published/${s.domain}`;
    expect(names((await page(`${root}?q=${encodeURIComponent('50%')}`)).html)).toEqual(['Blue Mug']);
    expect(names((await page(`${root}?q=${encodeURIComponent('%')}`)).html)).toEqual(['Blue Mug']);
    expect(names((await page(`${root}?q=cap_for`)).html)).toEqual(['Green Cap']);
    expect(names((await page(`${root}?q=_`)).html)).toEqual(['Green Cap']);
  });

  it('is noindex without a canonical, and never cached', async () => {
    const s = await shop();
    const root = `/published/${s.domain}`;
    for (let i = 0; i < 2; i++) {
      const { res, html } = await page(`${root}?q=mug`);
      expect(res.headers.get('X-Cache')).toBeNull();
      expect(isNoindex(html)).toBe(true);
      expect(canonicalOf(html)).toBeUndefined();
      expect(html).toContain('value="mug"'); // the form shows the search
    }
  });
});

describe('category and sort', () => {
  it('filters by category, lists the categories, and sorts by price both ways', async () => {
    const s = await shop();
    const root = `/published/${s.domain}`;
    const { html } = await page(root);
    const form = /<form class="sf-filters"[\s\S]*?<\/form>/.exec(html)![0];
    expect([...form.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1])).toEqual([
      '',
      'Hats',
      'Kitchen',
      'Shirts',
      'newest',
      'price-asc',
      'price-desc',
    ]);
    expect(names((await page(`${root}?category=Shirts`)).html)).toEqual(['Striped shirt', 'Red Shirt']);
    expect(names((await page(`${root}?category=shirts`)).html)).toEqual([]); // the exact value, as the form sends it
    expect(names((await page(`${root}?sort=price-asc`)).html)).toEqual(['Blue Mug', 'Green Cap', 'Red Shirt', 'Striped shirt']);
    expect(names((await page(`${root}?sort=price-desc`)).html)).toEqual(['Striped shirt', 'Red Shirt', 'Green Cap', 'Blue Mug']);
    expect(names((await page(`${root}?category=Shirts&sort=price-asc&q=shirt`)).html)).toEqual(['Red Shirt', 'Striped shirt']);
    const selected = (await page(`${root}?category=Kitchen&sort=price-desc`)).html;
    expect(selected).toMatch(/<option value="Kitchen" selected="">/);
    expect(selected).toMatch(/<option value="price-desc" selected="">/);
  });

  it('is canonical to the plain home and cached under its normal form', async () => {
    const s = await shop();
    const root = `/published/${s.domain}`;
    const first = await page(`${root}?sort=price-asc&category=Hats&utm=x`);
    expect(first.res.headers.get('X-Cache')).toBe('MISS');
    expect(isNoindex(first.html)).toBe(false);
    expect(canonicalOf(first.html)).toBe(`https://app.test${root}`);
    // The same page by another spelling (parameter order, extra parameters) is the same cache entry.
    const again = await get(`${root}?category=Hats&sort=price-asc`);
    expect(again.headers.get('X-Cache')).toBe('HIT');
    expect(names(await again.text())).toEqual(['Green Cap']);
  });
});

describe('paging and bad parameters', () => {
  it('pages 48 at a time and keeps the search in the pager links', async () => {
    const s = await createStore();
    for (let i = 0; i < 50; i++) await addProduct(s.id, { name: `Lamp ${i}`, priceCents: 100 + i });
    await addProduct(s.id, { name: 'Chair' });
    const root = `/published/${s.domain}`;
    const p1 = await page(`${root}?q=lamp&sort=price-asc`);
    expect(names(p1.html)).toHaveLength(48);
    expect(names(p1.html)[0]).toBe('Lamp 0');
    expect(p1.html).toContain(`href="${root}?q=lamp&amp;sort=price-asc&amp;page=2#products"`);
    const p2 = await page(`${root}?q=lamp&sort=price-asc&page=2`);
    expect(names(p2.html)).toEqual(['Lamp 48', 'Lamp 49']);
    expect(p2.html).toContain(`href="${root}?q=lamp&amp;sort=price-asc#products"`);
    const p9 = await page(`${root}?q=lamp&page=9`);
    expect(p9.html).toContain('No products match');
  });

  it('reads unknown sorts, bad pages and huge searches as valid values, never a 5xx', async () => {
    const s = await shop();
    const root = `/published/${s.domain}`;
    const newest = names((await page(root)).html);
    for (const qs of ['?sort=cheapest', '?sort=', '?page=-1', '?page=abc', '?page=1e400', '?page=99999999999', '?category=']) {
      const { res, html } = await page(`${root}${qs}`);
      expect(res.status, qs).toBe(200);
      expect(names(html), qs).toEqual(newest);
    }
    const long = await page(`${root}?q=${'shirt'.repeat(2000)}`);
    expect(long.res.status).toBe(200);
    expect(long.html).toContain(`value="${'shirt'.repeat(20)}"`); // cut at 100 characters
    const hostile = await page(`${root}?q=${encodeURIComponent('"><script>alert(1)</script>')}&category=${'x'.repeat(5000)}`);
    expect(hostile.res.status).toBe(200);
    expect(hostile.html).not.toContain('<script>alert(1)');
  });
});

describe('in a preview', () => {
  it('the form carries the preview token, so a search stays in the draft', async () => {
    const s = await shop();
    const { token } = await previewToken(s.id);
    const { html } = await page(`/published/${s.domain}?preview=${token}&q=mug`);
    expect(names(html)).toEqual(['Blue Mug']);
    const form = /<form class="sf-filters"[\s\S]*?<\/form>/.exec(html)![0];
    expect(form).toContain(`<input type="hidden" name="preview" value="${token}">`);
  });
});

describe('under a locale prefix', () => {
  it('searches the translations too and keeps the form and pager under the prefix', async () => {
    const s = await multilingualStore();
    await translate(s.id, 'product', s.productIds[1], 'es', { name: 'Perla', description: 'Brillante' });
    const es = await page(`${s.root}/es?q=caracola`);
    expect(names(es.html)).toEqual(['Caracola']);
    expect(es.html).toContain(`action="${s.root}/es#products"`);
    expect(names((await page(`${s.root}/es?q=brillante`)).html)).toEqual(['Perla']);
    expect(names((await page(`${s.root}/es?q=conch`)).html)).toEqual(['Caracola']); // the default's words too
    expect(names((await page(`${s.root}?q=caracola`)).html)).toEqual([]); // unprefixed: the default language only
    const am = await page(`${s.root}/am?q=${encodeURIComponent('ቀንድ')}`);
    expect(names(am.html)).toEqual(['ቀንድ ዛጎል']);
    expect(am.html).toContain('ምርቶችን ይፈልጉ'); // the form's label in Amharic on the prefixed page
    const long = await page(`${s.root}/am?q=${encodeURIComponent('ቀንድ ዛጎል '.repeat(20))}`);
    expect(long.html).not.toContain('Something went wrong'); // 100 Ethiopic characters are 300 bytes
    expect(names(long.html)).toEqual([]);
  });
});

describe('query plans', () => {
  // Every shard has the same schema (migrations/shard): the first one answers for all.
  const db = everyShard(env)[0]!.db;
  const plan = async (sql: string, params: unknown[]) =>
    (
      await db
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>()
    ).results
      .map((r) => r.detail)
      .join('\n');

  it('sorts by price through an index, with or without a category', async () => {
    const all = productPageQuery(asDrizzle(db), 1, {}, 1, 48, 'price-asc').toSQL();
    expect(await plan(all.sql, all.params)).toContain('products_site_price_idx');
    const cat = productPageQuery(asDrizzle(db), 1, { category: 'Shirts' }, 1, 48, 'price-desc').toSQL();
    const catPlan = await plan(cat.sql, cat.params);
    expect(catPlan).toContain('products_site_category_price_idx');
    expect(catPlan).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
  });
});
