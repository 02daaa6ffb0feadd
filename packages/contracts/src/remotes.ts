// What the shell passes to each remote's exposed page (DESIGN.md §7: remotes talk to the shell only through this).
import type { User } from './types';

export interface RemoteNames {
  account: 'mfe_account';
  builder: 'mfe_builder';
  commerce: 'mfe_commerce';
}

/** /auth/login: the remote signs in (cookies are set by the API) and hands the user to the shell. */
export interface LoginPageProps {
  onAuthenticated: (user: User) => void;
}
/** /auth/register: a verified phone signs the merchant in (cookies set by the API); the user goes to the shell. */
export interface RegisterPageProps {
  onAuthenticated?: (user: User) => void;
}
/** /welcome */
export interface ProfilePageProps {
  user: User;
  onLogout: () => void;
}
/** /subscription: the trial's days left are computed from user.created_at. */
export interface SubscriptionPageProps {
  user: User;
}
/** /website, /dashboard, /order, /transaction */
export interface OwnerPageProps {
  user: User;
}
