// Front door: /api/* to the API Worker (service binding), /remotes.json and the remotes' release files from the
// registry (D1, R2), the shell's static site for the rest; the security headers of DESIGN.md §9 on every response
// that is not the storefront's, filled in where absent (security.ts: a header the API set for its own page is kept).
import { API_PREFIX } from '@app/contracts/operations';
import { isAppPath } from '@app/contracts/route-paths';
import { isCustomDomainHost, isStorefrontPath } from '@app/contracts/storefront';
import { isReleaseFilePath, remotesJson, serveReleaseFile } from './releases';
import { apiHeaders, securityHeaders, withSecurityHeaders as withHeaders } from './security';
import { serveSite } from './site';
import { serveSignInFile, serveSignInPage, signedOutHome, SIGN_IN_FILES_PREFIX, SIGN_IN_PATH } from './sign-in/route';

/** /api/x?y -> /x?y on the API Worker; the rest of the request (method, headers, body) is passed through. */
function toApiRequest(req: Request): Request {
  const url = new URL(req.url);
  url.pathname = url.pathname.slice(API_PREFIX.length) || '/';
  return new Request(url, req);
}

const isApi = (pathname: string) => pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);

export default {
  async fetch(req: Request, env: Env): Promise<Response> {
    const url = new URL(req.url);
    // Storefront paths and every request on a store's own domain belong to storefront-worker (DESIGN.md §3),
    // which sets its own headers (its CSP differs from the dashboard's).
    if (isCustomDomainHost(url.host, env.APP_HOSTS) || isStorefrontPath(url.pathname)) return env.STOREFRONT.fetch(req);
    if (isApi(url.pathname)) return withHeaders(await env.API.fetch(toApiRequest(req)), apiHeaders(url));
    const headers = securityHeaders(url);
    if (url.pathname === '/remotes.json') return withHeaders(await remotesJson(env.CONTROL), headers);
    if (isReleaseFilePath(url.pathname)) return withHeaders(await serveReleaseFile(req, env.REMOTES), headers);
    // The sign-in page is the front door's own (sign-in/page.ts): no framework before the merchant is signed in.
    if (url.pathname === SIGN_IN_PATH || url.pathname === `${SIGN_IN_PATH}/`) return withHeaders(serveSignInPage(req, isAppPath), headers);
    if (url.pathname.startsWith(SIGN_IN_FILES_PREFIX)) return withHeaders(serveSignInFile(req), headers);
    const toSignIn = url.pathname === '/' && req.method === 'GET' ? signedOutHome(req) : null;
    if (toSignIn) return withHeaders(toSignIn, headers);
    return withHeaders(await serveSite(req, env.ASSETS, isAppPath), headers);
  },
} satisfies ExportedHandler<Env>;
