// SPEC §2's route table for the dashboard origin: the shell's own pages, and every remote page of the list in
// @app/contracts/remotes behind its guard. /published/* and /published-store/* never reach this app: the front door
// sends them to the storefront Worker.
import type { User } from '@app/contracts';
import { REMOTE_PAGES, type RemotePage } from '@app/contracts/remotes';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { authenticated, authStore } from '../features/auth/auth.store';
import { HomeRedirect, PublicOnly, RequireAuth, returnPath } from '../features/auth/guards';
import { useLogout } from '../features/auth/use-logout';
import { setUnread } from '../features/layout/inbox.store';
import { remotePage } from '../features/remotes/remote-pages';
import { AboutPage, ContactPage, NotFoundPage, WebsiteNotFoundPage } from './lazy-pages';
import { RootLayout } from './RootLayout';

type PageOf = Pick<RemotePage, 'expose'> & { remote: (typeof REMOTE_PAGES)[number]['remote'] };

/** A sign-in or sign-up page: once it signs the merchant in, the shell learns the user and goes where it was going. */
function Guest({ page }: { page: PageOf }) {
  const navigate = useNavigate();
  const location = useLocation();
  const onAuthenticated = (user: User) => {
    authenticated(user);
    navigate(returnPath(location.state), { replace: true });
  };
  const Page = remotePage(page.remote, page.expose);
  return <Page onAuthenticated={onAuthenticated} />;
}

/** Owner pages get the signed-in user (RequireAuth guarantees one) and the shell's callbacks. */
function Owner({ page }: { page: PageOf }) {
  const { user } = useSnapshot(authStore);
  const onLogout = useLogout();
  const Page = remotePage(page.remote, page.expose);
  return <Page user={user as User} onLogout={() => void onLogout()} onUnreadChange={setUnread} />;
}

const pagesFor = (access: RemotePage['access'], Screen: typeof Guest) =>
  REMOTE_PAGES.filter((page) => page.access === access).map((page) => (
    <Route key={page.path} path={page.path} element={<Screen page={page} />} />
  ));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomeRedirect />} />
        <Route element={<PublicOnly />}>{pagesFor('guest', Guest)}</Route>
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route element={<RequireAuth />}>{pagesFor('owner', Owner)}</Route>
        <Route path="not-found" element={<WebsiteNotFoundPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
