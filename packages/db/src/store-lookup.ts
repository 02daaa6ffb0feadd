// Public store lookups (DESIGN §20), for both Workers: a shopper names a store by its number, its path name
// (`/published/{domain}`) or a verified custom hostname as Host. The directory in CONTROL answers which store that is
// and which shard holds it in ONE query (a path name a store left, DOMAIN_REDIRECT_DAYS ago at most, answers in the
// same query); the caller then reads the store's rows from that shard alone. A name no store has, or a store on a
// shard this Worker does not bind, is no store (404), never an error. Nothing is kept here: the storefront keeps what
// it found for at most its store-row bound (STORE_ENTRY_REUSE_MS), edge-api reads on every public write.
import { everyShard, type DataEnv } from './directory';

/** How a request names a store: the storefront's routes and edge-api's `/stores/:website_id/...` paths. */
export type PublicLookup = { id: number } | { domain: string } | { host: string };

/** A store a shopper named: its id and path name from the directory, and the database of its shard. */
export interface PublicStore {
  id: number;
  domain: string;
  db: D1Database;
}

/** The store, or (for a former path name still redirecting) the store's current path name; null: no store. */
export type PublicFound = { store: PublicStore } | { movedTo: string } | null;

const COLUMNS = 's.id AS id, s.domain AS domain, s.shard AS shard';
const BY_ID = `SELECT ${COLUMNS}, 0 AS former FROM stores s WHERE s.id = ?1`;
// Only an active hostname (Cloudflare for SaaS verified its CNAME and TXT) names a store (#35 item 7).
const BY_HOST = `SELECT ${COLUMNS}, 0 AS former FROM custom_hostnames h JOIN stores s ON s.id = h.website_id
  WHERE h.hostname = ?1 AND h.status = 'active'`;
// A live store's name wins over a former one (a name is free again once its store left it).
const BY_DOMAIN = `SELECT ${COLUMNS}, 0 AS former FROM stores s WHERE s.domain = ?1
  UNION ALL SELECT ${COLUMNS}, 1 AS former FROM domain_redirects r JOIN stores s ON s.id = r.website_id
  WHERE r.domain = ?1 AND r.expires_at > ?2 AND s.domain <> ?1
  ORDER BY former LIMIT 1`;

interface Row {
  id: number;
  domain: string;
  shard: string;
  former: number;
}

/** The database of the shard named `shard`, or null when this Worker does not bind it. */
function shardDb(env: DataEnv, shard: string): D1Database | null {
  return everyShard(env).find((s) => s.shard === shard)?.db ?? null;
}

/** The store a public request names, from one CONTROL query. `now`: when a former name's redirect must still hold. */
export async function findPublicStore(env: DataEnv, lookup: PublicLookup, now = new Date()): Promise<PublicFound> {
  const query =
    'id' in lookup
      ? env.CONTROL.prepare(BY_ID).bind(lookup.id)
      : 'host' in lookup
        ? env.CONTROL.prepare(BY_HOST).bind(lookup.host)
        : env.CONTROL.prepare(BY_DOMAIN).bind(lookup.domain, now.toISOString());
  const row = await query.first<Row>();
  if (!row) return null;
  if (row.former) return { movedTo: row.domain };
  const db = shardDb(env, row.shard);
  return db ? { store: { id: row.id, domain: row.domain, db } } : null;
}

/** The store of a public route by its number (edge-api's `/stores/:website_id/...`), or null. */
export async function publicStoreById(env: DataEnv, id: number): Promise<PublicStore | null> {
  const found = await findPublicStore(env, { id });
  return found && 'store' in found ? found.store : null;
}
