export * as schema from './schema';
export * from './schema';
