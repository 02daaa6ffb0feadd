// A store's shard for services given a store id (publishing, payment settings, order lifecycle): the directory's
// resolver (packages/db storeDb), which an owner request has just warmed through requireStore, so no second query.
import { storeDb, type DataEnv } from '@app/db';
import { websiteNotFound } from '../errors';

/** The database of the shard holding the store; 404 website_not_found when the directory has no such store. */
export async function shardOfStore(env: DataEnv, websiteId: number): Promise<D1Database> {
  const db = await storeDb(env, websiteId);
  if (!db) throw websiteNotFound();
  return db;
}
