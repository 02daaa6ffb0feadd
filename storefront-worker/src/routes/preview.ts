// Preview links (DESIGN §15): `?preview=<token>` shows the store's DRAFT to whoever holds a valid link. The token is
// checked (signature, expiry, row not revoked) with PREVIEW_SECRET, a secret of its own: the storefront never holds
// edge-api's session secret. A valid token is kept in an HttpOnly cookie scoped to the store's base path, so links
// inside the preview stay in it; `?preview=exit` clears it. A preview page is private: never cached, never read from
// the cache, never indexed.
import { checkPreviewToken, type PreviewClaims } from '@app/db';
import type { StoreRow } from '../data/store-row';

export const PREVIEW_COOKIE = 'sf_preview';
/** The query value of the "Exit preview" link. */
export const EXIT_PREVIEW = 'exit';

export type Preview =
  | { kind: 'none' }
  | { kind: 'valid'; token: string; claims: PreviewClaims; fromQuery: boolean }
  /** An expired, revoked, forged or other store's token; `fromCookie`: the cookie held it and must be cleared. */
  | { kind: 'invalid'; fromCookie: boolean }
  | { kind: 'exit' };

const COOKIE_RE = new RegExp(`(?:^|;)\\s*${PREVIEW_COOKIE}=([^;]*)`);

function cookieToken(req: Request): string | null {
  const header = req.headers.get('Cookie');
  // Most requests carry no cookie or only the language one: no parsing then (the cache-hit path stays as cheap).
  if (!header?.includes(PREVIEW_COOKIE)) return null;
  return COOKIE_RE.exec(header)?.[1]?.trim() || null;
}

/** What the request asks for. Reads D1 only when it carries a token. */
export async function readPreview(req: Request, url: URL, env: Env, row: StoreRow): Promise<Preview> {
  const query = url.searchParams.get('preview');
  if (query === EXIT_PREVIEW) return { kind: 'exit' };
  const cookie = cookieToken(req);
  const token = query ?? cookie;
  if (token === null) return { kind: 'none' };
  const claims = await checkPreviewToken(env.DB, env.PREVIEW_SECRET, token);
  if (!claims || claims.websiteId !== row.id) return { kind: 'invalid', fromCookie: query === null };
  return { kind: 'valid', token, claims, fromQuery: query !== null };
}

function cookie(url: URL, base: string, value: string, maxAge: number): string {
  const secure = url.protocol === 'https:' ? '; Secure' : '';
  return `${PREVIEW_COOKIE}=${value}; Path=${base || '/'}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

export const clearPreviewCookie = (url: URL, base: string) => cookie(url, base, '', 0);

/** Marks a preview page private and, when the token came in the query, keeps it in the cookie until it expires. */
export function asPreview(res: Response, p: Extract<Preview, { kind: 'valid' }>, url: URL, base: string): Response {
  res.headers.set('Cache-Control', 'private, no-store');
  res.headers.set('X-Robots-Tag', 'noindex');
  res.headers.delete('X-Cache');
  if (p.fromQuery) {
    const maxAge = Math.max(0, p.claims.expires - Math.floor(Date.now() / 1000));
    res.headers.append('Set-Cookie', cookie(url, base, p.token, maxAge));
  }
  return res;
}

/** "Exit preview": the same page without the query, the cookie cleared. */
export function exitPreview(url: URL, base: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: url.pathname, 'Set-Cookie': clearPreviewCookie(url, base), 'Cache-Control': 'no-store' },
  });
}

/** The link of the preview bar's "Exit preview": the page it is on. */
export const exitPreviewHref = (path: string) => `${path}?preview=${EXIT_PREVIEW}`;
