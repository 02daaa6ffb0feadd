// The caller's website: every owner query is scoped by this id in SQL. The store directory (CONTROL) answers which
// store the merchant owns and which shard holds it (DESIGN §20); the owner's queries then go to that shard alone.
import { storeOfOwner, type StoreRef } from '@app/db';
import { websiteNotFound } from '../errors';
import type { Ctx } from '../env';

/** The signed-in merchant's store: its id and the database of its shard. */
export type OwnStore = StoreRef;

/** The signed-in merchant's store (id and shard), or 404 website_not_found. */
export async function requireStore(c: Ctx): Promise<OwnStore> {
  // One directory read: the owner's row names the store and its shard.
  const store = await storeOfOwner(c.env, c.get('user').id);
  if (!store) throw websiteNotFound();
  return store;
}
