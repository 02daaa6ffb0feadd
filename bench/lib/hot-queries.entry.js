// Bundled by bench/lib/queries.mjs (esbuild): the storefront's and the API's own read functions, unchanged, so that
// the bench runs the exact SQL the product runs (and not a hand-written copy of it).
export { findStore } from '../../storefront-worker/src/data/store-row.ts';
export { gridData } from '../../storefront-worker/src/data/catalog.ts';
export { getProduct, listProducts, publicStoreById, readVariants } from '@app/db';
