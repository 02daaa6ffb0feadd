// DESIGN.md §9: the headers every dashboard response carries.

/** Origins of remotes served from elsewhere (absolute URLs in REMOTES) are allowed to run their scripts here. */
export function remoteOrigins(remotes: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const entry of Object.values(remotes)) {
    try {
      const url = new URL(entry);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // a path on this origin: covered by 'self'
    }
  }
  return [...origins];
}

/** No inline script anywhere; styles may be inline because styled-components injects <style> elements. */
export function contentSecurityPolicy(extraOrigins: string[] = []): string {
  const self = ["'self'", ...extraOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${self}`,
    `style-src ${self} 'unsafe-inline'`,
    `font-src ${self} data:`,
    "img-src 'self' data: blob:",
    `connect-src ${self}`,
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function securityHeaders(url: URL, csp: string): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  // HSTS on a local http origin would only get in the developer's way.
  if (!LOCAL_HOSTS.has(url.hostname)) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
