// The one indexed query every storefront request starts with: enough of the store to build the cache key and the
// page head (title, description, hero image for og:image). Everything else is read only on a cache miss.
import { asDrizzle, heroes, mediaUrl, websites, type Queryable } from '@app/db';
import { eq } from 'drizzle-orm';
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

export async function findStore(db: Queryable, lookup: Lookup): Promise<StoreRow | null> {
  const row = await asDrizzle(db)
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
    .where('id' in lookup ? eq(websites.id, lookup.id) : eq(websites.domain, lookup.domain))
    .get();
  if (!row) return null;
  const { heroKey, ...rest } = row;
  return { ...rest, heroImage: heroKey ? mediaUrl(heroKey) : null };
}
