// GET /website/website/:id/products: public paging and filters.
import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '@app/contracts';
import { productPageQuery } from '@app/db';
import { getDb } from '../src/lib/db';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { api } from './helpers';
import { create, del, list } from './product-helpers';

describe('list', () => {
  it('pages 12 products 5/5/2, newest first, without a token', async () => {
    const site = await merchantWithWebsiteFixture();
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await productFixture(site.websiteId, { name: `Item ${i}`, priceCents: 100 + i }));
    const newestFirst = [...ids].reverse();

    const p1 = await list(site.websiteId);
    expect([p1.total, p1.page, p1.limit, p1.items.length]).toEqual([12, 1, 5, 5]);
    const p2 = await list(site.websiteId, '?page=2');
    const p3 = await list(site.websiteId, '?page=3&limit=5');
    expect([p2.items.length, p3.items.length]).toEqual([5, 2]);
    expect([...p1.items, ...p2.items, ...p3.items].map((p) => p.id)).toEqual(newestFirst);
    expect(p1.items[0]).toMatchObject({ name: 'Item 11', price: 1.11, stock: 10, category: 'General', image_urls: [], images: [] });
    expect((await list(site.websiteId, '?page=4')).items).toEqual([]);
    expect((await list(site.websiteId, '?limit=100')).items).toHaveLength(12);
  });

  it('filters by name (wildcards literal), category and ids', async () => {
    const site = await merchantWithWebsiteFixture();
    const other = await merchantWithWebsiteFixture();
    const a = await create(site, { name: 'Blue mug 100%', category: 'Kitchen' });
    const b = await create(site, { name: 'Red_mug', category: 'Kitchen' });
    const c = await create(site, { name: 'Blue shirt', category: 'Clothes' });
    const foreign = await create(other, { name: 'Blue mug 100%', category: 'Kitchen' });

    const names = async (q: string) => (await list(site.websiteId, q)).items.map((p) => p.id);
    expect(await names('?q=blue')).toEqual([c.id, a.id]);
    expect(await names('?q=100%25')).toEqual([a.id]);
    expect(await names('?q=%25')).toEqual([a.id]); // '%' is a character, not "anything"
    expect(await names('?q=_')).toEqual([b.id]);
    expect(await names('?category=Kitchen')).toEqual([b.id, a.id]);
    expect(await names('?category=kitch')).toEqual([]);
    expect(await names('?q=mug&category=Kitchen')).toEqual([b.id, a.id]);
    expect(await names(`?ids=${a.id},${c.id},${foreign.id}`)).toEqual([c.id, a.id]);
    expect(await names(`?ids=${a.id}, ${a.id} ,`)).toEqual([a.id]);
    const withTotal = await list(site.websiteId, `?ids=${a.id},${b.id}&limit=1`);
    expect([withTotal.total, withTotal.items.length]).toEqual([2, 1]);
  });

  it.each([
    ['?limit=101'],
    ['?limit=0'],
    ['?page=0'],
    ['?page=abc'],
    ['?limit=2.5'],
    ['?ids=1,abc'],
    ['?ids=-1'],
    ['?ids=0'],
    [`?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`],
    [`?q=${'x'.repeat(101)}`],
  ])('answers 400 for %s', async (q) => {
    const site = await merchantWithWebsiteFixture();
    const res = await api(`/website/website/${site.websiteId}/products${q}`);
    expect(res.status).toBe(400);
  });

  it('keeps websites.product_count exact through creates, bulk inserts and deletes (the unfiltered total)', async () => {
    const site = await merchantWithWebsiteFixture();
    const counter = async () =>
      (await site.db.prepare('SELECT product_count AS n FROM websites WHERE id = ?').bind(site.websiteId).first<{ n: number }>())!.n;
    const a = await create(site, { name: 'Kept' });
    const b = await create(site, { name: 'Removed' });
    // Rows written without the API count too (the triggers sit on the table).
    for (let i = 0; i < 3; i++) await productFixture(site.websiteId, { name: `Bulk ${i}` });
    expect(await counter()).toBe(5);
    expect((await del(site, site.websiteId, b.id)).status).toBe(200);
    expect((await del(site, site.websiteId, b.id)).status).toBe(404); // a second delete changes nothing
    expect(await counter()).toBe(4);
    expect((await list(site.websiteId)).total).toBe(4);
    // A filter counts the matching rows instead.
    expect((await list(site.websiteId, '?q=bulk')).total).toBe(3);
    expect((await list(site.websiteId, `?ids=${a.id}`)).total).toBe(1);
  });

  it('answers 404 website_not_found for an unknown website', async () => {
    for (const id of ['999999999', 'abc', '0', '-1']) {
      const res = await api(`/website/website/${id}/products`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as ErrorBody).code).toBe('website_not_found');
    }
  });

  it('reads the page through products_site_created_idx without a sort step', async () => {
    const { db } = await merchantWithWebsiteFixture();
    const { sql, params } = productPageQuery(getDb(db), 1, {}, 1, 5).toSQL();
    const plan = await db
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    const details = plan.results.map((r) => r.detail).join('\n');
    expect(details).toContain('products_site_created_idx');
    expect(details).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
  });
});
