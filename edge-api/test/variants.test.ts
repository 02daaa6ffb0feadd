// GET|PUT /website/:website_id/products/:product_id/variants (DESIGN §17) and the public product JSON's options and
// variants, through the worker's own fetch on real D1.
import { describe, expect, it } from 'vitest';
import type { Paged, ProductVariants, ProductWithVariants } from '@app/contracts';
import { merchantWithWebsiteFixture } from './fixtures';
import { create, fields, list, put, type Site } from './product-helpers';
import { getVariants, putVariants, replace, sizeByColor } from './variants-helpers';
import { file, png } from './media';
import { replaceVariants } from '../src/db/variants';

const readSet = async (site: Site, id: number) => (await (await getVariants(site, site.websiteId, id)).json()) as ProductVariants;
const totals = (db: D1Database, id: number) => db.prepare('SELECT price_cents, stock FROM products WHERE id = ?').bind(id).first();

async function productWithOptions(site: Site) {
  const p = await create(site, { price: '50', stock: '1' });
  return { p, set: await replace(site, p.id, sizeByColor()) };
}

describe('variants', () => {
  it("GET answers a new product's default variant", async () => {
    const site = await merchantWithWebsiteFixture();
    const p = await create(site, { price: '19.99', stock: '7', sku: 'MUG' });
    const res = await getVariants(site, site.websiteId, p.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      options: [],
      variants: [{ id: expect.any(Number), options: [], price: 19.99, compare_at_price: null, sku: 'MUG', stock: 7, image_url: null }],
    });
  });

  it('PUT replaces the set (3 x 2), and the product takes the lowest price and the stock sum', async () => {
    const site = await merchantWithWebsiteFixture();
    const { p, set } = await productWithOptions(site);
    expect(set.options).toEqual(sizeByColor().options);
    expect(set.variants.map((v) => [v.options, v.price, v.stock])).toEqual(
      sizeByColor().variants.map((v) => [v.options, v.price, v.stock]),
    );
    expect(await totals(site.db, p.id)).toEqual({ price_cents: 1000, stock: 15 });
    expect(await (await getVariants(site, site.websiteId, p.id)).json()).toEqual(set);
  });

  it('keeps the ids of the variants it is given, deletes the others and lets kept ones swap combinations', async () => {
    const site = await merchantWithWebsiteFixture();
    const { p, set } = await productWithOptions(site);
    const [a, b] = set.variants;
    const next = await replace(site, p.id, {
      options: sizeByColor().options,
      variants: [
        { id: a!.id, options: b!.options, price: 30, compare_at_price: 40, stock: 2, sku: '' },
        { id: b!.id, options: a!.options, price: 31, stock: 3, sku: '' },
        { options: ['L', 'Red'], price: 5, stock: 1, sku: '' },
      ],
    });
    expect(next.variants.map((v) => [v.id, v.options, v.compare_at_price])).toEqual([
      [a!.id, ['S', 'Blue'], 40],
      [b!.id, ['S', 'Red'], null],
      [expect.any(Number), ['L', 'Red'], null],
    ]);
    expect(set.variants.map((v) => v.id)).not.toContain(next.variants[2]!.id);
    expect(await totals(site.db, p.id)).toEqual({ price_cents: 500, stock: 6 });
  });

  it('goes back to one default variant without options, and the product form then sets its price and stock', async () => {
    const site = await merchantWithWebsiteFixture();
    const { p } = await productWithOptions(site);
    const back = await replace(site, p.id, { options: [], variants: [{ options: [], price: 8, stock: 4, sku: '' }] });
    expect(back).toMatchObject({ options: [], variants: [{ options: [], price: 8, stock: 4, sku: '' }] });
    expect((await site.db.prepare('SELECT count(*) AS n FROM product_options WHERE product_id = ?').bind(p.id).first())!.n).toBe(0);
    const res = await put(site, site.websiteId, p.id, fields({ price: '6', stock: '2', images: [], keep_image_urls: p.image_urls }));
    expect(res.status).toBe(200);
    expect((await readSet(site, p.id)).variants).toMatchObject([{ price: 6, stock: 2 }]);
  });

  it("takes an image of the product's own (by URL or id); a replaced image leaves the variant without one", async () => {
    const site = await merchantWithWebsiteFixture();
    const p = await create(site, { images: [file(png(2, 2, 1), 'a.png'), file(png(2, 2, 2), 'b.png')] });
    const imageId = (await site.db
      .prepare('SELECT id FROM product_images WHERE product_id = ? AND position = 1')
      .bind(p.id)
      .first<{ id: number }>())!.id;
    const input = sizeByColor();
    input.variants[0]!.image_url = p.image_urls[0]!;
    input.variants[1]!.image_id = imageId;
    const set = await replace(site, p.id, input);
    expect(set.variants.slice(0, 3).map((v) => v.image_url)).toEqual([p.image_urls[0], p.image_urls[1], null]);
    // The product form of a product with options sends no price or stock (its variants hold them).
    const form = fields({ images: [], keep_image_urls: [p.image_urls[1]!], price: undefined, stock: undefined });
    expect((await put(site, site.websiteId, p.id, form)).status).toBe(200);
    const after = (await (await getVariants(site, site.websiteId, p.id)).json()) as typeof set;
    expect(after.variants.slice(0, 2).map((v) => v.image_url)).toEqual([null, p.image_urls[1]]);
  });

  it('the public product list carries options and variants, without owner ids', async () => {
    const site = await merchantWithWebsiteFixture();
    const { p, set } = await productWithOptions(site);
    const plain = await create(site, { price: '3', stock: '2' });
    const page = (await list(site.websiteId, '?limit=10')) as Paged<ProductWithVariants>;
    const shown = page.items.find((i) => i.id === p.id)!;
    expect(shown).toMatchObject({ price: 10, stock: 15, options: set.options, variants: set.variants });
    expect(page.items.find((i) => i.id === plain.id)).toMatchObject({ options: [], variants: [{ options: [], price: 3, stock: 2 }] });
    expect(JSON.stringify(page)).not.toMatch(/website_id|product_id|owner/);
  });

  it("answers 404 for another merchant's product, a website id not the caller's and a missing product; 401 signed out", async () => {
    const site = await merchantWithWebsiteFixture();
    const other = await merchantWithWebsiteFixture();
    const { p } = await productWithOptions(site);
    const body = sizeByColor();
    for (const res of [
      await getVariants(other, other.websiteId, p.id),
      await putVariants(other, other.websiteId, p.id, body),
      await putVariants(other, site.websiteId, p.id, body),
      await putVariants(site, site.websiteId, 999_999_999, body),
      await putVariants(site, site.websiteId, 'abc', body),
    ])
      expect(res.status).toBe(404);
    expect((await putVariants({ token: '' }, site.websiteId, p.id, body)).status).toBe(401);
    expect((await readSet(site, p.id)).variants).toHaveLength(6);
  });

  it('writes the set in one batch: a row the database refuses leaves every earlier statement undone', async () => {
    const site = await merchantWithWebsiteFixture();
    const { p, set } = await productWithOptions(site);
    const row = { values: ['S', 'Red'], sku: '', priceCents: 100, compareAtCents: 50, stock: 1, imageId: null };
    await expect(replaceVariants(site.db, site.websiteId, p.id, [{ name: 'Size', values: ['S'] }], [row])).rejects.toThrow();
    expect(await (await getVariants(site, site.websiteId, p.id)).json()).toEqual(set);
  });
});
