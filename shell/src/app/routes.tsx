// SPEC §2's route table for the dashboard origin. /published/* and /published-store/* never reach this app: the
// front door sends them to the storefront Worker.
import type { User } from '@app/contracts';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { authenticated, authStore } from '../features/auth/auth.store';
import { HOME_PATH, HomeRedirect, PublicOnly, RequireAuth, returnPath } from '../features/auth/guards';
import { useLogout } from '../features/auth/use-logout';
import { NotFoundPage, WebsiteNotFoundPage } from '../features/errors/NotFoundPages';
import { AboutPage } from '../features/public/AboutPage';
import { ContactPage } from '../features/public/ContactPage';
import * as Remote from '../features/remotes/remote-pages';
import { RootLayout } from './RootLayout';

function Login() {
  const navigate = useNavigate();
  const location = useLocation();
  const onAuthenticated = (user: User) => {
    authenticated(user);
    navigate(returnPath(location.state), { replace: true });
  };
  return <Remote.LoginPage onAuthenticated={onAuthenticated} />;
}

/** A verified sign-up is signed in: the shell learns the user and opens the dashboard. */
function Register() {
  const navigate = useNavigate();
  const onAuthenticated = (user: User) => {
    authenticated(user);
    navigate(HOME_PATH, { replace: true });
  };
  return <Remote.RegisterPage onAuthenticated={onAuthenticated} />;
}

/** Owner screens get the signed-in user (RequireAuth guarantees one). */
function Owner({ screen }: { screen: 'dashboard' | 'website' | 'welcome' | 'order' | 'transaction' | 'subscription' }) {
  const { user } = useSnapshot(authStore);
  const onLogout = useLogout();
  const u = user as User;
  switch (screen) {
    case 'dashboard': return <Remote.DashboardPage user={u} />;
    case 'website': return <Remote.BuilderApp user={u} />;
    case 'welcome': return <Remote.ProfilePage user={u} onLogout={() => void onLogout()} />;
    case 'order': return <Remote.OrdersPage user={u} />;
    case 'transaction': return <Remote.TransactionsPage user={u} />;
    case 'subscription': return <Remote.SubscriptionPage user={u} />;
  }
}

const OWNER_SCREENS = ['dashboard', 'website', 'welcome', 'order', 'transaction', 'subscription'] as const;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomeRedirect />} />
        <Route element={<PublicOnly />}>
          <Route path="auth/login" element={<Login />} />
          <Route path="auth/register" element={<Register />} />
        </Route>
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route element={<RequireAuth />}>
          {OWNER_SCREENS.map((s) => <Route key={s} path={s} element={<Owner screen={s} />} />)}
        </Route>
        <Route path="not-found" element={<WebsiteNotFoundPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
