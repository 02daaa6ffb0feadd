// Work that spans stores (crons, housekeeping) runs on each store shard on its own (DESIGN §20): all shards at once,
// none waiting for another, and one that fails (its database down, a bad row) stops only its own share; the failure
// is logged and reported under the shard's name, the others' results stand.
import { everyShard, type DataEnv } from '@app/db';

/** A shard by its binding's name, with its database. */
export interface Shard {
  shard: string;
  db: D1Database;
}

/** A shard's result, or why it has none. */
export type ShardOutcome<T> = T | { failed: string };

/** Runs `work` on every shard at once (`shards`: the Worker's, unless a test lists its own); the outcome of each by name. */
export async function eachShard<T>(
  env: DataEnv,
  work: (db: D1Database) => Promise<T>,
  label: string,
  shards: readonly Shard[] = everyShard(env),
): Promise<Record<string, ShardOutcome<T>>> {
  const settled = await Promise.allSettled(shards.map(({ db }) => work(db)));
  return Object.fromEntries(
    settled.map((r, i) => {
      const { shard } = shards[i]!;
      if (r.status === 'fulfilled') return [shard, r.value];
      console.error(`${label}: ${shard} failed`, r.reason);
      return [shard, { failed: r.reason instanceof Error ? r.reason.message : String(r.reason) }];
    }),
  );
}
