// DESIGN.md §11's budgets, the one place the bench reads them from: each measure checks its value against a row here,
// so the table printed by `pnpm bench` cannot drift from the design again (a copy inside a measure once asked a cache
// miss for 0.25 and a hit for 0.8 after the design had raised them to 0.35 and 0.9).
export const BUDGETS = Object.freeze({
  /** storefront home, 48 products, cache miss: req/s vs the same HTML as a static asset of the same workerd. */
  homeMissVsStatic: 0.35,
  /** storefront home, cache hit vs the static asset. */
  homeHitVsStatic: 0.9,
  /** storefront home, cache miss: server CPU per request above the static asset's, ms. */
  homeMissCpuAboveStaticMs: 10,
  /** D1 rows read by one uncached home render: at most the number of product cards plus this. */
  homeRowsAboveCards: 20,
  /** GET product list (48) vs a trivial Hono route of the same worker. */
  productListVsHealth: 0.5,
  /** a store of 10,000 products vs 10: home, product page, product list page; time ratio (rows read stay flat). */
  scaleTimeRatio: 1.2,
  /** JS sent to a shopper, gzip bytes: home and product pages / cart, wishlist, checkout. */
  shopperPageJs: 12 * 1024,
  shopperFlowJs: 80 * 1024,
  /** dashboard: the shell's first load; each remote's own JS (shared excluded); gzip bytes. */
  shellFirstLoadJs: 150 * 1024,
  remoteOwnJs: 80 * 1024,
  /** Lighthouse performance, mobile: storefront homes (demo and heavy store, its product page and /es); /auth/login. */
  lighthouseStorefront: 95,
  lighthouseLogin: 90,
  /** publish of a 50-page store; rollback to an older publication (median of 5), ms. */
  publishMs: 2000,
  rollbackMs: 1000,
});
