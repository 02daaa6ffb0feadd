// What every public write from a store's pages does first: find the store number in the path and count the request
// against the client's and the store's budgets (429 with Retry-After when either is spent).
import type { Operation } from '@app/contracts';
import { websiteExists } from '@app/db';
import type { Ctx } from '../env';
import { websiteNotFound } from '../errors';
import { clientKey } from './client';
import { idParam } from './operations';
import { enforce, type CounterLimit } from '../services/counters';

export async function limitedStoreWrite(
  c: Ctx,
  o: Operation<`/stores/:website_id/${string}`>,
  limits: (websiteId: number, client: string) => [key: string, limit: CounterLimit][],
): Promise<number> {
  const websiteId = idParam(c, o, 'website_id', websiteNotFound);
  await enforce(c.env, limits(websiteId, clientKey(c)));
  return websiteId;
}

/** 404 website_not_found unless the store exists (checked after validation: a bad body is answered as such). */
export async function requireStore(c: Ctx, websiteId: number): Promise<void> {
  if (!(await websiteExists(c.env.DB, websiteId))) throw websiteNotFound();
}
