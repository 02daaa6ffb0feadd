// /_sf/{hash}/{file}: the stylesheet, the islands and the Ethiopic font, built by scripts/build-assets.mjs into
// src/generated/assets.ts. The hash is of the content, so a URL never changes meaning: cached for a year.
import { ASSET_FILES } from '../generated/assets';
import { textResponse } from '../lib/headers';

const decoded = new Map<string, Uint8Array>();

function bytesOf(path: string): Uint8Array | null {
  const file = ASSET_FILES[path];
  if (!file) return null;
  let bytes = decoded.get(path);
  if (!bytes) {
    bytes = file.base64 ? Uint8Array.from(atob(file.body), (c) => c.charCodeAt(0)) : new TextEncoder().encode(file.body);
    decoded.set(path, bytes);
  }
  return bytes;
}

export function serveAsset(req: Request, path: string): Response {
  if (req.method !== 'GET' && req.method !== 'HEAD') return textResponse('Method not allowed', 405, undefined, { Allow: 'GET, HEAD' });
  const bytes = bytesOf(path);
  if (!bytes) return textResponse('Not found', 404, undefined, { 'Cache-Control': 'no-store' });
  return new Response(req.method === 'HEAD' ? null : bytes, {
    headers: {
      'Content-Type': ASSET_FILES[path].type,
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
