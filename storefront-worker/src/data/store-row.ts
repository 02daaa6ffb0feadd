// What every storefront request starts with: the store directory (CONTROL) says which store the request names and
// which shard holds it (packages/db store-lookup.ts, one query), then one indexed query of that shard reads enough of
// the store to build the cache key (id, content_version, the live publication's hash), to route, to know how checkout
// takes payment (the store's payment_settings row, joined on its primary key) and the home's category list (on the
// same row: a miss of the home then reads only its cards). Everything else a page shows (title, description, hero, chrome,
// pages) comes from the publication's snapshot (data/content.ts), read only on a cache miss.
import {
  DEFAULT_PAYMENT_PROVIDER,
  inTestMode,
  isOnlineProvider,
  isPaymentProvider,
  needsCredentials,
  paymentProvider,
  type CheckoutPaymentMethod,
} from '@app/contracts';
import {
  asDrizzle,
  findPublicStore,
  paymentSettings,
  publications,
  STORE_ENTRY_REUSE_MS,
  websites,
  type DataEnv,
  type Queryable,
} from '@app/db';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Lookup } from '../routing';

/** What the checkout page offers (DESIGN §18). */
export type PaymentMethod = CheckoutPaymentMethod;

export interface StoreRow {
  id: number;
  /** The database of the store's shard: every other read of this request goes there. */
  db: D1Database;
  domain: string;
  currency: string;
  version: number;
  /** The live publication's hash; null for a store not yet published (see data/content.ts). */
  hash: string | null;
  /** The payment methods the store offers, in the order shown; the first is chosen. */
  paymentMethods: PaymentMethod[];
  /** Its online provider's id (contracts' provider list), named on the redirect method. */
  paymentProvider: string;
  /** Test mode (#34): its payments go through the simulated test provider; checkout says no real payment is taken. */
  testMode: boolean;
  /** The home filter's category list as stored (a JSON array kept by migration 0020's triggers); parsed on a miss. */
  categoriesJson: string;
}

/** The enabled providers of a settings row: its JSON list (known ids), else its single provider (edge-api's providersOf). */
function enabledOf(stored: string | null, list: string | null): string[] {
  let parsed: unknown = [];
  try {
    parsed = JSON.parse(list ?? '[]');
  } catch {
    // A broken list reads as the single provider.
  }
  const known = Array.isArray(parsed) ? parsed.filter(isPaymentProvider) : [];
  return known.length ? known : [stored ?? DEFAULT_PAYMENT_PROVIDER];
}

/**
 * What checkout will accept (edge-api payments/registry.ts decides it from the same provider list): every enabled
 * provider's methods, in their order. No settings row: the default provider (test). This Worker has no PAYMENTS_KEY to
 * open credentials, so stripe or chapa is offered when the row holds credentials for that provider; without them
 * checkout refuses its methods, and the page offers the others (none: it says so rather than offer a payment that
 * would fail). Credentials that no longer decrypt are refused by checkout all the same.
 */
function paymentOf(stored: string | null, list: string | null, credentialsProvider: string | null) {
  const enabled = enabledOf(stored, list);
  const usable = enabled.filter((p) => !needsCredentials(p) || credentialsProvider === p);
  const paymentMethods = [...new Set(usable.flatMap((p) => paymentProvider(p)?.methods ?? []))];
  const online = enabled.find(isOnlineProvider) ?? enabled[0]!;
  return { paymentMethods, paymentProvider: online, testMode: inTestMode(usable) };
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
      providers: paymentSettings.providers,
      credentialsProvider: paymentSettings.credentialsProvider,
    })
    .from(websites)
    .leftJoin(publications, eq(publications.id, websites.livePublicationId))
    .leftJoin(paymentSettings, eq(paymentSettings.websiteId, websites.id))
    .where(where);

// The shard's query, prepared once per database binding: a cache hit does nothing else in this Worker, so building
// the SQL text again on every request would be a good share of its work.
const prepared = new WeakMap<Queryable, ReturnType<typeof prepare>>();
const prepare = (db: Queryable) => storeQuery(db, eq(websites.id, sql.placeholder('id'))).prepare();

/** What a lookup finds: the store's row, or the current path name of a store that left the one asked for. */
export type Found = StoreRow | { movedTo: string } | null;

/** The Worker's bindings a lookup reads: CONTROL (the directory) and every shard. */
export type LookupEnv = DataEnv;

async function readStore(env: LookupEnv, lookup: Lookup, now: number): Promise<Found> {
  const found = await findPublicStore(env, lookup, new Date(now));
  if (!found || 'movedTo' in found) return found;
  const { id, db } = found.store;
  let q = prepared.get(db);
  if (!q) {
    q = prepare(db);
    prepared.set(db, q);
  }
  // In the directory but not (or no longer) in its shard: no store here.
  const row = await q.get({ id });
  if (!row) return null;
  const { provider, providers, credentialsProvider, ...store } = row;
  return { ...store, db, ...paymentOf(provider, providers, credentialsProvider) };
}

/**
 * DESIGN §8's bound, the directory's too (packages/db directory.ts): an isolate reuses a store row (and so which shard
 * holds the store) for at most this long, so an edit, a publish or a move shows on every request that starts more
 * than this long after it answered. STORE_ROW_REUSE_MS may lower it, never raise it.
 */
export const STORE_ROW_REUSE_MAX_MS = STORE_ENTRY_REUSE_MS;

/**
 * Store rows this isolate read in the last `reuseMs` (STORE_ROW_REUSE_MS, 250 ms in wrangler.toml). A cache hit is
 * otherwise this one read plus copying bytes, and the read is most of its work: under load an isolate reads each
 * store's row a few times a second instead of once per request. The price: an edit or a publish shows on requests
 * that start up to `reuseMs` after it. The window is counted from `now` taken BEFORE the read, never from when the
 * read returned and never extended by a reuse: a row that misses a write was read by a request that started before
 * the write answered, so every request starting `reuseMs` after the write reads again. Only the parsed row is kept
 * (no promise: workerd ties one to the request that made it); concurrent misses each read. Only stores that exist are
 * kept (a stream of made-up Hosts cannot fill the map), at most ROWS_KEPT of them.
 */
const recent = new Map<string, { row: StoreRow; until: number }>();
const ROWS_KEPT = 1000;

/**
 * The store a request names: at most one CONTROL query and one shard query, none while a kept row holds (a former path
 * name's redirect is never kept). `now`: when this request asks (Date.now() in the Worker; tests pass their own clock).
 */
export async function findStore(env: LookupEnv, lookup: Lookup, reuseMs = 0, now = Date.now()): Promise<Found> {
  const key = 'id' in lookup ? `#${lookup.id}` : 'host' in lookup ? `host:${lookup.host}` : lookup.domain;
  const window = Math.min(reuseMs, STORE_ROW_REUSE_MAX_MS);
  const kept = window > 0 ? recent.get(key) : undefined;
  if (kept && now < kept.until) return kept.row;
  const row = await readStore(env, lookup, now);
  if (window > 0 && row && !('movedTo' in row)) {
    if (recent.size >= ROWS_KEPT) recent.clear();
    recent.set(key, { row, until: now + window });
  }
  return row;
}

/** STORE_ROW_REUSE_MS as a number of milliseconds: 0 (no reuse) when unset or not a number, at most the bound. */
export function rowReuseMs(env: { STORE_ROW_REUSE_MS?: string }): number {
  const ms = Number(env.STORE_ROW_REUSE_MS ?? 0);
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, STORE_ROW_REUSE_MAX_MS) : 0;
}
