export * from './client';
export * from './endpoints';
