// What every public write from a store's pages does (DESIGN §21): find the store number in the path and count the
// request against the client's own budget first (every request, a malformed one included: 429 with Retry-After when
// spent). The store's budget comes later and counts only what passed validation or was accepted, and when it is spent
// it refuses only clients that already used their share of the window: strangers' junk never closes a store to a
// genuine shopper.
import type { Operation } from '@app/contracts';
import { publicStoreById, type PublicStore } from '@app/db';
import type { Ctx } from '../env';
import { tooMany, websiteNotFound } from '../errors';
import { clientKey } from './client';
import { idParam } from './operations';
import { hit, peek, refuseRepeatClientWhenBusy, TOO_MANY, type CounterLimit } from '../services/counters';

export interface PublicWriteBudget {
  /** The client's own budget: every request counts. */
  client: [key: string, limit: CounterLimit];
  /** The store's budget: only valid or accepted writes count (`spend`). */
  store: [key: string, limit: CounterLimit];
  /** While the store's budget is spent, a client that already used this many of its own in the window is refused. */
  busyMax: number;
}

export interface StoreWrite {
  websiteId: number;
  /** After validation, before the write: refuses this client when the store's budget is spent and it is not new. */
  admit: () => Promise<void>;
  /** After the write was accepted (or validated, for a write the store pays for either way): the store's count. */
  spend: () => Promise<void>;
  /** The store from the directory with its shard's database (read once); 404 website_not_found when there is none. */
  store: () => Promise<PublicStore>;
}

export async function limitedStoreWrite(
  c: Ctx,
  o: Operation<`/stores/:website_id/${string}`>,
  budget: (websiteId: number, client: string) => PublicWriteBudget,
  message = TOO_MANY,
): Promise<StoreWrite> {
  const websiteId = idParam(c, o, 'website_id', websiteNotFound);
  const b = budget(websiteId, clientKey(c));
  const mine = await hit(c.env, ...b.client);
  if (mine.over) throw tooMany(message, mine.retryAfter);
  let store: Promise<PublicStore> | undefined;
  return {
    websiteId,
    store: () => (store ??= publicStore(c, websiteId)),
    // mine.count includes this request: what the client used before it is one less.
    admit: async () => refuseRepeatClientWhenBusy(await peek(c.env, ...b.store), mine.count - 1, b.busyMax, message),
    spend: async () => {
      await hit(c.env, ...b.store);
    },
  };
}

/**
 * The store a public route names by its number: the directory (CONTROL) says which shard holds it; 404
 * website_not_found when it lists none or the shard is not bound here. Routes ask after validation, so a bad body is
 * answered as such.
 */
export async function publicStore(c: Ctx, websiteId: number): Promise<PublicStore> {
  const store = await publicStoreById(c.env, websiteId);
  if (!store) throw websiteNotFound();
  return store;
}
