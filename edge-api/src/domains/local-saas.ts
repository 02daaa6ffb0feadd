// A stand-in for Cloudflare's custom hostname API for local runs (`pnpm start`: CUSTOM_HOSTNAMES=local in .dev.vars),
// as the SMS outbox stands in for Twilio: the builder's Custom domain screen works without network or an account.
// It answers the same paths, envelope and result shapes as the API (saas-api.ts reads them unchanged) from the
// dev_saas_hostnames table. A hostname stays pending until POST /api/__dev/custom-hostnames/activate (DEV_ROUTES)
// says its DNS records were "seen". Never used in production.
import type { HostnameStatus } from '@app/contracts/custom-hostnames';
import type { FetchFn } from '../payments/http';

export const LOCAL_SAAS_BASE = 'https://saas.local/client/v4';

interface Hostname {
  id: string;
  hostname: string;
  status: HostnameStatus;
  created_at: string;
}

/** A custom hostname's result as Cloudflare documents it (the fields saas-api.ts reads, and a few around them). */
export function saasResult(h: Hostname) {
  const active = h.status === 'active';
  return {
    id: h.id,
    hostname: h.hostname,
    status: h.status,
    ssl: {
      id: `ssl-${h.id}`,
      type: 'dv',
      method: 'txt',
      status: active ? 'active' : 'pending_validation',
      validation_records: active ? [] : [{ txt_name: `_acme-challenge.${h.hostname}`, txt_value: `acme-${h.id}` }],
      validation_errors: [],
    },
    ownership_verification: { type: 'txt', name: `_cf-custom-hostname.${h.hostname}`, value: h.id },
    ownership_verification_http: {
      http_url: `http://${h.hostname}/.well-known/cf-custom-hostname-challenge/${h.id}`,
      http_body: h.id,
    },
    verification_errors: active ? [] : ['custom hostname does not CNAME to this zone.'],
    created_at: h.created_at,
  };
}

/** The v4 envelope: `{success, errors, messages, result}`. */
export const envelope = (status: number, result: unknown, errors: { code: number; message: string }[] = []) =>
  Response.json({ success: errors.length === 0, errors, messages: [], result }, { status });

const notFound = () => envelope(404, null, [{ code: 1436, message: 'The custom hostname was not found.' }]);

async function answer(db: D1Database, method: string, path: string, body: string): Promise<Response> {
  const id = /\/custom_hostnames\/([^/]+)$/.exec(path)?.[1];
  if (method === 'POST' && !id) {
    const { hostname } = JSON.parse(body) as { hostname: string };
    if (await db.prepare('SELECT 1 FROM dev_saas_hostnames WHERE hostname = ?').bind(hostname).first()) {
      return envelope(409, null, [{ code: 1406, message: 'Duplicate custom hostname found.' }]);
    }
    const row = { id: crypto.randomUUID().replace(/-/g, ''), hostname, status: 'pending' as const, created_at: new Date().toISOString() };
    await db
      .prepare('INSERT INTO dev_saas_hostnames (id, hostname, status, created_at) VALUES (?, ?, ?, ?)')
      .bind(row.id, row.hostname, row.status, row.created_at)
      .run();
    return envelope(201, saasResult(row));
  }
  const row = id
    ? await db.prepare('SELECT id, hostname, status, created_at FROM dev_saas_hostnames WHERE id = ?').bind(id).first<Hostname>()
    : null;
  if (!row) return notFound();
  if (method === 'GET') return envelope(200, saasResult(row));
  if (method === 'DELETE') {
    await db.prepare('DELETE FROM dev_saas_hostnames WHERE id = ?').bind(row.id).run();
    return envelope(200, { id: row.id });
  }
  return envelope(405, null, [{ code: 10000, message: 'Method not allowed' }]);
}

/** The fetch saas-api.ts calls in local runs: the stand-in answers instead of the network. */
export const localSaasFetch =
  (db: D1Database): FetchFn =>
  async (input, init) =>
    answer(db, init?.method ?? 'GET', new URL(input).pathname, typeof init?.body === 'string' ? init.body : '');

/** The dev route's "DNS seen": the stand-in's hostname turns active (the next status check reports it). */
export async function activateLocalHostname(db: D1Database, hostname: string): Promise<boolean> {
  const r = await db.prepare(`UPDATE dev_saas_hostnames SET status = 'active' WHERE hostname = ?`).bind(hostname).run();
  return r.meta.changes > 0;
}
