// Session auth: bearer token (API clients) or the auth_token cookie (dashboard) with the XSRF double-submit check.
import { AUTH_COOKIE, MESSAGES, XSRF_HEADER } from '@app/contracts';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../errors';
import type { AppEnv, Bindings } from '../env';
import { hmacHex, safeEqual, sha256Hex } from '../lib/crypto';
import { findLiveSession } from '../db/sessions';

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
  const session = await findLiveSession(c.env.CONTROL, tokenHash);
  if (!session) throw new ApiError(401, 'invalid_token', 'Invalid or expired token');

  if (!bearer && !SAFE_METHODS.has(c.req.method)) {
    const sent = c.req.header(XSRF_HEADER) ?? '';
    if (!safeEqual(sent, await xsrfFor(c.env, tokenHash))) throw new ApiError(403, 'xsrf_failed', 'Missing or invalid XSRF token');
  }

  c.set('user', session.user);
  c.set('sessionId', session.sessionId);
  await next();
});
