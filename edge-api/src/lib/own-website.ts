// The caller's website: every owner query is scoped by this id in SQL. The store directory (CONTROL) answers which
// store the merchant owns and which shard holds it (DESIGN §20); the owner's queries then go to that shard alone.
import { storeDb, storeIdByOwner, type StoreRef } from '@app/db';
import { websiteNotFound } from '../errors';
import type { Ctx } from '../env';

/** The signed-in merchant's store: its id and the database of its shard. */
export type OwnStore = StoreRef;

/** The signed-in merchant's store (id and shard), or 404 website_not_found. */
export async function requireStore(c: Ctx): Promise<OwnStore> {
  const id = await storeIdByOwner(c.env, c.get('user').id);
  const db = id == null ? null : await storeDb(c.env, id);
  if (id == null || !db) throw websiteNotFound();
  return { id, db };
}
