// Shared by the variants tests: calls of GET|PUT .../products/:id/variants and the rows a refused call must leave.
import { expect } from 'vitest';
import type { ErrorBody, ProductVariants, VariantsInput } from '@app/contracts';
import { contentVersion } from './fixtures';
import { api } from './helpers';
import type { Site } from './product-helpers';

export const variantsPath = (websiteId: number, productId: number | string) => `/website/${websiteId}/products/${productId}/variants`;

export const getVariants = (site: { token: string }, websiteId: number, productId: number | string) =>
  api(variantsPath(websiteId, productId), { token: site.token });

export const putVariants = (site: { token: string }, websiteId: number, productId: number | string, json: unknown) =>
  api(variantsPath(websiteId, productId), { method: 'PUT', token: site.token, json });

/** A PUT that must succeed: the answer. */
export async function replace(site: Site, productId: number, input: VariantsInput): Promise<ProductVariants> {
  const res = await putVariants(site, site.websiteId, productId, input);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ProductVariants;
}

/** Size S/M/L x Color Red/Blue: six variants, priced 10 + row index, stock = row index. */
export const sizeByColor = (): VariantsInput => {
  const sizes = ['S', 'M', 'L'];
  const colors = ['Red', 'Blue'];
  return {
    options: [
      { name: 'Size', values: sizes },
      { name: 'Color', values: colors },
    ],
    variants: sizes.flatMap((s, i) =>
      colors.map((c, j) => ({ options: [s, c], price: 10 + i * 2 + j, stock: i * 2 + j, sku: `T-${s}-${c}` })),
    ),
  };
};

const snapshot = async (productId: number, websiteId: number, db: D1Database) => ({
  variants: (await db.prepare('SELECT * FROM variants WHERE product_id = ? ORDER BY id').bind(productId).all()).results,
  options: await db.prepare('SELECT options FROM product_options WHERE product_id = ?').bind(productId).first(),
  product: await db.prepare('SELECT price_cents, stock FROM products WHERE id = ?').bind(productId).first(),
  version: await contentVersion(websiteId),
});

/** A PUT that must be refused with `status` and `expected`, leaving every row (and the page version) as it was. */
export async function expectRefused(site: Site, productId: number, body: unknown, status: number, expected: Partial<ErrorBody>) {
  const before = await snapshot(productId, site.websiteId, site.db);
  const res = await putVariants(site, site.websiteId, productId, body);
  expect(res.status).toBe(status);
  const answer = (await res.json()) as ErrorBody;
  expect(answer).toMatchObject(expected);
  expect(await snapshot(productId, site.websiteId, site.db)).toEqual(before);
  return answer;
}
