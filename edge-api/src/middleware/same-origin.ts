// Login CSRF (DESIGN §5): a page on another site must not be able to sign a browser in, sign it up or verify a code
// for it (the victim would then act in the attacker's account). Browsers say where a request comes from:
// `Sec-Fetch-Site` (every current browser) and `Origin` (on every cross-origin POST). The dashboard's sign-in and
// sign-up post from this origin; clients that are not browsers send neither header and are not concerned.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { ApiError } from '../errors';

/** Whether the request was sent by a browser from a page of another origin. */
export function isCrossSite(req: Request): boolean {
  const site = req.headers.get('sec-fetch-site');
  // 'same-site' is refused too: another store's domain under the platform's site is not the dashboard.
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = req.headers.get('origin');
  if (!origin) return false;
  // `Origin: null` (a sandboxed frame, a redirect across origins, a file) is never this origin.
  try {
    return new URL(origin).origin !== new URL(req.url).origin;
  } catch {
    return true;
  }
}

export const sameOriginOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === 'POST' && isCrossSite(c.req.raw))
    throw new ApiError(403, 'forbidden', 'Sign-in and sign-up are only accepted from this site.');
  await next();
});
