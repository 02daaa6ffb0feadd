import type { User } from '@app/contracts';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { authenticated, resetAuth, setAuthApi } from './auth.store';
import { HomeRedirect, PublicOnly, RequireAuth, returnPath } from './guards';

const user: User = { id: 1, username: 'demo', email: null, phone_number: null, role_name: 'user', created_at: '2026-01-01T00:00:00Z' };

function LoginProbe() {
  const location = useLocation();
  return <p>login page, from {returnPath(location.state)}</p>;
}

const app = (
  <Routes>
    <Route index element={<HomeRedirect />} />
    <Route element={<PublicOnly />}>
      <Route path="auth/login" element={<LoginProbe />} />
    </Route>
    <Route element={<RequireAuth />}>
      <Route path="dashboard" element={<p>dashboard page</p>} />
      <Route path="order" element={<p>orders page</p>} />
    </Route>
  </Routes>
);

describe('route guards', () => {
  beforeEach(() => {
    resetAuth();
    setAuthApi({ auth: { profile: async () => ({ user }), logout: async () => ({ message: 'ok' }) } } as never);
  });

  it('waits for the session check instead of redirecting', () => {
    renderAt(app, '/order');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText(/login page/)).toBeNull();
  });

  it('sends a signed-out visitor of an owner screen to /auth/login, remembering where they were going', async () => {
    const { checkSession } = await import('./auth.store');
    await checkSession();
    renderAt(app, '/order?page=2');
    expect(screen.getByText('login page, from /order?page=2')).toBeTruthy();
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
    expect(screen.getByText(/login page/)).toBeTruthy();
    unmount();
    authenticated(user);
    renderAt(app, '/');
    expect(screen.getByText('dashboard page')).toBeTruthy();
  });

  it('a signed-in owner opening the login screen lands on the dashboard', () => {
    authenticated(user);
    renderAt(app, '/auth/login');
    expect(screen.getByText('dashboard page')).toBeTruthy();
  });

  it('never returns to an auth screen after signing in', () => {
    expect(returnPath({ from: { pathname: '/auth/register' } })).toBe('/dashboard');
    expect(returnPath(null)).toBe('/dashboard');
    expect(returnPath({ from: { pathname: '/order', search: '?page=3' } })).toBe('/order?page=3');
  });
});
