// Security headers of DESIGN.md §9 on every response of this Worker (pages, sitemap, robots, static files, media,
// forwarded API answers, redirects and errors), applied once at its exit by withSecurityHeaders. No inline script
// anywhere: island data travels in <script type="application/json">, which CSP does not execute.
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Media from R2 (merchant uploads): nothing in them may run, even when opened as a document. */
export const MEDIA_CSP = "default-src 'none'; sandbox; frame-ancestors 'self'";

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The response with the security headers set. nosniff and HSTS always (no answer, not even a forwarded API one, may
 * weaken them; HSTS only over https: a local http origin would only get in the developer's way, and browsers ignore
 * it there anyway). CSP and Referrer-Policy only where the response set none: a response that sets its own (the
 * API's hosted test-payment page: no-referrer, issue #32 item 9) keeps it. Headers of a response from fetch() are
 * immutable: such a response is copied (the body is passed on, not read).
 */
export function withSecurityHeaders(res: Response, url: URL): Response {
  let out = res;
  try {
    out.headers.set('X-Content-Type-Options', 'nosniff');
  } catch {
    out = new Response(res.body, res);
    out.headers.set('X-Content-Type-Options', 'nosniff');
  }
  if (!out.headers.has('Referrer-Policy')) out.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (!out.headers.has('Content-Security-Policy')) out.headers.set('Content-Security-Policy', CSP);
  if (url.protocol === 'https:') out.headers.set('Strict-Transport-Security', HSTS);
  return out;
}

/** Headers of a rendered page. Browsers revalidate every time; the Worker's own cache makes that cheap. */
export function htmlHeaders(extra: Record<string, string> = {}): Headers {
  return new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Language, Cookie',
    ...extra,
  });
}

export function textResponse(body: string, status: number, type = 'text/plain; charset=utf-8', extra: Record<string, string> = {}) {
  return new Response(body, { status, headers: { 'Content-Type': type, ...extra } });
}
