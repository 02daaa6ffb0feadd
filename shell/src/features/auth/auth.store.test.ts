import { ApiError } from '@app/api-client';
import type { User } from '@app/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authenticated, authStore, checkSession, endSession, resetAuth, setAuthApi } from './auth.store';

const user: User = {
  id: 1,
  username: 'demo',
  email: 'demo@example.com',
  phone_number: null,
  role_name: 'user',
  created_at: '2026-01-01T00:00:00Z',
};

function fakeApi(profile: () => Promise<{ user: User }>, logoutCall: () => Promise<unknown> = async () => ({ message: 'ok' })) {
  const auth = { profile: vi.fn(profile), logout: vi.fn(logoutCall) };
  setAuthApi({ auth } as never);
  return auth;
}
const withSessionCookie = () => (document.cookie = 'XSRF-TOKEN=abc; Path=/');

describe('auth store (SPEC §4)', () => {
  beforeEach(() => resetAuth());

  it('starts unknown: not ready, not signed in', () => {
    expect(authStore).toMatchObject({ ready: false, isAuthenticated: false, user: null });
  });

  it('without a session cookie is signed out at once, without asking the API', async () => {
    const api = fakeApi(async () => ({ user }));
    await checkSession();
    expect(api.profile).not.toHaveBeenCalled();
    expect(authStore).toMatchObject({ ready: true, loading: false, isAuthenticated: false, user: null, error: null });
  });

  it('profile success marks authenticated and stores the user', async () => {
    withSessionCookie();
    fakeApi(async () => ({ user }));
    const pending = checkSession();
    expect(authStore.loading).toBe(true);
    await pending;
    expect(authStore).toMatchObject({ ready: true, loading: false, isAuthenticated: true, success: true, user, error: null });
  });

  it('a 401 marks unauthenticated quietly', async () => {
    withSessionCookie();
    fakeApi(async () => {
      throw new ApiError(401, 'invalid_token', 'Invalid token');
    });
    await checkSession();
    expect(authStore).toMatchObject({ ready: true, isAuthenticated: false, user: null, error: null, success: false });
    expect(document.cookie).not.toContain('XSRF-TOKEN');
  });

  it('any other failure marks unauthenticated and keeps the message', async () => {
    withSessionCookie();
    fakeApi(async () => {
      throw new ApiError(0, 'network_error', 'Failed to fetch profile');
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
    const api = fakeApi(async () => ({ user }));
    authenticated(user);
    await endSession();
    expect(api.logout).toHaveBeenCalledOnce();
    expect(authStore).toMatchObject({ isAuthenticated: true, loading: true });
  });

  it('ending the session settles even when the server cannot be reached', async () => {
    fakeApi(
      async () => ({ user }),
      async () => {
        throw new ApiError(0, 'network_error', 'offline');
      },
    );
    authenticated(user);
    await expect(endSession()).resolves.toBeUndefined();
  });
});
