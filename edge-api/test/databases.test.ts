// DESIGN §20's two kinds of database: every table is in exactly one schema entry (control.ts or shard.ts), and each
// migrations folder creates exactly its entry's tables, so a table cannot land in the wrong kind of database.
import { env } from 'cloudflare:test';
import * as control from '@app/db/control';
import * as shard from '@app/db/shard';
import { schema } from '@app/db';
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
});
