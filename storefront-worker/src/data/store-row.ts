// The one indexed query every storefront request starts with: enough of the store to build the cache key and the
// page head (title, description, hero image for og:image). Everything else is read only on a cache miss.
import { asDrizzle, heroes, mediaUrl, websites, type Queryable } from '@app/db';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Lookup } from '../routing';

export interface StoreRow {
  id: number;
  domain: string;
  title: string;
  description: string;
  currency: string;
  version: number;
  heroImage: string | null;
}

// The two lookups as prepared queries, built once per database binding: a cache hit does nothing else in this Worker,
// so building the SQL text again on every request would be a good share of its work.
function prepare(db: Queryable) {
  const query = (where: SQL) =>
    asDrizzle(db)
      .select({
        id: websites.id,
        domain: websites.domain,
        title: websites.title,
        description: websites.description,
        currency: websites.currency,
        version: websites.contentVersion,
        heroKey: heroes.imageKey,
      })
      .from(websites)
      .leftJoin(heroes, eq(heroes.websiteId, websites.id))
      .where(where)
      .prepare();
  return { byId: query(eq(websites.id, sql.placeholder('id'))), byDomain: query(eq(websites.domain, sql.placeholder('domain'))) };
}
const prepared = new WeakMap<Queryable, ReturnType<typeof prepare>>();

export async function findStore(db: Queryable, lookup: Lookup): Promise<StoreRow | null> {
  let q = prepared.get(db);
  if (!q) {
    q = prepare(db);
    prepared.set(db, q);
  }
  const row = 'id' in lookup ? await q.byId.get({ id: lookup.id }) : await q.byDomain.get({ domain: lookup.domain });
  if (!row) return null;
  const { heroKey, ...rest } = row;
  return { ...rest, heroImage: heroKey ? mediaUrl(heroKey) : null };
}
