// Session auth: bearer token (API clients) or the auth_token cookie (dashboard) with the XSRF double-submit check.
import { AUTH_COOKIE, MESSAGES, XSRF_HEADER } from '@app/contracts';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../errors';
import type { AppEnv, Bindings } from '../env';
import { hmacHex, safeEqual, sha256Hex } from '../lib/crypto';
import { nowIso } from '../lib/time';

export interface AuthedUser {
  id: number;
  username: string;
  email: string | null;
  phone_number: string | null;
  role_name: string;
  created_at: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The XSRF token is an HMAC of the session's token hash, so it is bound to the session and needs no storage. */
export const xsrfFor = (env: Bindings, tokenHash: string) => hmacHex(`${env.SESSION_SECRET}:xsrf`, tokenHash);

export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  const cookie = getCookie(c, AUTH_COOKIE);
  const token = bearer ?? cookie;
  if (!token) throw new ApiError(401, 'no_token', MESSAGES.noToken);

  const tokenHash = await sha256Hex(token);
  const row = await c.env.DB.prepare(
    `SELECT s.id AS session_id, u.id, u.username, u.email, u.phone_number, u.role_name, u.created_at
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ? AND u.status = 'active'`,
  )
    .bind(tokenHash, nowIso())
    .first<AuthedUser & { session_id: number }>();
  if (!row) throw new ApiError(401, 'invalid_token', 'Invalid or expired token');

  if (!bearer && !SAFE_METHODS.has(c.req.method)) {
    const sent = c.req.header(XSRF_HEADER) ?? '';
    if (!safeEqual(sent, await xsrfFor(c.env, tokenHash))) throw new ApiError(403, 'xsrf_failed', 'Missing or invalid XSRF token');
  }

  const { session_id, ...user } = row;
  c.set('user', user);
  c.set('sessionId', session_id);
  await next();
});
