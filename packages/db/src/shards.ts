// The databases (DESIGN §20), listed once: CONTROL holds what spans stores (control.ts), each store shard a share of
// the stores (shard.ts). Every Worker's wrangler.toml binds exactly these (scripts/databases.test.mjs), and
// `pnpm start`, the tests and deploy apply control migrations to CONTROL and shard migrations to every shard.
// Plain TypeScript without imports: the Node scripts import it as it is.

/** The store shards' D1 bindings. Adding one: a binding in each wrangler.toml, a name here (README "Store shards"). */
export const SHARDS = ['SHARD_0'] as const;
export type ShardBinding = (typeof SHARDS)[number];

export interface Database {
  binding: 'CONTROL' | ShardBinding;
  /** Its migrations folder under edge-api/migrations/. */
  migrations: 'control' | 'shard';
  /** Where it records the migrations applied (wrangler.toml migrations_table): apart per kind, so one database may
   * hold both kinds (as a single local database did). */
  table: string;
}

/** Every D1 binding, CONTROL first. */
export const DATABASES: readonly Database[] = [
  { binding: 'CONTROL', migrations: 'control', table: 'd1_migrations_control' },
  ...SHARDS.map((binding) => ({ binding, migrations: 'shard' as const, table: 'd1_migrations' })),
];

export type DatabaseBinding = (typeof DATABASES)[number]['binding'];

/** Applies each folder's migrations to every database (the Workers' test/setup.ts, with cloudflare:test's apply). */
export async function applyToEveryDatabase<M>(
  apply: (db: D1Database, migrations: M, table: string) => Promise<void>,
  env: Record<DatabaseBinding, D1Database>,
  migrations: Record<'control' | 'shard', M>,
): Promise<void> {
  for (const { binding, migrations: folder, table } of DATABASES) await apply(env[binding], migrations[folder], table);
}
