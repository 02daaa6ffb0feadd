// /media/{key}: product and hero images and their resized WebP copies from R2, with the type sniffed at upload,
// nosniff and a one-year immutable cache (keys are random and never reused; a copy's key is derived from its
// original's). Keys that keyFromMediaUrl would not accept are refused.
//
// An image stored before copies existed has none: the first request for one asks edge-api, over the API service
// binding with a signed request (@app/db MEDIA_VARIANT_PATH), to make that copy once (this Worker never writes R2),
// then serves it. If it cannot be made the original is served under a short cache, so the copy is asked for again
// later rather than the original being pinned under the copy's URL for a year.
import { keyFromMediaUrl, MEDIA_VARIANT_PATH, MEDIA_VARIANT_SIGNATURE_HEADER, parseVariantKey, signVariantRequest } from '@app/db';
import { MEDIA_CSP, textResponse } from '../lib/headers';

const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const FALLBACK_CACHE_CONTROL = 'public, max-age=300';

export async function serveMedia(req: Request, env: Env, path: string): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return textResponse('Method not allowed', 405, undefined, { Allow: 'GET, HEAD' });
  const key = keyFromMediaUrl(path);
  if (!key) return textResponse('Not found', 404);
  const obj = await env.MEDIA.get(key, { onlyIf: req.headers });
  if (obj) return objectResponse(req, obj, MEDIA_CACHE_CONTROL);
  const variant = parseVariantKey(key);
  // A made-up copy of no original costs one R2 head here, never a call to edge-api.
  if (!variant || !(await env.MEDIA.head(variant.original))) return textResponse('Not found', 404);
  if (await askForVariant(env, key)) {
    const made = await env.MEDIA.get(key);
    if (made) return objectResponse(req, made, MEDIA_CACHE_CONTROL);
  }
  const original = await env.MEDIA.get(variant.original);
  return original ? objectResponse(req, original, FALLBACK_CACHE_CONTROL) : textResponse('Not found', 404);
}

/** Asks edge-api to make the copy `key`; true when it is now in R2. */
async function askForVariant(env: Env, key: string): Promise<boolean> {
  try {
    const res = await env.API.fetch(`https://edge-api${MEDIA_VARIANT_PATH}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [MEDIA_VARIANT_SIGNATURE_HEADER]: await signVariantRequest(env.PREVIEW_SECRET, key),
      },
      body: JSON.stringify({ key }),
    });
    await res.body?.cancel();
    return res.ok;
  } catch (err) {
    console.error('media variant request failed', key, err);
    return false;
  }
}

function objectResponse(req: Request, obj: R2Object | R2ObjectBody, cacheControl: string): Response {
  const headers = new Headers({
    'Content-Type': obj.httpMetadata?.contentType ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    'Content-Security-Policy': MEDIA_CSP,
    ETag: obj.httpEtag,
  });
  // With a matching If-None-Match, R2 returns the object without a body: answer 304.
  if (!('body' in obj) || !obj.body) return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(obj.size));
  return new Response(req.method === 'HEAD' ? null : obj.body, { status: 200, headers });
}
