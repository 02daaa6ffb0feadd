// The one indexed query every storefront request starts with: enough of the store to build the cache key (id,
// content_version, the live publication's hash), to route, to know how checkout takes payment (the store's
// payment_settings row, joined on its primary key) and the home's category list (on the same row: a miss of the home
// then reads only its cards). Everything else a page shows (title, description, hero, chrome,
// pages) comes from the publication's snapshot (data/content.ts), read only on a cache miss.
import { needsCredentials, PROVIDER_METHODS, type CheckoutPaymentMethod, type PaymentProviderId } from '@app/contracts';
import { asDrizzle, paymentSettings, publications, websites, type Queryable } from '@app/db';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Lookup } from '../routing';

/** What the checkout page offers (DESIGN §18). */
export type PaymentMethod = CheckoutPaymentMethod;

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
  /** The home filter's category list as stored (a JSON array kept by migration 0020's triggers); parsed on a miss. */
  categoriesJson: string;
}

/**
 * What checkout will accept (edge-api payments/registry.ts decides it from the same table). No settings row: the
 * built-in test provider. This Worker has no PAYMENTS_KEY to open credentials, so stripe or chapa is offered when the
 * row holds credentials for that provider; without them checkout refuses every method, and the page says so rather
 * than offer a payment that would fail. (Credentials that no longer decrypt are refused by checkout all the same.)
 */
function paymentOf(provider: PaymentProviderId | null, credentialsProvider: string | null) {
  if (!provider) return { paymentMethods: [...PROVIDER_METHODS.test], paymentProvider: 'test' };
  const usable = !needsCredentials(provider) || credentialsProvider === provider;
  return { paymentMethods: usable ? [...PROVIDER_METHODS[provider]] : [], paymentProvider: provider };
}

/** The store by `where`, with its live publication's hash and its payment settings: each join on a primary key. */
export const storeQuery = (db: Queryable, where: SQL) =>
  asDrizzle(db)
    .select({
      id: websites.id,
      domain: websites.domain,
      currency: websites.currency,
      version: websites.contentVersion,
      categoriesJson: websites.categories,
      hash: publications.hash,
      provider: paymentSettings.provider,
      credentialsProvider: paymentSettings.credentialsProvider,
    })
    .from(websites)
    .leftJoin(publications, eq(publications.id, websites.livePublicationId))
    .leftJoin(paymentSettings, eq(paymentSettings.websiteId, websites.id))
    .where(where);

// The two lookups as prepared queries, built once per database binding: a cache hit does nothing else in this Worker,
// so building the SQL text again on every request would be a good share of its work.
function prepare(db: Queryable) {
  const query = (where: SQL) => storeQuery(db, where).prepare();
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
  const { provider, credentialsProvider, ...store } = row;
  return { ...store, ...paymentOf(provider, credentialsProvider) };
}
