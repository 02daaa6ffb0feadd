// DESIGN.md §9: the headers every dashboard response carries.

/**
 * No inline script anywhere; styles may be inline because styled-components injects <style> elements. Every remote's
 * release is served from this origin (/remotes/{name}/{version}/), so 'self' covers them all.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const HSTS = 'max-age=31536000; includeSubDomains';

/** HSTS for a host that is not local: on a local http origin it would only get in the developer's way. */
const hsts = (url: URL): Record<string, string> => (LOCAL_HOSTS.has(url.hostname) ? {} : { 'Strict-Transport-Security': HSTS });

export function securityHeaders(url: URL): Record<string, string> {
  return {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...hsts(url),
  };
}

/** The API's answers: not the page CSP (JSON, and the API's own pages set theirs), the rest as for any response. */
export function apiHeaders(url: URL): Record<string, string> {
  return { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin', ...hsts(url) };
}

/**
 * Headers the front door sets whatever the response says: nosniff has no weaker value, and a Worker behind must not
 * turn HSTS off for the whole host (max-age=0) from one of its answers.
 */
const ENFORCED = new Set(['x-content-type-options', 'strict-transport-security']);

/**
 * The response with the front door's security headers. A header the response already carries is kept (a Worker
 * behind may set a stricter policy for its own page, e.g. the hosted test-payment page's Referrer-Policy:
 * no-referrer and its own CSP): the front door only fills in what is absent, except the ENFORCED ones.
 */
export function withSecurityHeaders(res: Response, headers: Record<string, string>): Response {
  const out = new Response(res.body, res);
  for (const [k, v] of Object.entries(headers)) if (ENFORCED.has(k.toLowerCase()) || !out.headers.has(k)) out.headers.set(k, v);
  return out;
}
