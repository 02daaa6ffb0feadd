import { asDrizzle, schema } from '@app/db';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type { Bindings } from '../env';

/** The request's drizzle instance: one per D1 binding (packages/db asDrizzle), not a new walk of the schema per call. */
export const getDb = (env: Bindings) => asDrizzle(env.DB) as DrizzleD1Database<typeof schema>;
export type Db = ReturnType<typeof getDb>;
