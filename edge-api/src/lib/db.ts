import { asDrizzle, schema } from '@app/db';
import type { DrizzleD1Database } from 'drizzle-orm/d1';

// The data-access convention: every db/*.ts function takes a D1 database as its first argument (`c.env.CONTROL` for
// control tables, the store's shard for store tables: `(await requireStore(c)).db` or the directory's storeDb) and
// writes SQL itself, raw or through drizzle (getDb below); routes and services hold no SQL.

/** The binding's drizzle instance: one per D1 binding (packages/db asDrizzle), not a new walk of the schema per call. */
export const getDb = (d1: D1Database) => asDrizzle(d1) as DrizzleD1Database<typeof schema>;
