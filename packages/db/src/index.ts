import * as core from './schema';
import * as inbox from './schema-inbox';

/** Every table, for drizzle's relational queries. */
export const schema = { ...core, ...inbox };
export * from './schema';
export * from './schema-inbox';
export * from './queries/media';
export * from './queries/sections';
export * from './queries/website';
export * from './queries/products';
