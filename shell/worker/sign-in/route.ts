// The front door's sign-in routes: GET /auth/login (page.ts) and its files under /_signin/<hash>/<name>.
import { XSRF_COOKIE } from '@app/contracts';
import { SIGN_IN_ASSETS, SIGN_IN_FILES } from '../generated/sign-in-assets';
import { pageLanguage } from './catalogue';
import { signInPage } from './page';

export const SIGN_IN_PATH = '/auth/login';
export const SIGN_IN_FILES_PREFIX = '/_signin/';
const DEFAULT_NEXT = '/dashboard';
const MAX_NEXT_LENGTH = 512;

const methodNotAllowed = () => new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
const isRead = (req: Request) => req.method === 'GET' || req.method === 'HEAD';

/**
 * Where a sign-in goes: `next` when it is a dashboard page of this origin (a path the router knows, query kept),
 * else the dashboard. Never another origin ("//evil.example", "/\evil"), never the sign-in page itself.
 */
export function safeNext(raw: string | null, isAppPath: (pathname: string) => boolean): string {
  if (!raw || raw.length > MAX_NEXT_LENGTH || !raw.startsWith('/') || raw.startsWith('//') || /[\\\s]/.test(raw)) return DEFAULT_NEXT;
  let parsed: URL;
  try {
    parsed = new URL(raw, 'https://front-door.invalid');
  } catch {
    return DEFAULT_NEXT;
  }
  if (parsed.origin !== 'https://front-door.invalid' || !isAppPath(parsed.pathname) || parsed.pathname === '/') return DEFAULT_NEXT;
  return `${parsed.pathname}${parsed.search}`;
}

/** The sign-in page in the visitor's language; it depends on the query and the appLang cookie, so it is not cached. */
export function serveSignInPage(req: Request, isAppPath: (pathname: string) => boolean): Response {
  if (!isRead(req)) return methodNotAllowed();
  const url = new URL(req.url);
  const lang = pageLanguage(url, req.headers.get('Cookie'));
  const next = safeNext(url.searchParams.get('next'), isAppPath);
  const html = signInPage({ lang, next, assets: SIGN_IN_ASSETS, year: new Date().getUTCFullYear() });
  return new Response(req.method === 'HEAD' ? null : html, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Language': lang, 'Cache-Control': 'no-cache' },
  });
}

/**
 * `/` without a session goes to the sign-in page here, not through the dashboard's app (which would load all of
 * itself to find out). The API sets a readable XSRF cookie with every session; with one, the app decides.
 */
export function signedOutHome(req: Request): Response | null {
  const cookies = req.headers.get('Cookie') ?? '';
  if (cookies.split(';').some((c) => c.trim().startsWith(`${XSRF_COOKIE}=`))) return null;
  return new Response(null, { status: 302, headers: { Location: SIGN_IN_PATH, 'Cache-Control': 'no-store' } });
}

/** One of the page's files: named by a hash of its content, so cached for a year; anything else 404. */
export function serveSignInFile(req: Request): Response {
  if (!isRead(req)) return methodNotAllowed();
  const file = SIGN_IN_FILES[new URL(req.url).pathname];
  if (!file)
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
    });
  const body = file.base64 ? Uint8Array.from(atob(file.body), (c) => c.charCodeAt(0)) : file.body;
  return new Response(req.method === 'HEAD' ? null : body, {
    headers: { 'Content-Type': file.type, 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
