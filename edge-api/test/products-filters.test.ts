// GET /website/website/:id/products: the dashboard list's filters (DESIGN §17 item 5): q over name, description and
// category, exact category, stock in|low|out (low: 1..LOW_STOCK_MAX), each refused at its field when malformed.
import { describe, expect, it } from 'vitest';
import { LOW_STOCK_MAX, type ErrorBody } from '@app/contracts';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { api } from './helpers';
import { create, list } from './product-helpers';

describe('list filters', () => {
  it('q matches name, description and category, case-insensitively, and counts the matches', async () => {
    const site = await merchantWithWebsiteFixture();
    const a = await create(site, { name: 'Teapot', description: 'Cast iron, holds 1 litre', category: 'Kitchen' });
    const b = await create(site, { name: 'Scarf', description: 'Warm WOOL', category: 'Clothes' });
    const c = await create(site, { name: 'Wool socks', description: 'Soft', category: 'Clothes' });
    const ids = async (qs: string) => (await list(site.websiteId, qs)).items.map((p) => p.id);
    expect(await ids('?q=wool')).toEqual([c.id, b.id]);
    expect(await ids('?q=IRON')).toEqual([a.id]);
    expect(await ids('?q=clothes')).toEqual([c.id, b.id]);
    expect(await ids('?q=%20clothes%20')).toEqual([c.id, b.id]); // trimmed
    expect(await ids('?q=nothing')).toEqual([]);
    expect((await list(site.websiteId, '?q=wool&limit=1')).total).toBe(2);
    // A long search is no error of the database's (D1 caps LIKE patterns at 50 bytes; the search uses instr).
    expect(await ids(`?q=${encodeURIComponent('ሀ'.repeat(100))}`)).toEqual([]);
  });

  it('stock: in (> 0), low (1..LOW_STOCK_MAX) and out (0), combined with the other filters', async () => {
    const site = await merchantWithWebsiteFixture();
    const out = await productFixture(site.websiteId, { name: 'Gone', stock: 0 });
    const one = await productFixture(site.websiteId, { name: 'Last one', stock: 1 });
    const edge = await productFixture(site.websiteId, { name: 'Few left', stock: LOW_STOCK_MAX });
    const plenty = await productFixture(site.websiteId, { name: 'Plenty', stock: LOW_STOCK_MAX + 1 });
    const ids = async (qs: string) => (await list(site.websiteId, qs)).items.map((p) => p.id);
    expect(await ids('?stock=out')).toEqual([out]);
    expect(await ids('?stock=low')).toEqual([edge, one]);
    expect(await ids('?stock=in')).toEqual([plenty, edge, one]);
    expect(await ids('?stock=low&q=few&category=General')).toEqual([edge]);
    expect(await ids('?stock=')).toEqual([plenty, edge, one, out]); // empty: no filter
    const page = await list(site.websiteId, '?stock=in&limit=2');
    expect([page.total, page.items.length]).toEqual([3, 2]);
  });

  it.each([
    ['stock=some', 'stock', 'stockFilter'],
    ['stock=IN', 'stock', 'stockFilter'],
    [`q=${'x'.repeat(101)}`, 'q', 'tooLong'],
    [`category=${'x'.repeat(61)}`, 'category', 'tooLong'],
  ])('answers 400 at the field for %s', async (qs, field, rule) => {
    const site = await merchantWithWebsiteFixture();
    const res = await api(`/website/website/${site.websiteId}/products?${qs}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.code).toBe('validation_failed');
    expect(body.detail?.[0]).toMatchObject({ loc: ['query', field], rule });
  });
});
