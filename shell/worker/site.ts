// The dashboard's static site (the shell's build, assembled by scripts/assemble-site.mjs; the remotes' releases come
// from R2, releases.ts): cache rules, the SPA fallback, and real 404s for missing files.

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Vite puts content-hashed files under assets/; anything else may change in place. */
function cacheControlFor(pathname: string): string {
  return pathname.includes('/assets/') ? IMMUTABLE : REVALIDATE;
}

/**
 * Paths that name a file: /assets/*, or any last segment with an extension. A missing one is a 404,
 * never index.html (a module script answered with HTML fails with a confusing MIME error instead of a 404).
 */
function isFilePath(pathname: string): boolean {
  if (pathname.startsWith('/assets/')) return true;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[a-z0-9]+$/i.test(last);
}

/** A file, or "your copy is still good" (304) for a conditional request. */
const servable = (res: Response) => res.ok || res.status === 304;

function withCache(res: Response, cacheControl: string): Response {
  const out = new Response(res.body, res);
  out.headers.set('Cache-Control', cacheControl);
  return out;
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE } });
}

/** A conditional request must not turn into a 304 for a 404 page: the visitor gets the page and the status. */
function unconditional(headers: Headers): Headers {
  const out = new Headers(headers);
  out.delete('If-None-Match');
  out.delete('If-Modified-Since');
  return out;
}

/**
 * A file when it exists; for an app route (no extension) the app's index.html, whose router decides. A path the
 * router has no screen for (`isAppRoute` false) gets the same page with status 404: the router shows its 404 page.
 */
export async function serveSite(req: Request, assets: Fetcher, isAppRoute: (pathname: string) => boolean = () => true): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  const url = new URL(req.url);
  const res = await assets.fetch(req);
  if (res.status !== 404) return servable(res) ? withCache(res, cacheControlFor(url.pathname)) : res;
  if (isFilePath(url.pathname)) return notFound();
  const known = isAppRoute(url.pathname);
  // Same headers as the visitor's request: a reload's If-None-Match gets a 304 for the unchanged index.html.
  const headers = known ? req.headers : unconditional(req.headers);
  const index = await assets.fetch(new Request(new URL('/', url), { method: req.method, headers }));
  if (!servable(index)) return notFound();
  const page = withCache(index, REVALIDATE);
  return known ? page : new Response(page.body, { status: 404, headers: page.headers });
}
