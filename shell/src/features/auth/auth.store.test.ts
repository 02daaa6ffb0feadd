import type { User } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authenticated, authStore, checkSession, endSession, resetAuth } from './auth.store';

const user: User = {
  id: 1,
  username: 'demo',
  email: 'demo@example.com',
  phone_number: null,
  role_name: 'user',
  created_at: '2026-01-01T00:00:00Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API behind fetch: GET /api/protected/ (the profile) and POST /api/auth/logout answer as the tests say. */
function fakeApi(profile: () => Promise<Response>, logoutCall: () => Promise<Response> = async () => json({ message: 'ok' })) {
  const api = { profile: vi.fn(profile), logout: vi.fn(logoutCall) };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const route = `${init.method ?? 'GET'} ${new URL(String(input)).pathname}`;
      if (route === 'GET /api/protected/') return api.profile();
      if (route === 'POST /api/auth/logout') return api.logout();
      return json({ message: `no route ${route}`, code: 'not_found' }, 404);
    }),
  );
  return api;
}
const withSessionCookie = () => (document.cookie = 'XSRF-TOKEN=abc; Path=/');

describe('auth store (SPEC §4)', () => {
  beforeEach(() => resetAuth());
  afterEach(() => vi.unstubAllGlobals());

  it('starts unknown: not ready, not signed in', () => {
    expect(authStore).toMatchObject({ ready: false, isAuthenticated: false, user: null });
  });

  it('without a session cookie is signed out at once, without asking the API', async () => {
    const api = fakeApi(async () => json({ user }));
    await checkSession();
    expect(api.profile).not.toHaveBeenCalled();
    expect(authStore).toMatchObject({ ready: true, loading: false, isAuthenticated: false, user: null, error: null });
  });

  it('profile success marks authenticated and stores the user', async () => {
    withSessionCookie();
    fakeApi(async () => json({ user }));
    const pending = checkSession();
    expect(authStore.loading).toBe(true);
    await pending;
    expect(authStore).toMatchObject({ ready: true, loading: false, isAuthenticated: true, success: true, user, error: null });
  });

  it('a 401 marks unauthenticated quietly', async () => {
    withSessionCookie();
    fakeApi(async () => json({ message: 'Invalid token', code: 'invalid_token' }, 401));
    await checkSession();
    expect(authStore).toMatchObject({ ready: true, isAuthenticated: false, user: null, error: null, success: false });
    expect(document.cookie).not.toContain('XSRF-TOKEN');
  });

  it('any other failure marks unauthenticated and keeps the message', async () => {
    withSessionCookie();
    // The server cannot be reached: the call's own default message (SPEC §8 fetchProfile) is what the state keeps.
    fakeApi(async () => {
      throw new TypeError('Failed to fetch');
    });
    await checkSession();
    expect(authStore).toMatchObject({ ready: true, isAuthenticated: false, error: 'Failed to fetch profile' });
  });

  it('the login remote hands over the user: authenticated', () => {
    authenticated(user);
    expect(authStore).toMatchObject({ ready: true, isAuthenticated: true, user, success: true, error: null });
  });

  // The page is then replaced by the sign-in page (use-logout.ts), which drops the state with the app.
  it('ending the session revokes it on the server and leaves the state to the page that replaces this one', async () => {
    const api = fakeApi(async () => json({ user }));
    authenticated(user);
    await endSession();
    expect(api.logout).toHaveBeenCalledOnce();
    expect(authStore).toMatchObject({ isAuthenticated: true, loading: true });
  });

  it('ending the session settles even when the server cannot be reached', async () => {
    fakeApi(
      async () => json({ user }),
      async () => {
        throw new TypeError('Failed to fetch');
      },
    );
    authenticated(user);
    await expect(endSession()).resolves.toBeUndefined();
  });
});
