// Cloudflare for SaaS custom hostnames, by fetch (no SDK: Worker size), as Cloudflare's API documents them:
// POST /zones/{zone_id}/custom_hostnames {hostname, ssl: {method, type: 'dv'}}, GET .../{id}, DELETE .../{id}; every
// answer is the v4 envelope {success, errors: [{code, message}], messages, result}. The result's `status` is the
// hostname's (pending until the merchant's CNAME and TXT are seen, then active), `ownership_verification` the TXT
// record that proves the domain, `ssl.validation_records` the certificate's own TXT when it needs one.
import type { DnsRecord, HostnameStatus } from '@app/contracts/custom-hostnames';
import { fetchWithin, type FetchFn } from '../payments/http';

export interface SaasConfig {
  /** e.g. https://api.cloudflare.com/client/v4 (CLOUDFLARE_API_BASE; tests point it at their fake). */
  base: string;
  zoneId: string;
  token: string;
  fetch: FetchFn;
  /** How long one call may take, its body included (payments/http.ts's PROVIDER_TIMEOUT_MS bound; tests shorten it). */
  timeoutMs: number;
}

/** What we keep of a custom hostname's result. */
export interface SaasHostname {
  id: string;
  hostname: string;
  status: HostnameStatus;
  sslStatus: string | null;
  /** The ownership TXT and any certificate validation TXT (the CNAME is ours to add: it does not come from the API). */
  records: DnsRecord[];
  errors: string[];
}

/** A call that did not succeed: unreachable or timed out (status 0), or Cloudflare's error answer with its codes. */
export class SaasError extends Error {
  constructor(
    readonly status: number,
    readonly codes: number[],
    message: string,
  ) {
    super(`cloudflare: ${message}`);
  }
}

/** Cloudflare's error code for a hostname that already exists in the zone (another store's, or left over). */
export const DUPLICATE_HOSTNAME = 1406;

interface Envelope {
  success?: boolean;
  errors?: { code?: number; message?: string }[];
  result?: unknown;
}

async function call(cfg: SaasConfig, method: string, path: string, body?: unknown): Promise<unknown> {
  const url = `${cfg.base.replace(/\/+$/, '')}/zones/${encodeURIComponent(cfg.zoneId)}/custom_hostnames${path}`;
  const headers = { Authorization: `Bearer ${cfg.token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) };
  let res: Response;
  let text: string;
  try {
    ({ res, text } = await fetchWithin(cfg.fetch, url, { method, headers, body: body ? JSON.stringify(body) : undefined }, cfg.timeoutMs));
  } catch (err) {
    throw new SaasError(0, [], `unreachable (${err instanceof Error ? err.message : String(err)})`);
  }
  let env: Envelope;
  try {
    env = JSON.parse(text) as Envelope;
  } catch {
    throw new SaasError(res.status, [], `answered ${res.status} with a body that is not JSON`);
  }
  if (!res.ok || env.success !== true) {
    const errors = env.errors ?? [];
    const detail = errors.map((e) => `${e.code ?? '?'} ${e.message ?? ''}`.trim()).join('; ');
    throw new SaasError(
      res.status,
      errors.map((e) => Number(e.code)),
      detail || `answered ${res.status}`,
    );
  }
  return env.result;
}

interface Result {
  id: string;
  hostname: string;
  status: HostnameStatus;
  ssl?: {
    status?: string;
    validation_records?: { txt_name?: string; txt_value?: string }[];
    validation_errors?: { message?: string }[];
  };
  ownership_verification?: { type?: string; name?: string; value?: string };
  verification_errors?: string[];
}

function parse(r: Result): SaasHostname {
  const records: DnsRecord[] = [];
  const own = r.ownership_verification;
  if (own?.name && own.value) records.push({ type: 'TXT', name: own.name, value: own.value });
  for (const v of r.ssl?.validation_records ?? []) {
    if (v.txt_name && v.txt_value) records.push({ type: 'TXT', name: v.txt_name, value: v.txt_value });
  }
  const errors = [...(r.verification_errors ?? []), ...(r.ssl?.validation_errors ?? []).map((e) => e.message ?? '')].filter(Boolean);
  return { id: r.id, hostname: r.hostname, status: r.status, sslStatus: r.ssl?.status ?? null, records, errors };
}

/** Registers the hostname; its certificate is validated by TXT (the merchant adds it with the ownership TXT). */
export async function createHostname(cfg: SaasConfig, hostname: string): Promise<SaasHostname> {
  return parse((await call(cfg, 'POST', '', { hostname, ssl: { method: 'txt', type: 'dv' } })) as Result);
}

export async function getHostname(cfg: SaasConfig, id: string): Promise<SaasHostname> {
  return parse((await call(cfg, 'GET', `/${encodeURIComponent(id)}`)) as Result);
}

/** Deletes it at Cloudflare; one already gone (404) counts as deleted. */
export async function deleteHostname(cfg: SaasConfig, id: string): Promise<void> {
  try {
    await call(cfg, 'DELETE', `/${encodeURIComponent(id)}`);
  } catch (err) {
    if (!(err instanceof SaasError && err.status === 404)) throw err;
  }
}
