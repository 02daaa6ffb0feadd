// Route guards: owner screens need a session (SPEC §6); sign-in screens are pointless with one.
import { Spinner } from '@app/ui';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { authStore } from './auth.store';
import { goToSignIn } from './sign-in-page';

export const HOME_PATH = '/dashboard';

/** Where a guest page (register) was going: a guard's redirect may carry it. */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

export function RequireAuth() {
  const auth = useSnapshot(authStore);
  const location = useLocation();
  if (!auth.ready) return <Spinner />;
  if (!auth.isAuthenticated) return <SignInRedirect next={`${location.pathname}${location.search}${location.hash}`} />;
  return <Outlet />;
}

/** The sign-in page (a full page load, sign-in-page.ts), which comes back to `next` once signed in. */
function SignInRedirect({ next }: { next?: string }) {
  useEffect(() => goToSignIn(next), [next]);
  return <Spinner />;
}

export function PublicOnly() {
  const auth = useSnapshot(authStore);
  const location = useLocation();
  if (!auth.ready) return <Spinner />;
  if (auth.isAuthenticated) return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}

/** `/`: the login screen when signed out, the dashboard when signed in. */
export function HomeRedirect() {
  const auth = useSnapshot(authStore);
  if (!auth.ready) return <Spinner />;
  return auth.isAuthenticated ? <Navigate to={HOME_PATH} replace /> : <SignInRedirect />;
}

export function returnPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname || from.pathname.startsWith('/auth/')) return HOME_PATH;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
