// The one indexed query every storefront request starts with: enough of the store to build the cache key (id,
// content_version, the live publication's hash) and to route. Everything a page shows (title, description, hero,
// chrome, pages) comes from the publication's snapshot (data/content.ts), read only on a cache miss.
import { asDrizzle, publications, websites, type Queryable } from '@app/db';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Lookup } from '../routing';

/** What the checkout page offers (DESIGN §18). */
export type PaymentMethod = 'card' | 'redirect' | 'cash_on_delivery';

export interface StoreRow {
  id: number;
  domain: string;
  currency: string;
  version: number;
  /** The live publication's hash; null for a store not yet published (see data/content.ts). */
  hash: string | null;
  /** The payment methods the store offers, in the order shown; the first is chosen. */
  paymentMethods: PaymentMethod[];
  /** Its online provider ('test', 'stripe', 'chapa'): named on the redirect method. */
  paymentProvider: string;
}

// Until the store's payment settings exist (DESIGN §18 `GET|PUT /website/payments`), every store takes cards through
// the built-in test provider, as checkout always has. The settings join belongs in the query below.
const PAYMENT_DEFAULTS = { paymentMethods: ['card'] as PaymentMethod[], paymentProvider: 'test' };

// The two lookups as prepared queries, built once per database binding: a cache hit does nothing else in this Worker,
// so building the SQL text again on every request would be a good share of its work.
function prepare(db: Queryable) {
  const query = (where: SQL) =>
    asDrizzle(db)
      .select({
        id: websites.id,
        domain: websites.domain,
        currency: websites.currency,
        version: websites.contentVersion,
        hash: publications.hash,
      })
      .from(websites)
      .leftJoin(publications, eq(publications.id, websites.livePublicationId))
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
  return row ? { ...row, ...PAYMENT_DEFAULTS } : null;
}
