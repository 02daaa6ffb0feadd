// Which requests belong to storefront-worker (DESIGN.md §3). Pure, so the front door can import it without importing
// the storefront deployable. A request whose Host is a store's custom domain goes there too, whatever its path.

/** Path prefixes served by storefront-worker on the dashboard's own host. */
const STOREFRONT_PREFIXES = ['/published/', '/published-store/', '/media/', '/_sf/'] as const;
/** Exact paths served by storefront-worker (the prefixes' roots and the Website Not Found page). */
const STOREFRONT_PATHS = ['/published', '/published-store', '/not-found'] as const;

export function isStorefrontPath(pathname: string): boolean {
  return (STOREFRONT_PATHS as readonly string[]).includes(pathname) || STOREFRONT_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** True when a request's Host is not one of the dashboard's hosts (APP_HOSTS, comma-separated): a custom domain. */
export function isCustomDomainHost(host: string, appHosts: string): boolean {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return !appHosts
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)
    .includes(name);
}
