// The store a custom Host belongs to (#35 item 7, DESIGN §20): the one read of the control-plane table
// custom_hostnames in this Worker. Only an `active` hostname (Cloudflare for SaaS verified its CNAME and TXT) names a
// store; a pending, blocked or removed one names none, so nothing is served on it.
import { asDrizzle, customHostnames, type Queryable } from '@app/db';
import { and, eq, sql } from 'drizzle-orm';

const prepared = new WeakMap<Queryable, ReturnType<typeof prepare>>();
const prepare = (db: Queryable) =>
  asDrizzle(db)
    .select({ id: customHostnames.websiteId })
    .from(customHostnames)
    .where(and(eq(customHostnames.hostname, sql.placeholder('host')), eq(customHostnames.status, 'active')))
    .prepare();

/** The id of the store whose active custom hostname is `host` (lower case), or null. */
export async function storeIdOfHost(db: Queryable, host: string): Promise<number | null> {
  let q = prepared.get(db);
  if (!q) {
    q = prepare(db);
    prepared.set(db, q);
  }
  return (await q.get({ host }))?.id ?? null;
}
