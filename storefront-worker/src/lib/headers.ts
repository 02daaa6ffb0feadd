// Security headers of DESIGN.md §9 on every HTML response. No inline script anywhere: island data travels in
// <script type="application/json">, which CSP does not execute.
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

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Headers of a rendered page. Browsers revalidate every time; the Worker's own cache makes that cheap. */
export function htmlHeaders(extra: Record<string, string> = {}): Headers {
  return new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Language, Cookie',
    ...SECURITY_HEADERS,
    ...extra,
  });
}

export function textResponse(body: string, status: number, type = 'text/plain; charset=utf-8', extra: Record<string, string> = {}) {
  return new Response(body, { status, headers: { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff', ...extra } });
}
