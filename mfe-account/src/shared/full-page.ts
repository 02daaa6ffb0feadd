/**
 * Storefronts are served by another Worker (storefront-worker), not by this SPA's router: going there is a full
 * page load. Its own module so tests can replace it.
 */
export function openStore(storeNumber: string): void {
  window.location.assign(`/published-store/${encodeURIComponent(storeNumber)}`);
}

/** The sign-in page is the front door's own page, not a route of the dashboard's router. */
export function openSignIn(): void {
  window.location.assign('/auth/login');
}
