// A store's former domain (issue #34 item 13): for DOMAIN_REDIRECT_DAYS after a domain change (edge-api
// db/websites.ts keeps the rows), /published/{old}/any/path answers 301 to /published/{new}/any/path on this origin.
// A path name is not a domain (#35 item 7): a Host is never redirected by it, only served by its verified custom
// hostname. Read only when no store has the name, so it costs a live store nothing. Never an open redirect: the
// target is always this origin, built from the stored row, never from the request beyond its path.
import type { StoreRoute } from '../routing';

/** The store's current domain when `domain` is a former name of it still redirecting at `now`; else null. */
export async function redirectTarget(db: D1Database, domain: string, now: Date): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT w.domain AS domain FROM domain_redirects r JOIN websites w ON w.id = r.website_id
       WHERE r.domain = ? AND r.expires_at > ?`,
    )
    .bind(domain, now.toISOString())
    .first<{ domain: string }>();
  return row && row.domain !== domain ? row.domain : null;
}

/** Browsers keep a 301 until told otherwise: a short life lets the redirect end when another store takes the name. */
const REDIRECT_CACHE = 'public, max-age=300';

/** The 301 to the same path and query under the store's current domain, or null when `route`'s name is not a former one. */
export async function domainRedirect(req: Request, env: Env, route: StoreRoute, now = new Date()): Promise<Response | null> {
  if (!('domain' in route.lookup)) return null;
  const target = await redirectTarget(env.DB, route.lookup.domain, now);
  if (!target) return null;
  const url = new URL(req.url);
  const rest = url.pathname.replace(/^\/published\/[^/]+/, '');
  return new Response(null, {
    status: 301,
    headers: { Location: `/published/${target}${rest}${url.search}`, 'Cache-Control': REDIRECT_CACHE },
  });
}
