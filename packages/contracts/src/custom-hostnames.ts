// Verified custom domains (#35 item 7, DESIGN §20): a store's own hostname (shop.example.com), registered with
// Cloudflare for SaaS and served only once Cloudflare says it is active. The store's path name (`domain`,
// /published/{domain}) proves nothing about a real domain and is never served as a Host.

/** Cloudflare's custom hostname statuses (its API's `status`); only `active` is served. */
export const HOSTNAME_STATUSES = [
  'pending',
  'active',
  'moved',
  'blocked',
  'deleted',
  'test_pending',
  'test_active',
  'test_blocked',
  'test_failed',
  'pending_deletion',
  'pending_blocked',
  'pending_migration',
  'pending_provisioned',
  'provisioned',
] as const;
export type HostnameStatus = (typeof HOSTNAME_STATUSES)[number];

/** One hostname per store to start with: a second needs the first removed. */
export const CUSTOM_HOSTNAMES_PER_STORE = 1;
/** Per merchant and hour: adding a hostname (each one a call to Cloudflare's API) and checking its status. */
export const HOSTNAME_CREATES_PER_HOUR = 5;
export const HOSTNAME_REFRESHES_PER_HOUR = 120;
/** The builder checks a pending hostname this often, at most this many times per visit (then on the button). */
export const HOSTNAME_POLL_SECONDS = 15;
export const HOSTNAME_POLL_MAX = 40;

/** A DNS record the merchant creates at their DNS provider. */
export interface DnsRecord {
  type: 'CNAME' | 'TXT';
  name: string;
  value: string;
}

/** The store's custom hostname as its owner sees it. */
export interface CustomHostname {
  hostname: string;
  status: HostnameStatus;
  /** Cloudflare's certificate status (`ssl.status`: initializing, pending_validation, active, ...), or null. */
  ssl_status: string | null;
  /** What to create: the CNAME to our target, the TXT ownership record, and any certificate validation TXT. */
  records: DnsRecord[];
  /** Cloudflare's verification errors, in its words (shown as they are: they name DNS details). */
  errors: string[];
  created_at: string;
  checked_at: string;
}

export interface CustomHostnameAnswer {
  /** The CNAME target every custom hostname points at (the SaaS fallback origin). */
  target: string;
  hostname: CustomHostname | null;
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * A hostname as the platform keeps it: trimmed, lower case, no trailing dot, internationalised names in punycode
 * (the URL parser's IDNA mapping: bücher.example -> xn--bcher-kva.example). Null when it is not a DNS name of at
 * least two labels: an IP address, a port, a path, a scheme, a wildcard and a top-level domain alone are refused.
 */
export function normalizeHostname(input: string): string | null {
  const raw = input.trim().replace(/\.$/, '');
  if (!raw || /[/:@?#*\s\\[\]]/.test(raw) || raw.length > 253) return null;
  let host: string;
  try {
    host = new URL(`http://${raw}`).hostname;
  } catch {
    return null;
  }
  const labels = host.split('.');
  if (host.length > 253 || labels.length < 2 || IPV4.test(host)) return null;
  if (!labels.every((l) => LABEL.test(l)) || /^\d+$/.test(labels.at(-1)!)) return null;
  return host;
}

/** True when `host` is one of `ours` or under one of them (the platform's own names are never a store's). */
export function isPlatformHostname(host: string, ours: readonly string[]): boolean {
  return ours.some((o) => o && (host === o || host.endsWith(`.${o}`)));
}
