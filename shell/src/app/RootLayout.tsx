import { Spinner } from '@app/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { authStore } from '../features/auth/auth.store';
import { closeMenu } from '../features/layout/layout.store';
import { PublicLayout } from '../features/public/PublicLayout';
import { AppLayout } from './lazy-pages';

/** Signed in: the owner frame (navbar + sidebar); signed out: the landing frame (public header + footer). */
export function RootLayout() {
  const auth = useSnapshot(authStore);
  const { pathname } = useLocation();
  useEffect(closeMenu, [pathname]);
  if (!auth.ready) return <Spinner style={{ marginTop: '30vh' }} />;
  return auth.isAuthenticated && auth.user ? <AppLayout user={auth.user} /> : <PublicLayout />;
}
