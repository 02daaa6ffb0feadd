// Column helpers every schema file shares (control and shard alike).
import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/sqlite-core';

/** The database's own ISO-8601 UTC time, as a column default. */
export const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
export const createdAt = () => text('created_at').notNull().default(now);
