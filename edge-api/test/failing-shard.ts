// A store shard that fails, for the tests of work that walks every shard (crons, housekeeping): listed beside the
// Worker's real shards, it shows that one shard's failure stops only its own share.

/** A shard named `shard` whose every query fails as D1 does when `table` is not there. */
export function failingShard(shard: string, table: string): { shard: string; db: D1Database } {
  const error = () => new Error(`D1_ERROR: no such table: ${table}: SQLITE_ERROR`);
  const db = {
    prepare() {
      throw error();
    },
    batch: () => Promise.reject(error()),
  } as unknown as D1Database;
  return { shard, db };
}
