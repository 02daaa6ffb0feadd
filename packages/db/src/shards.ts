// The databases (DESIGN §20), listed once: CONTROL holds what spans stores (control.ts), each store shard a share of
// the stores (shard.ts). Every Worker's wrangler.toml binds exactly these (scripts/databases.test.mjs), and
// `pnpm start`, the tests and deploy apply control migrations to CONTROL and shard migrations to every shard.
// Plain TypeScript without imports: the Node scripts import it as it is.

/** The store shards' D1 bindings. Adding one: a binding in each wrangler.toml, a name here (README "Databases"). */
export const SHARDS = ['SHARD_0', 'SHARD_1'] as const;
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

/**
 * Each shard numbers its rows from its own range: the AUTOINCREMENT ids of shard i start above i * ID_RANGE, so a
 * row id is never used by two shards (a store moved to another shard keeps its rows' ids, and an id of one store's
 * row never names another store's row on another shard). 10^12 ids a table per shard, 9,000 shards below 2^53.
 */
export const ID_RANGE = 1_000_000_000_000;

/**
 * The SQL that starts a shard's ids at its range (after its migrations; idempotent, and it never lowers a sequence):
 * every AUTOINCREMENT table gets its sqlite_sequence row at the range's start.
 */
export function idRangeSql(shard: ShardBinding): string[] {
  const start = SHARDS.indexOf(shard) * ID_RANGE;
  return [
    `INSERT INTO sqlite_sequence (name, seq) SELECT name, ${start} FROM sqlite_master
      WHERE type = 'table' AND sql LIKE '%AUTOINCREMENT%' AND name NOT IN (SELECT name FROM sqlite_sequence)`,
    `UPDATE sqlite_sequence SET seq = ${start} WHERE seq < ${start}`,
  ];
}

/** Applies each folder's migrations to every database (the Workers' test/setup.ts, with cloudflare:test's apply). */
export async function applyToEveryDatabase<M>(
  apply: (db: D1Database, migrations: M, table: string) => Promise<void>,
  env: Record<DatabaseBinding, D1Database>,
  migrations: Record<'control' | 'shard', M>,
): Promise<void> {
  for (const { binding, migrations: folder, table } of DATABASES) {
    await apply(env[binding], migrations[folder], table);
    if (binding !== 'CONTROL') for (const sql of idRangeSql(binding)) await env[binding].prepare(sql).run();
  }
}
