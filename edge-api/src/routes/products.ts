// Products (SPEC.md §7, DESIGN.md §5). Paths below are relative to the /website mount:
//   POST   /:id/products                          owner, multipart {name, description, price, stock, category, rating?, images}
//   GET    /website/:id/products                  public, ?page&limit&q&category&ids
//   PUT    /website/:id/products/:productID       owner, multipart fields + keep_image_urls + new images
//   DELETE /website/:id/products/:productID       owner
// Order of work on writes: check everything (fields, image count, every image's bytes), then put R2 objects, then one
// D1 batch; if the batch fails the new objects are removed, and objects of removed images go only after it succeeded.
import { Hono } from 'hono';
import { englishOf, MAX_PAGE_SIZE, MAX_PRODUCT_IMAGES, productListQuerySchema, productSchema, type ErrorDetail } from '@app/contracts';
import { getProduct, keyFromMediaUrl, listProducts, websiteExists } from '@app/db';
import { badRequest, notFound, websiteNotFound } from '../errors';
import type { AppEnv, Ctx } from '../env';
import { deleteProduct, insertProduct, ownProductImageKeys, updateProduct, type ProductInput } from '../db/products';
import { fieldError, idParam, invalid, parseId, readMultipart, ruleDetail, validate } from '../lib/http';
import { requireWebsiteId } from '../lib/owner';
import { requireAuth } from '../middleware/auth';
import { checkImages, deleteImages, putImages, type StoredImage } from '../storage/images';

export const productRoutes = new Hono<AppEnv>();

const REQUIRED = ['name', 'description', 'price', 'stock', 'category'] as const;
// Plain decimals only: the schema's number parsing would also take '0x10', '1e3' and 'Infinity', which no form sends.
const DECIMAL = /^-?\d{1,16}(\.\d{1,16})?$/;
const INTEGER = /^-?\d{1,16}$/;

/** The caller's website id, when :id is it; any other id (someone else's, or none) is the same 404. */
async function ownSiteFromPath(c: Ctx): Promise<number> {
  const own = await requireWebsiteId(c);
  if (idParam(c, 'id') !== own) throw notFound();
  return own;
}

const productNotFound = () => notFound('Product not found', 'product_not_found');

/** Presence first ('Please fill in all fields.' as the form says), then the numbers, then the schema's limits. */
async function readProductFields(fields: Record<string, string>, imageCount: number): Promise<ProductInput> {
  const fill = { rule: 'fillAllFields' } as const;
  const missing: ErrorDetail[] = REQUIRED.filter((k) => !fields[k]?.trim()).map((k) => ruleDetail(['body', k], fill));
  if (imageCount === 0) missing.push(ruleDetail(['body', 'images'], fill));
  if (missing.length) throw invalid(fill, missing);
  if (imageCount > MAX_PRODUCT_IMAGES) throw badRequest(englishOf({ rule: 'maxImages', params: { max: MAX_PRODUCT_IMAGES } }), 'too_many_images');

  const price = fields.price.trim();
  const stock = fields.stock.trim();
  const rating = fields.rating?.trim() ?? '';
  if (!DECIMAL.test(price)) throw fieldError(['body', 'price'], { rule: 'priceNumber' });
  if (!INTEGER.test(stock)) throw fieldError(['body', 'stock'], { rule: 'stockWhole' });
  if (rating && !INTEGER.test(rating)) throw fieldError(['body', 'rating'], { rule: 'ratingWhole' });

  const data = await validate(productSchema, { ...fields, price, stock, rating });
  return {
    name: data.name,
    description: data.description,
    price: data.price,
    stock: data.stock,
    category: data.category,
    rating: data.rating ?? 0,
  };
}

/** Writes D1 with the new objects already in R2; if D1 refuses, the objects go too (nothing half-written). */
async function withRollback<T>(c: Ctx, stored: StoredImage[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await deleteImages(c.env.MEDIA, stored.map((s) => s.key));
    throw err;
  }
}

productRoutes.post('/:id/products', requireAuth, async (c) => {
  const websiteId = await ownSiteFromPath(c);
  const { fields, files } = await readMultipart(c);
  const uploads = files.images ?? [];
  const input = await readProductFields(fields, uploads.length);
  const checked = await checkImages(uploads);

  const db = c.env.DB;
  const stored = await putImages(c.env.MEDIA, 'products', checked);
  const id = await withRollback(c, stored, () => insertProduct(db, websiteId, input, stored));
  const product = await getProduct(db, websiteId, id);
  return c.json(product, 201);
});

productRoutes.get('/website/:id/products', async (c) => {
  const websiteId = idParam(c, 'id', websiteNotFound);
  const query = await validate(productListQuerySchema, c.req.query(), 'query');
  const ids = parseIds(query.ids);
  const db = c.env.DB;
  if (!(await websiteExists(db, websiteId))) throw websiteNotFound();
  const page = await listProducts(db, websiteId, {
    page: query.page,
    limit: query.limit,
    q: query.q || undefined,
    category: query.category || undefined,
    ids,
  });
  return c.json(page);
});

/** `ids=1,2,3` (the cart re-pricing its lines): positive integers, at most one page's worth. */
function parseIds(raw: string): number[] | undefined {
  const parts = raw.split(',').map((s) => s.trim()).filter(Boolean);
  if (parts.length === 0) return undefined;
  if (parts.length > MAX_PAGE_SIZE) throw invalid({ rule: 'idsMax', params: { max: MAX_PAGE_SIZE } });
  const ids = parts.map(parseId);
  if (ids.some((id) => id == null)) throw invalid({ rule: 'idsList' });
  return [...new Set(ids as number[])];
}

productRoutes.put('/website/:id/products/:productID', requireAuth, async (c) => {
  const websiteId = await ownSiteFromPath(c);
  const productId = idParam(c, 'productID', productNotFound);
  const db = c.env.DB;
  const currentKeys = await ownProductImageKeys(db, websiteId, productId);
  if (currentKeys == null) throw productNotFound();

  const { fields, lists, files } = await readMultipart(c);
  // Only this product's own media URLs count; anything else (another product's, a foreign URL) is ignored.
  const own = new Set(currentKeys);
  const keep = [...new Set((lists.keep_image_urls ?? []).map((u) => keyFromMediaUrl(u.trim())))].filter(
    (k): k is string => k != null && own.has(k),
  );
  const uploads = files.images ?? [];
  const input = await readProductFields(fields, keep.length + uploads.length);
  const checked = await checkImages(uploads);

  const stored = await putImages(c.env.MEDIA, 'products', checked);
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

productRoutes.delete('/website/:id/products/:productID', requireAuth, async (c) => {
  const websiteId = await ownSiteFromPath(c);
  const productId = idParam(c, 'productID', productNotFound);
  const removed = await deleteProduct(c.env.DB, websiteId, productId);
  if (removed == null) throw productNotFound();
  await deleteImages(c.env.MEDIA, removed);
  return c.json({ message: 'Product deleted', id: productId });
});
