import * as control from './control';
import * as shard from './shard';

/** Every table, for drizzle's relational queries: the control plane's and a shard's (each listed once, in its entry). */
export const schema = { ...control, ...shard };
export * from './control';
export * from './shard';
export * from './meter';
export * from './queries/store-content';
export * from './queries/live-content';
export * from './queries/live-website';
export * from './queries/preview-token';
export * from './queries/media';
export * from './queries/sections';
export * from './queries/website';
export * from './queries/products';
export * from './queries/catalog';
export * from './queries/remotes';
export * from './queries/translations';
export * from './queries/storefront-translations';
export * from './queries/variants';
export * from './directory';
export * from './store-lookup';
export { ID_RANGE, SHARDS, type ShardBinding } from './shards';
