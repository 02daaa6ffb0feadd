// DESIGN §20's two kinds of database: every table is in exactly one schema entry (control.ts or shard.ts), and each
// migrations folder creates exactly its entry's tables, so a table cannot land in the wrong kind of database.
import { env } from 'cloudflare:test';
import * as control from '@app/db/control';
import * as shard from '@app/db/shard';
import { everyShard, ID_RANGE, schema } from '@app/db';
import { getTableName, is } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';

const tablesOf = (entry: object) =>
  Object.values(entry)
    .filter((value) => is(value, SQLiteTable))
    .map((table) => getTableName(table as SQLiteTable))
    .sort();

/** The tables a migrations folder creates, in the order of its files. */
const createdBy = (migrations: { queries: string[] }[]) =>
  migrations
    .flatMap((m) => m.queries)
    .flatMap((q) => [...q.matchAll(/CREATE TABLE [`"]?([a-z_0-9]+)[`"]?/gi)].map((match) => match[1]!))
    .sort();

describe('control plane and store shards', () => {
  it('puts every table in exactly one kind of database', () => {
    const controlTables = tablesOf(control);
    const shardTables = tablesOf(shard);
    expect(controlTables.filter((t) => shardTables.includes(t))).toEqual([]);
    expect([...controlTables, ...shardTables].sort()).toEqual(tablesOf(schema));
    // The directory and accounts are control; a store's content is a shard's.
    expect(controlTables).toEqual(expect.arrayContaining(['stores', 'users', 'sessions', 'auth_counters', 'remote_releases']));
    expect(shardTables).toEqual(expect.arrayContaining(['websites', 'products', 'orders', 'idempotency_keys']));
  });

  it("creates each kind's tables from its own migrations folder and no other", () => {
    expect(createdBy(env.CONTROL_MIGRATIONS)).toEqual(tablesOf(control));
    expect(createdBy(env.SHARD_MIGRATIONS)).toEqual(tablesOf(shard));
  });

  it('brings every shard up with the same schema, and numbers its rows from its own id range', async () => {
    // The schema as SQLite holds it (tables, indexes, triggers and their SQL), not the migrations' own bookkeeping.
    const schemaOf = async (db: D1Database) =>
      (
        await db
          .prepare(
            `SELECT type, name, tbl_name, sql FROM sqlite_master
             WHERE name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_migrations%' ORDER BY type, name`,
          )
          .all()
      ).results;
    const shards = everyShard(env);
    expect(shards.length).toBeGreaterThanOrEqual(2);
    const first = await schemaOf(shards[0]!.db);
    expect(first.filter((r) => r.type === 'table').map((r) => r.name)).toEqual(tablesOf(shard));
    expect(first.filter((r) => r.type === 'trigger').length).toBeGreaterThan(0);
    for (const { db } of shards.slice(1)) expect(await schemaOf(db)).toEqual(first);
    // CONTROL holds none of a shard's tables.
    const controlTables = (await schemaOf(env.CONTROL)).filter((r) => r.type === 'table').map((r) => r.name);
    expect(controlTables).toEqual(tablesOf(control));

    // Shard i's AUTOINCREMENT ids start above i * ID_RANGE, so no id is used by two shards.
    for (const [i, { db }] of shards.entries()) {
      const seq = await db.prepare(`SELECT min(seq) AS lo, max(seq) AS hi FROM sqlite_sequence`).first<{ lo: number; hi: number }>();
      expect(seq!.lo).toBeGreaterThanOrEqual(i * ID_RANGE);
      expect(seq!.hi).toBeLessThan((i + 1) * ID_RANGE);
    }
  });
});
