// Shared helpers of the product tests: multipart requests and the D1 rows / R2 objects they leave.
import { expect } from 'vitest';
import type { ErrorBody, Paged, Product } from '@app/contracts';
import { contentVersion, merchantWithWebsiteFixture } from './fixtures';
import { api, shardOf } from './helpers';
import { file, form, png, r2Keys } from './media';

export type Site = Awaited<ReturnType<typeof merchantWithWebsiteFixture>>;
export type Values = Parameters<typeof form>[0];

export const fields = (over: Values = {}): Values => ({
  name: 'Mug',
  description: 'A sturdy mug',
  price: '19.99',
  stock: '7',
  category: 'Kitchen',
  rating: '4',
  images: [file(png(2, 2), 'a.png')],
  ...over,
});
export const post = (site: { token: string }, websiteId: number | string, values: Values) =>
  api(`/website/${websiteId}/products`, { method: 'POST', token: site.token, body: form(values) });
export const put = (site: { token: string }, websiteId: number, productId: number | string, values: Values) =>
  api(`/website/website/${websiteId}/products/${productId}`, { method: 'PUT', token: site.token, body: form(values) });
export const del = (site: { token: string }, websiteId: number, productId: number | string) =>
  api(`/website/website/${websiteId}/products/${productId}`, { method: 'DELETE', token: site.token });
export const list = async (websiteId: number, query = '') => {
  const res = await api(`/website/website/${websiteId}/products${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Paged<Product>;
};

export async function create(site: Site, over: Values = {}): Promise<Product> {
  const res = await post(site, site.websiteId, fields(over));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Product;
}

/** A product's row in the store's shard (`db`: the fixture's `site.db`). */
export const productRow = (db: D1Database, id: number) =>
  db.prepare('SELECT * FROM products WHERE id = ?').bind(id).first<Record<string, unknown>>();
export const imageRows = (db: D1Database, productId: number) =>
  db
    .prepare('SELECT key, content_type, width, height, position, website_id FROM product_images WHERE product_id = ? ORDER BY position')
    .bind(productId)
    .all<{ key: string; content_type: string; width: number | null; height: number | null; position: number; website_id: number }>()
    .then((r) => r.results);
export const productCount = async (websiteId: number) =>
  (await (
    await shardOf(websiteId)
  )
    .prepare('SELECT count(*) AS n FROM products WHERE website_id = ?')
    .bind(websiteId)
    .first<{ n: number }>())!.n;

/** Runs a refused request and checks that it left no product row, no image row and no R2 object behind. */
export async function expectRefused(site: Site, send: () => Promise<Response>, status: number, expected: Partial<ErrorBody>) {
  const [keys, rows, images, version] = [
    await r2Keys('products/'),
    await productCount(site.websiteId),
    await allImageCount(site.db),
    await contentVersion(site.websiteId),
  ];
  const res = await send();
  expect(res.status).toBe(status);
  expect(await res.json()).toMatchObject(expected);
  expect(await r2Keys('products/')).toEqual(keys);
  expect(await productCount(site.websiteId)).toBe(rows);
  expect(await allImageCount(site.db)).toBe(images);
  expect(await contentVersion(site.websiteId)).toBe(version);
}
const allImageCount = async (db: D1Database) => (await db.prepare('SELECT count(*) AS n FROM product_images').first<{ n: number }>())!.n;
