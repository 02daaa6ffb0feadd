// Route guards: owner screens need a session (SPEC §6); sign-in screens are pointless with one.
import { Spinner } from '@app/ui';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { authStore } from './auth.store';

const LOGIN_PATH = '/auth/login';
export const HOME_PATH = '/dashboard';

/** Where the guard was going when it sent the visitor to the login screen. */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

export function RequireAuth() {
  const auth = useSnapshot(authStore);
  const location = useLocation();
  if (!auth.ready) return <Spinner />;
  if (!auth.isAuthenticated) return <Navigate to={LOGIN_PATH} replace state={{ from: location } satisfies FromState} />;
  return <Outlet />;
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
  return <Navigate to={auth.isAuthenticated ? HOME_PATH : LOGIN_PATH} replace />;
}

export function returnPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname || from.pathname.startsWith('/auth/')) return HOME_PATH;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
