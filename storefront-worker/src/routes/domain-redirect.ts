// A store's former domain (issue #34 item 13): for DOMAIN_REDIRECT_DAYS after a domain change (edge-api
// db/websites.ts keeps the rows in CONTROL's domain_redirects), /published/{old}/any/path answers 301 to
// /published/{new}/any/path on this origin. The directory finds it in the same query as a live store's name
// (packages/db store-lookup.ts), so it costs a live store nothing. A path name is not a domain (#35 item 7): a Host is
// never redirected by it, only served by its verified custom hostname. Never an open redirect: the target is always
// this origin, built from the stored name, never from the request beyond its path.

/** Browsers keep a 301 until told otherwise: a short life lets the redirect end when another store takes the name. */
const REDIRECT_CACHE = 'public, max-age=300';

/** The 301 to the same path and query under the store's current path name `target`. */
export function domainRedirect(req: Request, target: string): Response {
  const url = new URL(req.url);
  const rest = url.pathname.replace(/^\/published\/[^/]+/, '');
  return new Response(null, {
    status: 301,
    headers: { Location: `/published/${target}${rest}${url.search}`, 'Cache-Control': REDIRECT_CACHE },
  });
}
