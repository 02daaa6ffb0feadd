// Front door: /api/* to the API Worker (service binding), /remotes.json from the list of remotes, the dashboard's static
// site for the rest; the security headers of DESIGN.md §9 on every response that is not the API's own.
import { API_PREFIX } from '@app/contracts/operations';
import { remoteEntries } from '@app/contracts/remotes';
import { isCustomDomainHost, isStorefrontPath } from '@app/contracts/storefront';
import { contentSecurityPolicy, remoteOrigins, securityHeaders } from './security';
import { isAppPath } from '../src/app/route-paths';
import { serveSite } from './site';

const BASE_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

function withHeaders(res: Response, extra: Record<string, string>): Response {
  const out = new Response(res.body, res);
  for (const [k, v] of Object.entries(extra)) out.headers.set(k, v);
  return out;
}

/** /api/x?y -> /x?y on the API Worker; the rest of the request (method, headers, body) is passed through. */
function toApiRequest(req: Request): Request {
  const url = new URL(req.url);
  url.pathname = url.pathname.slice(API_PREFIX.length) || '/';
  return new Request(url, req);
}

const isApi = (pathname: string) => pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);

function remotesJson(remotes: Record<string, string>): Response {
  return new Response(JSON.stringify(remotes), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
}

export default {
  async fetch(req: Request, env: Env): Promise<Response> {
    const url = new URL(req.url);
    // Storefront paths and every request on a store's own domain belong to storefront-worker (DESIGN.md §3),
    // which sets its own headers (its CSP differs from the dashboard's).
    if (isCustomDomainHost(url.host, env.APP_HOSTS) || isStorefrontPath(url.pathname)) return env.STOREFRONT.fetch(req);
    if (isApi(url.pathname)) return withHeaders(await env.API.fetch(toApiRequest(req)), BASE_HEADERS);
    // Every listed remote at its default place on this origin unless REMOTES (root wrangler.toml) says otherwise.
    const remotes = remoteEntries(env.REMOTES as Partial<Record<string, string>>);
    const headers = securityHeaders(url, contentSecurityPolicy(remoteOrigins(remotes)));
    if (url.pathname === '/remotes.json') return withHeaders(remotesJson(remotes), headers);
    return withHeaders(await serveSite(req, env.ASSETS, isAppPath), headers);
  },
} satisfies ExportedHandler<Env>;
