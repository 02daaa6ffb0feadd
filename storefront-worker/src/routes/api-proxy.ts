// On a store's custom domain the shopper's page calls /api/... on that host, which reaches this Worker: the two
// public calls a storefront makes are forwarded to edge-api over the service binding; nothing else is.
import { textResponse } from '../lib/headers';

const ALLOWED: { method: string; pattern: RegExp }[] = [
  { method: 'POST', pattern: /^\/api\/stores\/\d{1,15}\/checkout$/ },
  { method: 'GET', pattern: /^\/api\/website\/website\/\d{1,15}\/products\/?$/ },
];
// Only what these calls need: no cookies or credentials of the store's domain travel to the API.
const FORWARDED_HEADERS = ['Content-Type', 'Accept', 'Accept-Language', 'Idempotency-Key'];

export function isForwardable(method: string, path: string): boolean {
  return ALLOWED.some((a) => a.method === method && a.pattern.test(path));
}

export async function forwardToApi(req: Request, env: Env, path: string): Promise<Response> {
  if (!isForwardable(req.method, path)) {
    return textResponse(JSON.stringify({ message: 'Not found', code: 'not_found' }), 404, 'application/json; charset=utf-8');
  }
  const url = new URL(req.url);
  const target = new URL(path.slice('/api'.length) + url.search, url.origin);
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const v = req.headers.get(name);
    if (v !== null) headers.set(name, v);
  }
  const body = req.method === 'GET' ? undefined : await req.arrayBuffer();
  return env.API.fetch(new Request(target, { method: req.method, headers, body }));
}
