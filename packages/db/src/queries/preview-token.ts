// Preview tokens (DESIGN §5, §15): random, HMAC-signed with their expiry, revocable. The signature lets a storefront
// refuse a forged or expired token without a query; the row (only the token's SHA-256 is stored) makes it
// revocable. Both Workers use these: edge-api signs, the storefront verifies.
import { sha256Hex } from '@app/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { previewLinks } from '../schema-publishing';
import { asDrizzle, type Queryable } from './sections';

export interface PreviewClaims {
  websiteId: number;
  linkId: number;
  /** Unix seconds. */
  expires: number;
}

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

async function hmac(secret: string, text: string): Promise<string> {
  const enc = new TextEncoder();
  // A key of its own (derived by purpose) so a preview signature can never stand in for a session's XSRF HMAC.
  const key = await crypto.subtle.importKey('raw', enc.encode(`preview-links:${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return b64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(text))));
}

/** A new token for a link row: `<websiteId>.<linkId>.<expires>.<nonce>.<signature>`. */
export async function signPreviewToken(secret: string, claims: PreviewClaims): Promise<string> {
  const nonce = b64url(crypto.getRandomValues(new Uint8Array(24)));
  const payload = `${claims.websiteId}.${claims.linkId}.${claims.expires}.${nonce}`;
  return `${payload}.${await hmac(secret, payload)}`;
}

/** Constant-time comparison: a byte-by-byte early exit would time how much of a forged signature is right. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The claims of a token whose signature is ours and that has not expired; null for anything else. No query. */
export async function verifyPreviewToken(secret: string, token: string, nowMs = Date.now()): Promise<PreviewClaims | null> {
  const parts = token.split('.');
  if (parts.length !== 5 || token.length > 200) return null;
  const [site, link, exp, , sig] = parts;
  if (![site, link, exp].every((p) => /^\d{1,15}$/.test(p))) return null;
  if (!sameText(sig, await hmac(secret, parts.slice(0, 4).join('.')))) return null;
  const claims = { websiteId: Number(site), linkId: Number(link), expires: Number(exp) };
  return claims.expires * 1000 > nowMs ? claims : null;
}

/** verifyPreviewToken plus the row: the link exists for that website, holds this token and is not revoked. */
export async function checkPreviewToken(db: Queryable, secret: string, token: string, nowMs = Date.now()): Promise<PreviewClaims | null> {
  const claims = await verifyPreviewToken(secret, token, nowMs);
  if (!claims) return null;
  const row = await asDrizzle(db)
    .select({ id: previewLinks.id })
    .from(previewLinks)
    .where(
      and(
        eq(previewLinks.id, claims.linkId),
        eq(previewLinks.websiteId, claims.websiteId),
        eq(previewLinks.tokenHash, await sha256Hex(token)),
        isNull(previewLinks.revokedAt),
      ),
    )
    .get();
  return row ? claims : null;
}
