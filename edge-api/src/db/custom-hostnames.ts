// The custom_hostnames rows (a control-plane table, DESIGN §20): every read and write of them is here, so moving the
// table to the CONTROL database changes this module alone. Every owner query is scoped by the caller's website id.
import type { CustomHostname, DnsRecord, HostnameStatus } from '@app/contracts/custom-hostnames';
import { isUniqueViolation } from './d1-errors';
import type { SaasHostname } from '../domains/saas-api';

export interface HostnameRow extends Omit<CustomHostname, 'records' | 'errors'> {
  id: number;
  cf_id: string | null;
  records: DnsRecord[];
  errors: string[];
}

interface Stored {
  id: number;
  hostname: string;
  cf_id: string | null;
  status: HostnameStatus;
  ssl_status: string | null;
  records: string;
  errors: string;
  created_at: string;
  checked_at: string;
}

const list = <T>(json: string): T[] => {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
};

const COLUMNS = 'id, hostname, cf_id, status, ssl_status, records, errors, created_at, checked_at';

/** The store's hostname (one per store), or null. */
export async function findHostname(db: D1Database, websiteId: number): Promise<HostnameRow | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM custom_hostnames WHERE website_id = ? ORDER BY id LIMIT 1`)
    .bind(websiteId)
    .first<Stored>();
  return row ? { ...row, records: list<DnsRecord>(row.records), errors: list<string>(row.errors) } : null;
}

/**
 * Claims `hostname` for the store before Cloudflare is asked, so two stores racing for one name cannot both get it:
 * 'taken' when another store (or this one) holds it, 'limit' when the store already has its `limit` hostnames.
 */
export async function claimHostname(db: D1Database, websiteId: number, hostname: string, limit: number): Promise<'ok' | 'taken' | 'limit'> {
  try {
    const r = await db
      .prepare(
        `INSERT INTO custom_hostnames (website_id, hostname)
         SELECT ?1, ?2 WHERE (SELECT count(*) FROM custom_hostnames WHERE website_id = ?1) < ?3`,
      )
      .bind(websiteId, hostname, limit)
      .run();
    return r.meta.changes === 1 ? 'ok' : 'limit';
  } catch (err) {
    if (isUniqueViolation(err, 'custom_hostnames.hostname')) return 'taken';
    throw err;
  }
}

/** Keeps what Cloudflare said of the store's hostname. */
export async function saveHostnameState(db: D1Database, websiteId: number, id: number, s: SaasHostname, now: string): Promise<void> {
  await db
    .prepare(
      `UPDATE custom_hostnames SET cf_id = ?, status = ?, ssl_status = ?, records = ?, errors = ?, checked_at = ?
       WHERE website_id = ? AND id = ?`,
    )
    .bind(s.id, s.status, s.sslStatus, JSON.stringify(s.records), JSON.stringify(s.errors), now, websiteId, id)
    .run();
}

/** Stops serving the hostname at once (any status but active is not served), before Cloudflare is asked to delete it. */
export async function markHostnameDeleting(db: D1Database, websiteId: number, id: number): Promise<void> {
  await db.prepare(`UPDATE custom_hostnames SET status = 'pending_deletion' WHERE website_id = ? AND id = ?`).bind(websiteId, id).run();
}

export async function deleteHostnameRow(db: D1Database, websiteId: number, id: number): Promise<void> {
  await db.prepare('DELETE FROM custom_hostnames WHERE website_id = ? AND id = ?').bind(websiteId, id).run();
}
