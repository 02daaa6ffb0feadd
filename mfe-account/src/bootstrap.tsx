// Standalone start (`pnpm --filter mfe-account dev`): the remote's pages in the kit's frame. Signing in is the kit's
// form (the product's sign-in page is the front door's own, shell/worker/sign-in).
import { signedIn, signOut, startStandalone } from '@app/remote-kit/standalone';
import { ProfilePage } from './expose/ProfilePage';
import { RegisterPage } from './expose/RegisterPage';
import { SubscriptionPage } from './expose/SubscriptionPage';

await startStandalone({
  ns: 'account',
  home: '/auth/register',
  links: [
    { to: '/auth/register', label: 'standalone.register', signedOut: true },
    { to: '/welcome', label: 'standalone.profile' },
    { to: '/subscription', label: 'standalone.plan' },
  ],
  open: {
    '/auth/register': (navigate) => <RegisterPage onAuthenticated={(user) => (signedIn(user), navigate('/welcome'))} />,
    // The shell's landing after sign-in; standalone there is no dashboard.
    '/dashboard': () => (
      <p>
        <a href="/welcome">/welcome</a>
      </p>
    ),
  },
  owner: {
    '/welcome': (user, navigate) => <ProfilePage user={user} onLogout={() => void signOut().then(() => navigate('/auth/register'))} />,
    '/subscription': (user) => <SubscriptionPage user={user} />,
  },
});
