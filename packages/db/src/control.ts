// The control plane's schema (DESIGN §20, the CONTROL database): every table that spans stores. drizzle-kit generates
// edge-api/migrations/control/ from this entry; a table is in exactly one of control.ts and shard.ts (a test checks).
export * from './schema-control';
export * from './schema-remotes';
export * from './schema-email';
export * from './schema-domains';
