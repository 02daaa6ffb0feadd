export * as schema from './schema';
export * from './schema';
export * from './queries/media';
export * from './queries/sections';
export * from './queries/website';
export * from './queries/products';
