import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { workerProject } from '../edge-api/vitest.worker-project.ts';

// The Worker imports src/generated/assets.ts: build it first, so a plain `vitest run` works on a fresh checkout.
execFileSync(process.execPath, [path.join(import.meta.dirname, 'scripts/build-assets.mjs')], {
  stdio: 'inherit',
  env: { ...process.env, QUIET_BUILD: '1' },
});

// edge-api's POST /internal/media-variants (@app/db MEDIA_VARIANT_PATH): the calls it got, and the bytes it stores as the
// asked copy (edge-api's own tests cover the real resize; here only the storefront's side of the exchange counts).
/** The part of the Miniflare instance (passed to a service binding's function) the fake uses. */
interface Miniflare {
  getR2Bucket(
    name: string,
  ): Promise<{ head(key: string): Promise<unknown>; put(key: string, value: Uint8Array, options: object): Promise<unknown> }>;
}
const variantCalls: { key: string; signature: string | null }[] = [];
const FAKE_WEBP = new TextEncoder().encode('RIFF\x1a\0\0\0WEBPVP8L\x0d\0\0\0\x2f\0\0\0\0\0\0\0\0\0\0\0\0');

async function fakeMediaVariants(req: Request, mf: Miniflare): Promise<Response> {
  if (req.method === 'GET') return Response.json(variantCalls);
  const { key } = (await req.json()) as { key: string };
  variantCalls.push({ key, signature: req.headers.get('X-Media-Signature') });
  const bucket = await mf.getR2Bucket('MEDIA');
  const original = /^(.+)_([a-z0-9]{2,5})_w\d+\.webp$/.exec(key);
  if (!original || !(await bucket.head(`${original[1]}.${original[2]}`))) return Response.json({ code: 'not_found' }, { status: 404 });
  if (key.includes('unreadable')) return Response.json({ key, outcome: 'unreadable' }, { status: 422 });
  await bucket.put(key, FAKE_WEBP, { httpMetadata: { contentType: 'image/webp' } });
  return Response.json({ key, outcome: 'made' });
}

/** Stands in for edge-api behind the API service binding: echoes what it was sent, so forwarding is observable. */
async function fakeApi(req: Request, mf: Miniflare): Promise<Response> {
  const url = new URL(req.url);
  if (url.pathname === '/internal/media-variants') return fakeMediaVariants(req, mf);
  const headers = Object.fromEntries(
    [...req.headers].filter(([k]) => k === 'cf-connecting-ip' || k === 'x-store-scope' || (!k.startsWith('cf-') && !k.startsWith('x-'))),
  );
  const body = req.method === 'GET' ? null : await req.text();
  // The hosted test-payment page sets its own Referrer-Policy and CSP (edge-api routes/test-pay.ts); the rest none.
  const own: Record<string, string> = url.pathname.startsWith('/payments/test/pay/')
    ? { 'Referrer-Policy': 'no-referrer', 'Content-Security-Policy': "default-src 'none'; form-action 'self'" }
    : {};
  return Response.json(
    { method: req.method, path: url.pathname, search: url.search, headers, body },
    { headers: { 'X-Fake-Api': '1', ...own } },
  );
}

export default workerProject({
  // The tests' dashboard host is app.test (test/fixtures.ts ORIGIN); any other Host is a custom domain.
  bindings: {
    DASHBOARD_ORIGIN: 'https://dash.example',
    APP_HOSTS: 'app.test,localhost,127.0.0.1',
    // Every request reads the store row: tests edit and look at once (test/store-row-reuse.test.ts covers the reuse).
    STORE_ROW_REUSE_MS: '0',
  },
  miniflare: { serviceBindings: { API: fakeApi } },
  test: { name: 'storefront-worker', include: ['test/**/*.test.ts', 'test/**/*.test.tsx'] },
});
