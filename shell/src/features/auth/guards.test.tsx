import type { User } from '@app/contracts';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { authenticated, resetAuth, setAuthApi } from './auth.store';
import { HomeRedirect, PublicOnly, RequireAuth, returnPath } from './guards';
import { goToSignIn } from './sign-in-page';

// The sign-in page is the front door's: the guards leave this app for it (a full page load).
vi.mock('./sign-in-page', () => ({ goToSignIn: vi.fn() }));

const user: User = { id: 1, username: 'demo', email: null, phone_number: null, role_name: 'user', created_at: '2026-01-01T00:00:00Z' };

function GuestProbe() {
  const location = useLocation();
  return <p>register page, from {returnPath(location.state)}</p>;
}

const app = (
  <Routes>
    <Route index element={<HomeRedirect />} />
    <Route element={<PublicOnly />}>
      <Route path="auth/register" element={<GuestProbe />} />
    </Route>
    <Route element={<RequireAuth />}>
      <Route path="dashboard" element={<p>dashboard page</p>} />
      <Route path="order" element={<p>orders page</p>} />
    </Route>
  </Routes>
);

describe('route guards', () => {
  beforeEach(() => {
    vi.mocked(goToSignIn).mockClear();
    resetAuth();
    setAuthApi({ auth: { profile: async () => ({ user }), logout: async () => ({ message: 'ok' }) } } as never);
  });

  it('waits for the session check instead of redirecting', () => {
    renderAt(app, '/order');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText(/login page/)).toBeNull();
  });

  it('sends a signed-out visitor of an owner screen to the sign-in page, with where they were going', async () => {
    const { checkSession } = await import('./auth.store');
    await checkSession();
    renderAt(app, '/order?page=2');
    expect(vi.mocked(goToSignIn).mock.calls).toEqual([['/order?page=2']]);
    expect(screen.queryByText('orders page')).toBeNull();
  });

  it('lets a signed-in owner through', () => {
    authenticated(user);
    renderAt(app, '/order');
    expect(screen.getByText('orders page')).toBeTruthy();
  });

  it('/ goes to the login screen signed out and to the dashboard signed in', async () => {
    const { checkSession } = await import('./auth.store');
    await checkSession();
    const { unmount } = renderAt(app, '/');
    expect(vi.mocked(goToSignIn).mock.calls).toEqual([[undefined]]);
    unmount();
    authenticated(user);
    renderAt(app, '/');
    expect(screen.getByText('dashboard page')).toBeTruthy();
  });

  it('a signed-in owner opening the register screen lands on the dashboard', () => {
    authenticated(user);
    renderAt(app, '/auth/register');
    expect(screen.getByText('dashboard page')).toBeTruthy();
  });

  it('never returns to an auth screen after signing in', () => {
    expect(returnPath({ from: { pathname: '/auth/register' } })).toBe('/dashboard');
    expect(returnPath(null)).toBe('/dashboard');
    expect(returnPath({ from: { pathname: '/order', search: '?page=3' } })).toBe('/order?page=3');
  });
});
