// Tests only: every store shard's ids start in a range of its own (shard k at k x 1,000,000,000), so a test helper that
// finds a row by its id alone (an order, a product) finds it in exactly one shard. In production ids repeat across
// shards; the code always scopes a query by its store's shard, never by an id alone (a tenancy test puts a decoy row
// with the same id on another shard to check that).
import { everyShard, type DataEnv } from '@app/db';
import { env } from 'cloudflare:test';

const RANGE = 1_000_000_000;

/** Moves each shard's AUTOINCREMENT sequences past its range's start (test/setup.ts, after the migrations). */
export async function disjointIds(bindings: DataEnv): Promise<void> {
  for (const [k, { db }] of everyShard(bindings).entries()) {
    if (k === 0) continue;
    const { results } = await db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%AUTOINCREMENT%'`)
      .all<{ name: string }>();
    const start = k * RANGE;
    await db.batch(
      results.flatMap(({ name }) => [
        db
          .prepare('INSERT INTO sqlite_sequence (name, seq) SELECT ?1, ?2 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = ?1)')
          .bind(name, start),
        db.prepare('UPDATE sqlite_sequence SET seq = max(seq, ?2) WHERE name = ?1').bind(name, start),
      ]),
    );
  }
}

/** The shard holding row `id` of `table` (a store table with an id column); throws when none does. */
export async function shardHolding(table: string, id: number): Promise<D1Database> {
  for (const { db } of everyShard(env)) if (await db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).bind(id).first()) return db;
  throw new Error(`no shard holds ${table} ${id}`);
}
