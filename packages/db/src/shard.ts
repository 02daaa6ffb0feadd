// A store shard's schema (DESIGN §20, SHARD_0..SHARD_n): every store-scoped table, each row carrying website_id.
// drizzle-kit generates edge-api/migrations/shard/ from this entry; a table is in exactly one of control.ts and shard.ts.
export * from './schema';
export * from './schema-inbox';
export * from './schema-publishing';
export * from './schema-translations';
export * from './schema-discounts';
export * from './schema-variants';
export * from './schema-orders';
export * from './schema-payments';
export * from './schema-refunds';
