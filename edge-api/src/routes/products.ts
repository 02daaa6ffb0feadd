// Products (SPEC.md §7, DESIGN.md §5; ops productCreate, productList, productUpdate, productDelete):
//   create: owner, multipart {name, description, price, stock, category, rating?, images, variants?}; `variants` is
//           the variants PUT's JSON body ({options, variants}, no ids, no images yet), set up before the first save:
//           checked as that PUT checks it (problems at the same places) and written in the product's batch

//   list:   public, ?page&limit&q&category&stock&ids (q: name, description or category; stock: in|low|out)
//   update: owner, multipart fields + keep_image_urls + new images
// Order of work on writes: check everything (fields, image count, every image's bytes), then put R2 objects, then one
// D1 batch; if the batch fails the new objects are removed, and objects of removed images go only after it succeeded.
import { Hono } from 'hono';
import { MAX_PAGE_SIZE, MAX_PRODUCT_IMAGES, ops, toCents, type ErrorDetail, type ProductInput, englishOf } from '@app/contracts';
import { getProduct, keyFromMediaUrl, listProducts, storeDb, websiteExists } from '@app/db';
import { ApiError, badRequest, notFound, websiteNotFound } from '../errors';
import type { AppEnv, Ctx } from '../env';
import { deleteProduct, insertProduct, ownProductImageKeys, updateProduct, variantPricing, type NewVariantSet } from '../db/products';
import { planVariants, withVariants } from '../services/variants';
import { parseId, readMultipart, fieldError, invalid, ruleDetail } from '../lib/http';
import { body, idParam, query, route } from '../lib/operations';
import { requireStore, type OwnStore } from '../lib/own-website';

import { checkImages, deleteImages, putImages, type StoredImage } from '../storage/images';

export const productRoutes = new Hono<AppEnv>();

// Each required field with what it needs (said under SPEC §5's "Please fill in all fields.").
const REQUIRED = {
  name: 'productNameNeeded',
  description: 'productDescriptionNeeded',
  price: 'productPriceNeeded',
  stock: 'productStockNeeded',
  category: 'productCategoryNeeded',
} as const;
// Plain decimals only: the schema's number parsing would also take '0x10', '1e3' and 'Infinity', which no form sends.
const DECIMAL = /^-?\d{1,16}(\.\d{1,16})?$/;
const INTEGER = /^-?\d{1,16}$/;

type OwnerOp = typeof ops.productCreate | typeof ops.productUpdate | typeof ops.productDelete;

/** The caller's store, when :website_id is it; any other id (someone else's, or none) is the same 404. */
async function ownSiteFromPath(c: Ctx, o: OwnerOp): Promise<OwnStore> {
  const own = await requireStore(c);
  if (idParam(c, o, 'website_id') !== own.id) throw notFound();
  return own;
}

const productNotFound = () => notFound('Product not found', 'product_not_found');

/** Presence first ('Please fill in all fields.' as the form says), then the numbers, then the schema's limits. */
async function readProductFields(o: OwnerOp, fields: Record<string, string>, imageCount: number): Promise<ProductInput> {
  const missing: ErrorDetail[] = Object.entries(REQUIRED)
    .filter(([k]) => !fields[k]?.trim())
    .map(([k, rule]) => ruleDetail(['body', k], { rule }));
  if (imageCount === 0) missing.push(ruleDetail(['body', 'images'], { rule: 'productPhotoNeeded' }));
  if (missing.length) throw invalid({ rule: 'fillAllFields' }, missing);
  if (imageCount > MAX_PRODUCT_IMAGES)
    throw badRequest(englishOf({ rule: 'maxImages', params: { max: MAX_PRODUCT_IMAGES } }), 'too_many_images');

  const price = fields.price.trim();
  const stock = fields.stock.trim();
  const rating = fields.rating?.trim() ?? '';
  const compareAt = fields.compare_at_price?.trim() ?? '';
  if (!DECIMAL.test(price)) throw fieldError(['body', 'price'], { rule: 'priceNumber' });
  if (compareAt && !DECIMAL.test(compareAt)) throw fieldError(['body', 'compare_at_price'], { rule: 'priceNumber' });
  if (!INTEGER.test(stock)) throw fieldError(['body', 'stock'], { rule: 'stockWhole' });
  if (rating && !INTEGER.test(rating)) throw fieldError(['body', 'rating'], { rule: 'ratingWhole' });

  // The schema keeps only its own fields, so a field added to it is read here with no other change.
  return body<ProductInput>(o, { ...fields, price, stock, rating, compare_at_price: compareAt });
}

/**
 * The fields of a product whose variants give its price and stock (`priced`: an update of a product with options, or a
 * create with its variants): the form leaves them out, and a price or stock other than the variants' is refused
 * (409 priced_by_variants) rather than dropped in silence.
 */
async function readPricedFields(
  o: OwnerOp,
  priced: { priceCents: number; stock: number } | null,
  fields: Record<string, string>,
  images: number,
) {
  if (!priced) return readProductFields(o, fields, images);
  const current = { price: String(priced.priceCents / 100), stock: String(priced.stock) };
  const given = (k: 'price' | 'stock') => (fields[k]?.trim() ? fields[k] : current[k]);
  const input = await readProductFields(o, { ...fields, price: given('price'), stock: given('stock') }, images);
  if (toCents(input.price) !== priced.priceCents || input.stock !== priced.stock || input.compare_at_price != null) {
    throw new ApiError(409, 'priced_by_variants', 'This product has variants: change its price and stock in its variants');
  }
  return input;
}

/** A create's `variants` field: the variants PUT's body, checked as that PUT checks a product with no variants yet. */
async function readNewVariants(raw: string | undefined): Promise<NewVariantSet | null> {
  if (raw === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('The variants field must be valid JSON', 'invalid_json');
  }
  const input = await body(ops.variantsPut, parsed);
  return { options: input.options, rows: planVariants(input, { variantIds: new Set(), images: [] }) };
}

/** The price (lowest) and stock (total) a set of variants gives its product, as the triggers of migration 0010 do. */
const pricingOf = (set: NewVariantSet) => ({
  priceCents: Math.min(...set.rows.map((r) => r.priceCents)),
  stock: set.rows.reduce((n, r) => n + r.stock, 0),
});

/** Writes D1 with the new objects already in R2; if D1 refuses, the objects go too (nothing half-written). */
async function withRollback<T>(c: Ctx, stored: StoredImage[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await deleteImages(
      c.env.MEDIA,
      stored.map((s) => s.key),
    );
    throw err;
  }
}

route(productRoutes, ops.productCreate, async (c) => {
  const { id: websiteId, db } = await ownSiteFromPath(c, ops.productCreate);
  const { fields, files } = await readMultipart(c);
  const uploads = files.images ?? [];
  const set = await readNewVariants(fields.variants);
  const input = await readPricedFields(ops.productCreate, set && pricingOf(set), fields, uploads.length);
  const checked = await checkImages(uploads);
  const stored = await putImages(c.env, 'products', checked);
  const id = await withRollback(c, stored, () => insertProduct(db, websiteId, input, stored, set ?? undefined));
  const product = await getProduct(db, websiteId, id);
  return c.json(product, 201);
});

route(productRoutes, ops.productList, async (c) => {
  const websiteId = idParam(c, ops.productList, 'website_id', websiteNotFound);
  const q = await query(c, ops.productList);
  const ids = parseIds(q.ids);
  // The directory says which shard holds the store; a store it does not know is the same 404 as a missing row.
  const db = await storeDb(c.env, websiteId);
  if (!db || !(await websiteExists(db, websiteId))) throw websiteNotFound();
  const page = await listProducts(db, websiteId, {
    page: q.page,
    limit: q.limit,
    q: q.q || undefined,
    category: q.category || undefined,
    stock: q.stock || undefined,
    ids,
  });
  return c.json(await withVariants(db, websiteId, page));
});

/** `ids=1,2,3` (the cart re-pricing its lines): positive integers, at most one page's worth. */
function parseIds(raw: string): number[] | undefined {
  const parts = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length === 0) return undefined;
  if (parts.length > MAX_PAGE_SIZE) throw invalid({ rule: 'idsMax', params: { max: MAX_PAGE_SIZE } });
  const ids = parts.map(parseId);
  if (ids.some((id) => id == null)) throw invalid({ rule: 'idsList' });
  return [...new Set(ids as number[])];
}

route(productRoutes, ops.productUpdate, async (c) => {
  const { id: websiteId, db } = await ownSiteFromPath(c, ops.productUpdate);
  const productId = idParam(c, ops.productUpdate, 'product_id', productNotFound);
  const currentKeys = await ownProductImageKeys(db, websiteId, productId);
  if (currentKeys == null) throw productNotFound();

  const { fields, lists, files } = await readMultipart(c);
  // Only this product's own media URLs count; anything else (another product's, a foreign URL) is ignored.
  const own = new Set(currentKeys);
  const keep = [...new Set((lists.keep_image_urls ?? []).map((u) => keyFromMediaUrl(u.trim())))].filter(
    (k): k is string => k != null && own.has(k),
  );
  const uploads = files.images ?? [];
  const priced = await variantPricing(db, websiteId, productId);
  const input = await readPricedFields(ops.productUpdate, priced, fields, keep.length + uploads.length);
  const checked = await checkImages(uploads);

  const stored = await putImages(c.env, 'products', checked);
  let removed: string[];
  try {
    removed = await withRollback(c, stored, () => updateProduct(db, websiteId, productId, input, keep, stored));
  } catch (err) {
    // Deleted while we were uploading: that is a 404, not a server error.
    if ((await ownProductImageKeys(db, websiteId, productId)) == null) throw productNotFound();
    throw err;
  }
  await deleteImages(c.env.MEDIA, removed);
  return c.json(await getProduct(db, websiteId, productId));
});

route(productRoutes, ops.productDelete, async (c) => {
  const { id: websiteId, db } = await ownSiteFromPath(c, ops.productDelete);
  const productId = idParam(c, ops.productDelete, 'product_id', productNotFound);
  const removed = await deleteProduct(db, websiteId, productId);
  if (removed == null) throw productNotFound();
  await deleteImages(c.env.MEDIA, removed);
  return c.json({ message: 'Product deleted', id: productId });
});
