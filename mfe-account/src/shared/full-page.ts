/**
 * Storefronts are served by another Worker (storefront-worker), not by this SPA's router: going there is a full
 * page load. Its own module so tests can replace it.
 */
export function openStore(storeNumber: string): void {
  window.location.assign(`/published-store/${encodeURIComponent(storeNumber)}`);
}
