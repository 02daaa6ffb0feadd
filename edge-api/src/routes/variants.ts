// A product's options and variants (DESIGN §17; ops variantsGet, variantsPut). Owner only: another merchant's
// product, or a website id that is not the caller's, is the same 404 as a missing one.
import { ops, type ProductVariants } from '@app/contracts';
import { readVariants } from '@app/db';
import { Hono } from 'hono';
import { replaceVariants, variantTargets } from '../db/variants';
import type { AppEnv, Ctx } from '../env';
import { notFound } from '../errors';
import { readJson } from '../lib/http';
import { body, idParam, route } from '../lib/operations';
import { requireStore } from '../lib/own-website';
import { planVariants } from '../services/variants';

export const variantRoutes = new Hono<AppEnv>();

const productNotFound = () => notFound('Product not found', 'product_not_found');

/** The caller's website and the product named by the path, checked to be the caller's. */
async function ownProduct(c: Ctx, o: typeof ops.variantsGet | typeof ops.variantsPut) {
  const { id: websiteId, db } = await requireStore(c);
  if (idParam(c, o, 'website_id') !== websiteId) throw notFound();
  return { websiteId, db, productId: idParam(c, o, 'product_id', productNotFound) };
}

async function answer(d1: D1Database, websiteId: number, productId: number): Promise<ProductVariants> {
  const found = (await readVariants(d1, websiteId, [productId])).get(productId);
  if (!found) throw productNotFound();
  return found;
}

route(variantRoutes, ops.variantsGet, async (c) => {
  const { websiteId, db, productId } = await ownProduct(c, ops.variantsGet);
  return c.json(await answer(db, websiteId, productId));
});

route(variantRoutes, ops.variantsPut, async (c) => {
  const { websiteId, db, productId } = await ownProduct(c, ops.variantsPut);
  const input = await body(ops.variantsPut, await readJson(c));
  const targets = await variantTargets(db, websiteId, productId);
  if (!targets) throw productNotFound();
  const rows = planVariants(input, targets);
  try {
    await replaceVariants(db, websiteId, productId, input.options, rows);
  } catch (err) {
    // Deleted while we checked: a 404, not a server error.
    if (!(await variantTargets(db, websiteId, productId))) throw productNotFound();
    throw err;
  }
  return c.json(await answer(db, websiteId, productId));
});
