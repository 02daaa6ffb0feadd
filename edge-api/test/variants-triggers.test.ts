// Migration 0010's triggers, against real D1: products.price_cents (lowest variant price) and products.stock (sum)
// stay exact whichever side is written, a new product gets its default variant, a product without options passes a
// direct price/stock write to that variant, and a product with options refuses one that disagrees with its variants.
import { describe, expect, it } from 'vitest';
import { contentVersion, merchantWithWebsiteFixture, productFixture } from './fixtures';
import { create, put, fields, productRow } from './product-helpers';
import { buy, cart, postCheckout } from './checkout-fixtures';

interface VariantDbRow {
  id: number;
  option1: string;
  option2: string;
  option3: string;
  sku: string;
  price_cents: number;
  compare_at_cents: number | null;
  stock: number;
}

const variantRows = (db: D1Database, productId: number) =>
  db
    .prepare('SELECT * FROM variants WHERE product_id = ? ORDER BY position, id')
    .bind(productId)
    .all<VariantDbRow>()
    .then((r) => r.results);
const totals = (db: D1Database, productId: number) =>
  db.prepare('SELECT price_cents, stock FROM products WHERE id = ?').bind(productId).first<{ price_cents: number; stock: number }>();

/** Two option variants (S 12.00 x 3, M 9.00 x 4) in place of the product's default variant, written as SQL. */
async function withOptions(db: D1Database, websiteId: number, productId: number) {
  await db.batch([
    db.prepare('DELETE FROM variants WHERE product_id = ?').bind(productId),
    db
      .prepare(
        `INSERT INTO variants (website_id, product_id, option1, price_cents, stock, position) VALUES (?1, ?2, 'S', 1200, 3, 0), (?1, ?2, 'M', 900, 4, 1)`,
      )
      .bind(websiteId, productId),
  ]);
}

describe('variants triggers (migration 0010)', () => {
  it('gives every new product its default variant with its price, stock and SKU', async () => {
    const site = await merchantWithWebsiteFixture();
    const viaSql = await productFixture(site.websiteId, { priceCents: 1234, stock: 5 });
    const viaApi = await create(site, { price: '19.99', stock: '7', sku: 'MUG-1' });
    expect(await variantRows(site.db, viaSql)).toMatchObject([
      { option1: '', option2: '', option3: '', price_cents: 1234, stock: 5, sku: '' },
    ]);
    expect(await variantRows(site.db, viaApi.id)).toMatchObject([
      { option1: '', price_cents: 1999, stock: 7, sku: 'MUG-1', compare_at_cents: null },
    ]);
  });

  it("passes the product form's price, stock and SKU to the default variant, and a variant write back", async () => {
    const site = await merchantWithWebsiteFixture();
    const p = await create(site, { price: '10', stock: '2' });
    expect(
      (await put(site, site.websiteId, p.id, fields({ price: '15.50', stock: '9', sku: 'X', images: [], keep_image_urls: p.image_urls })))
        .status,
    ).toBe(200);
    expect(await variantRows(site.db, p.id)).toMatchObject([{ price_cents: 1550, stock: 9, sku: 'X' }]);
    await site.db.prepare('UPDATE variants SET price_cents = 700, stock = 1, compare_at_cents = 900 WHERE product_id = ?').bind(p.id).run();
    expect(await totals(site.db, p.id)).toEqual({ price_cents: 700, stock: 1 });
    // A new price at or above the compare-at price drops the compare-at price instead of failing the form.
    await site.db.prepare('UPDATE products SET price_cents = 950 WHERE id = ?').bind(p.id).run();
    expect(await variantRows(site.db, p.id)).toMatchObject([{ price_cents: 950, stock: 1, compare_at_cents: null }]);
  });

  it('keeps price = lowest and stock = sum through inserts, updates and deletes of variants', async () => {
    const site = await merchantWithWebsiteFixture();
    const id = await productFixture(site.websiteId, { priceCents: 5000, stock: 50 });
    await withOptions(site.db, site.websiteId, id);
    expect(await totals(site.db, id)).toEqual({ price_cents: 900, stock: 7 });
    await site.db.prepare(`UPDATE variants SET price_cents = 1500, stock = 10 WHERE product_id = ? AND option1 = 'M'`).bind(id).run();
    expect(await totals(site.db, id)).toEqual({ price_cents: 1200, stock: 13 });
    await site.db.prepare(`DELETE FROM variants WHERE product_id = ? AND option1 = 'S'`).bind(id).run();
    expect(await totals(site.db, id)).toEqual({ price_cents: 1500, stock: 10 });
  });

  it('refuses a direct stock or price write on a product with options, as a CHECK failure, changing nothing', async () => {
    const site = await merchantWithWebsiteFixture();
    const id = await productFixture(site.websiteId);
    await withOptions(site.db, site.websiteId, id);
    await expect(site.db.prepare('UPDATE products SET stock = stock - 1 WHERE id = ?').bind(id).run()).rejects.toThrow(
      /CHECK constraint failed/,
    );
    await expect(site.db.prepare('UPDATE products SET price_cents = 1 WHERE id = ?').bind(id).run()).rejects.toThrow(
      /CHECK constraint failed/,
    );
    expect(await totals(site.db, id)).toEqual({ price_cents: 900, stock: 7 });
    expect((await variantRows(site.db, id)).map((v) => v.stock)).toEqual([3, 4]);
  });

  it("refuses the product form's price or stock on a product with options (409 priced_by_variants), never drops it", async () => {
    const site = await merchantWithWebsiteFixture();
    const p = await create(site);
    await withOptions(site.db, site.websiteId, p.id);
    const save = (over: Record<string, string | undefined>) =>
      put(site, site.websiteId, p.id, fields({ name: 'Tee', images: [], keep_image_urls: p.image_urls, ...over }));
    for (const over of [{ price: '1' }, { stock: '99' }, { price: '1', stock: '99' }]) {
      const res = await save({ price: '9', stock: '7', ...over });
      expect(res.status, JSON.stringify(over)).toBe(409);
      expect(await res.json()).toMatchObject({ code: 'priced_by_variants' });
    }
    expect(await productRow(site.db, p.id)).toMatchObject({ name: 'Mug', price_cents: 900, stock: 7 });
    // Left out (what the form sends for such a product) or equal to the variants': the other fields are saved.
    const omitted = await save({ price: undefined, stock: undefined });
    expect(omitted.status).toBe(200);
    expect(await omitted.json()).toMatchObject({ name: 'Tee', price: 9, stock: 7 });
    expect((await save({ name: 'Top', price: '9.00', stock: '7' })).status).toBe(200);
    expect(await totals(site.db, p.id)).toEqual({ price_cents: 900, stock: 7 });
  });

  it("today's checkout takes a default-variant product's stock from its variant too", async () => {
    const site = await merchantWithWebsiteFixture();
    const id = await productFixture(site.websiteId, { priceCents: 1000, stock: 5 });
    await buy(site.websiteId, [[id, 2]]);
    expect(await totals(site.db, id)).toEqual({ price_cents: 1000, stock: 3 });
    expect(await variantRows(site.db, id)).toMatchObject([{ stock: 3 }]);
  });

  it('a checkout of a product with options that names no variant is a 400 variant_required, taking nothing', async () => {
    const site = await merchantWithWebsiteFixture();
    const id = await productFixture(site.websiteId);
    await withOptions(site.db, site.websiteId, id);
    const res = await postCheckout(site.websiteId, cart([{ product_id: id, quantity: 1 }]));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('variant_required');
    expect((await variantRows(site.db, id)).map((v) => v.stock)).toEqual([3, 4]);
  });

  it('bumps content_version for a change of a variant or of the options, once for a product write it follows', async () => {
    const site = await merchantWithWebsiteFixture();
    const id = await productFixture(site.websiteId, { priceCents: 1000, stock: 5 });
    const bumps = async (sql: string) => {
      const v = await contentVersion(site.websiteId);
      await site.db.prepare(sql).bind(id).run();
      return (await contentVersion(site.websiteId)) - v;
    };
    expect(await bumps('UPDATE products SET stock = 4 WHERE id = ?')).toBe(1);
    expect(await bumps('UPDATE variants SET compare_at_cents = 2000 WHERE product_id = ?')).toBe(1);
    expect(await bumps("UPDATE variants SET sku = 'V' WHERE product_id = ?")).toBe(1);
    expect(
      await bumps(`INSERT INTO product_options (product_id, website_id, options) SELECT id, website_id, '[]' FROM products WHERE id = ?`),
    ).toBe(1);
  });
});
