// POST /internal/media-variants {key}: makes one missing resized copy of an image stored before copies existed
// (storage/variants.ts). Only the storefront calls it, over its API service binding, when /media/{variant} is not in
// R2 (storefront-worker never writes R2). The front door forwards /api/* with every header of the internet, so no
// header can prove where a call came from: the storefront signs the key under the secret both Workers hold, and any
// call without that signature gets the same 404 as a missing route. Not in the contracts' table: no client calls it.
import { MEDIA_VARIANT_PATH, MEDIA_VARIANT_SIGNATURE_HEADER, parseVariantKey, verifyVariantRequest } from '@app/db';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { notFound } from '../errors';
import { ensureVariant } from '../storage/variants';

export const mediaVariantRoutes = new Hono<AppEnv>();

mediaVariantRoutes.post(MEDIA_VARIANT_PATH, async (c) => {
  const body = await c.req.json<{ key?: unknown }>().catch(() => null);
  const key = typeof body?.key === 'string' ? body.key : '';
  const signature = c.req.header(MEDIA_VARIANT_SIGNATURE_HEADER) ?? '';
  if (!key || !(await verifyVariantRequest(c.env.PREVIEW_SECRET, key, signature))) throw notFound();
  const variant = parseVariantKey(key);
  if (!variant) throw notFound();
  const outcome = await ensureVariant(c.env, variant.original, variant.width);
  if (outcome === 'no_original') throw notFound();
  // 422: the original stays the only copy (the storefront serves it).
  return c.json({ key, outcome }, outcome === 'unreadable' ? 422 : 200);
});
