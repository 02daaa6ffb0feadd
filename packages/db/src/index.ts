export * as schema from './schema';
export * from './schema';
export * from './queries/media';
