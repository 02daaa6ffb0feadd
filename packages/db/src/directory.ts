// The one way to a store's data (DESIGN §20): the store directory `stores` in CONTROL says which shard holds a store,
// and this module is the only code that turns a shard's name into its binding. An isolate reuses a directory row for
// at most STORE_ENTRY_REUSE_MS (DESIGN §8's store-row bound) and forgets it at once when told (a move calls
// forgetStore); nothing else is kept across requests.
import { SHARDS, type ShardBinding } from './shards';

/** The bindings a Worker that reads store data has: CONTROL and every shard. */
export type DataEnv = { CONTROL: D1Database } & Record<ShardBinding, D1Database>;

/** DESIGN §8: an isolate may reuse a store row for at most 250 ms; the directory row keeps the same bound. */
export const STORE_ENTRY_REUSE_MS = 250;
/** At most this many rows are kept (the oldest goes first): memory stays flat however many stores an isolate sees. */
const MAX_ENTRIES = 5_000;

export interface StoreEntry {
  id: number;
  shard: ShardBinding;
  /** 'active'; a move (#35 item 4) marks it while it copies. */
  status: string;
}

/** A store and the database of its shard: what owner routes, services and per-shard jobs pass to store queries. */
export interface StoreRef {
  id: number;
  db: D1Database;
}

const entries = new Map<number, { entry: StoreEntry; at: number }>();

const isShard = (name: string): name is ShardBinding => (SHARDS as readonly string[]).includes(name);

function remember(entry: StoreEntry, at: number) {
  entries.delete(entry.id);
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(entry.id, { entry, at });
}

/** The directory row of a store, or null when there is no such store. */
export async function storeEntry(env: DataEnv, storeId: number, now = Date.now()): Promise<StoreEntry | null> {
  const kept = entries.get(storeId);
  if (kept && now - kept.at < STORE_ENTRY_REUSE_MS) return kept.entry;
  const row = await env.CONTROL.prepare('SELECT id, shard, status FROM stores WHERE id = ?')
    .bind(storeId)
    .first<{ id: number; shard: string; status: string }>();
  if (!row) {
    entries.delete(storeId);
    return null;
  }
  if (!isShard(row.shard)) throw new Error(`store ${storeId} is on ${row.shard}, which this Worker does not bind`);
  const entry = { id: row.id, shard: row.shard, status: row.status };
  remember(entry, now);
  return entry;
}

/** The database holding a store's rows, or null when there is no such store. */
export async function storeDb(env: DataEnv, storeId: number): Promise<D1Database | null> {
  const entry = await storeEntry(env, storeId);
  return entry && env[entry.shard];
}

/** Drops what this isolate knows of a store's directory row (a move calls it after flipping the shard). */
export function forgetStore(storeId: number): void {
  entries.delete(storeId);
}

/** Every shard with its database: crons and cross-store work walk them one by one (no query joins two). */
export function everyShard(env: DataEnv): { shard: ShardBinding; db: D1Database }[] {
  return SHARDS.map((shard) => ({ shard, db: env[shard] }));
}

/** The store a domain names (its path name `/published/{domain}`), from CONTROL alone. */
export async function storeIdByDomain(env: DataEnv, domain: string): Promise<number | null> {
  const row = await env.CONTROL.prepare('SELECT id FROM stores WHERE domain = ?').bind(domain).first<{ id: number }>();
  return row?.id ?? null;
}

/**
 * The store a merchant owns and the database of its shard, from one CONTROL query (the row is kept as storeEntry
 * keeps it, so a service's storeDb on the same store in this request reads nothing more); null without one.
 */
export async function storeOfOwner(env: DataEnv, ownerId: number, now = Date.now()): Promise<StoreRef | null> {
  const row = await env.CONTROL.prepare('SELECT id, shard, status FROM stores WHERE owner_id = ?')
    .bind(ownerId)
    .first<{ id: number; shard: string; status: string }>();
  if (!row) return null;
  if (!isShard(row.shard)) throw new Error(`store ${row.id} is on ${row.shard}, which this Worker does not bind`);
  remember({ id: row.id, shard: row.shard, status: row.status }, now);
  return { id: row.id, db: env[row.shard] };
}

/** The store a merchant owns, from CONTROL alone. */
export async function storeIdByOwner(env: DataEnv, ownerId: number): Promise<number | null> {
  const row = await env.CONTROL.prepare('SELECT id FROM stores WHERE owner_id = ?').bind(ownerId).first<{ id: number }>();
  return row?.id ?? null;
}

/**
 * The shard a new store goes to: the open one holding the fewest stores (ties: the first listed). Every shard of the
 * list is open; a full one would leave the list of open shards, not the list of bindings.
 */
export async function leastFilledShard<S extends string = ShardBinding>(
  env: Pick<DataEnv, 'CONTROL'>,
  open: readonly S[] = SHARDS as readonly string[] as readonly S[],
): Promise<S> {
  const { results } = await env.CONTROL.prepare('SELECT shard, count(*) AS n FROM stores GROUP BY shard').all<{
    shard: string;
    n: number;
  }>();
  const count = new Map(results.map((r) => [r.shard, r.n]));
  return open.reduce((best, shard) => ((count.get(shard) ?? 0) < (count.get(best) ?? 0) ? shard : best), open[0]!);
}

/**
 * Places a new store: its directory row in CONTROL (the unique owner and domain indexes refuse a second store or a
 * taken name: the caller maps them to 409) on the least-filled open shard, or on `shard` when given (tests that put
 * stores on different shards: `onShard`). The store's id is this row's, so ids never collide across shards; the caller then
 * writes the store's own rows into `db`.
 */
export async function placeStore(
  env: DataEnv,
  ownerId: number,
  domain: string,
  onShard?: ShardBinding,
): Promise<{ id: number; shard: ShardBinding; db: D1Database }> {
  const shard: ShardBinding = onShard ?? (await leastFilledShard<ShardBinding>(env));
  const row = await env.CONTROL.prepare('INSERT INTO stores (owner_id, domain, shard) VALUES (?, ?, ?) RETURNING id')
    .bind(ownerId, domain, shard)
    .first<{ id: number }>();
  const entry: StoreEntry = { id: row!.id, shard, status: 'active' };
  remember(entry, Date.now());
  return { ...entry, db: env[shard] };
}

/** Takes a store's directory row back (a creation whose shard batch failed: nothing of it is in any shard). */
export async function dropStore(env: DataEnv, storeId: number): Promise<void> {
  await env.CONTROL.prepare('DELETE FROM stores WHERE id = ?').bind(storeId).run();
  forgetStore(storeId);
}
