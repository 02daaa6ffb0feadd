// The copies migration 0020 keeps for the home grid, so one uncached home render reads one row per card: a product's
// first image on its row (cover_*), and the store's category list on the website row. Written by triggers in the
// same transaction as the write; checked here against the tables they copy, after every kind of write.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CATEGORY_LIST_MAX } from '@app/db';
import { findStore } from '../src/data/store-row';
import { addProduct, createStore } from './fixtures';

/** Readers and a writer of one store's shard. */
const on = (db: D1Database) => ({
  cover: (id: number) =>
    db
      .prepare('SELECT cover_key AS k, cover_width AS w, cover_height AS h FROM products WHERE id = ?')
      .bind(id)
      .first<{ k: string | null; w: number | null; h: number | null }>(),
  version: async (siteId: number) =>
    (await db.prepare('SELECT content_version AS v FROM websites WHERE id = ?').bind(siteId).first<{ v: number }>())!.v,
  run: (sql: string, ...params: unknown[]) =>
    db
      .prepare(sql)
      .bind(...params)
      .run(),
});
/** The list as the storefront reads it: on the store row every request starts with. */
const storeCategories = async (id: number) => {
  const row = await findStore(env, { id });
  return JSON.parse(row && 'categoriesJson' in row ? row.categoriesJson : 'null') as string[];
};

describe("a product's cover (its first image by position)", () => {
  it('follows inserts, reorders, re-measures, moves and deletes of images', async () => {
    const s = await createStore();
    const { cover, run } = on(s.db);
    const id = await addProduct(s.id, { images: [{ key: 'c/a.jpg', width: 100, height: 50 }, { key: 'c/b.jpg' }] });
    expect(await cover(id)).toEqual({ k: 'c/a.jpg', w: 100, h: 50 });

    await run('UPDATE product_images SET position = 5 WHERE key = ?', 'c/a.jpg');
    expect(await cover(id)).toEqual({ k: 'c/b.jpg', w: 640, h: 480 });
    await run('UPDATE product_images SET width = 320, height = 240 WHERE key = ?', 'c/b.jpg');
    expect(await cover(id)).toEqual({ k: 'c/b.jpg', w: 320, h: 240 });

    const other = await addProduct(s.id);
    expect(await cover(other)).toEqual({ k: null, w: null, h: null });
    await run('UPDATE product_images SET product_id = ? WHERE key = ?', other, 'c/b.jpg');
    expect(await cover(other)).toEqual({ k: 'c/b.jpg', w: 320, h: 240 });
    expect(await cover(id)).toEqual({ k: 'c/a.jpg', w: 100, h: 50 });

    await run('DELETE FROM product_images WHERE key = ?', 'c/a.jpg');
    expect(await cover(id)).toEqual({ k: null, w: null, h: null });
  });

  it('bumps content_version once per image write, as before the copy', async () => {
    const s = await createStore();
    const { cover, version, run } = on(s.db);
    const id = await addProduct(s.id, { images: [{ key: 'v/a.jpg' }] });
    const before = await version(s.id);
    await run(
      'INSERT INTO product_images (product_id, website_id, key, content_type, position) VALUES (?, ?, ?, ?, ?)',
      id,
      s.id,
      'v/first.jpg',
      'image/jpeg',
      -1,
    );
    expect(await cover(id)).toMatchObject({ k: 'v/first.jpg' });
    expect(await version(s.id)).toBe(before + 1);
    await run('DELETE FROM product_images WHERE key = ?', 'v/first.jpg');
    expect(await version(s.id)).toBe(before + 2);
  });
});

describe("the store's category list", () => {
  it('gains a category with its first product and loses it with its last, sorted', async () => {
    const s = await createStore();
    const { run } = on(s.db);
    const hat = await addProduct(s.id, { category: 'Hats' });
    await addProduct(s.id, { category: 'Shirts' });
    const mug = await addProduct(s.id, { category: 'Kitchen' });
    const mug2 = await addProduct(s.id, { category: 'Kitchen' });
    expect(await storeCategories(s.id)).toEqual(['Hats', 'Kitchen', 'Shirts']);

    await run('DELETE FROM products WHERE id = ?', mug);
    expect(await storeCategories(s.id)).toEqual(['Hats', 'Kitchen', 'Shirts']);
    await run('DELETE FROM products WHERE id = ?', mug2);
    expect(await storeCategories(s.id)).toEqual(['Hats', 'Shirts']);

    await run('UPDATE products SET category = ? WHERE id = ?', 'Bags', hat);
    expect(await storeCategories(s.id)).toEqual(['Bags', 'Shirts']);
    await run('UPDATE products SET name = ? WHERE id = ?', 'Renamed', hat);
    expect(await storeCategories(s.id)).toEqual(['Bags', 'Shirts']);
  });

  it(`keeps the first ${CATEGORY_LIST_MAX} in order, and the next one moves up when one of them goes`, async () => {
    const s = await createStore();
    const { run } = on(s.db);
    const ids: number[] = [];
    // Inserted out of order, so the merge has to sort.
    for (let i = CATEGORY_LIST_MAX + 2; i >= 1; i--) ids.push(await addProduct(s.id, { category: `C${String(i).padStart(2, '0')}` }));
    const all = Array.from({ length: CATEGORY_LIST_MAX + 2 }, (_, i) => `C${String(i + 1).padStart(2, '0')}`);
    expect(await storeCategories(s.id)).toEqual(all.slice(0, CATEGORY_LIST_MAX));
    await run('DELETE FROM products WHERE id = ?', ids.at(-1)); // C01
    expect(await storeCategories(s.id)).toEqual(all.slice(1, CATEGORY_LIST_MAX + 1));
  });

  it('is one row read, however many categories and products', async () => {
    const s = await createStore();
    for (let i = 0; i < 60; i++) await addProduct(s.id, { category: `Cat ${i % 12}` });
    const res = await s.db.prepare('SELECT categories FROM websites WHERE id = ?').bind(s.id).all();
    expect(res.meta.rows_read).toBe(1);
    expect(await storeCategories(s.id)).toHaveLength(12);
  });
});
