// /media/{key}: product and hero images from R2, with the type sniffed at upload, nosniff and a one-year immutable
// cache (keys are random and never reused). Keys that keyFromMediaUrl would not accept are refused.
import { keyFromMediaUrl } from '@app/db';
import { MEDIA_CSP, textResponse } from '../lib/headers';

const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export async function serveMedia(req: Request, env: Env, path: string): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return textResponse('Method not allowed', 405, undefined, { Allow: 'GET, HEAD' });
  const key = keyFromMediaUrl(path);
  if (!key) return textResponse('Not found', 404);
  const obj = await env.MEDIA.get(key, { onlyIf: req.headers });
  if (!obj) return textResponse('Not found', 404);
  const headers = new Headers({
    'Content-Type': obj.httpMetadata?.contentType ?? 'application/octet-stream',
    'Cache-Control': MEDIA_CACHE_CONTROL,
    'Content-Security-Policy': MEDIA_CSP,
    ETag: obj.httpEtag,
  });
  // With a matching If-None-Match, R2 returns the object without a body: answer 304.
  if (!('body' in obj) || !obj.body) return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(obj.size));
  return new Response(req.method === 'HEAD' ? null : obj.body, { status: 200, headers });
}
