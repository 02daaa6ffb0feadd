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

export function securityHeaders(url: URL): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  // HSTS on a local http origin would only get in the developer's way.
  if (!LOCAL_HOSTS.has(url.hostname)) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
