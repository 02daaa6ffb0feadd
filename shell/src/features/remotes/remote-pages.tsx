// The remote screens of SPEC §2, each with the props contract of @app/contracts/remotes.
import type { LoginPageProps, OwnerPageProps, ProfilePageProps, RegisterPageProps, SubscriptionPageProps } from '@app/contracts';
import { forgetRemote, loadRemoteComponent, type RemoteName } from './remote-registry';
import { RemotePage, type Loader } from './RemotePage';

function remote<P extends object>(name: RemoteName, expose: string) {
  const load: Loader<P> = () => loadRemoteComponent<P>(name, expose);
  const retry = () => forgetRemote(name);
  return function RemoteRoute(props: P) {
    return <RemotePage load={load} onRetry={retry} props={props} />;
  };
}

export const LoginPage = remote<LoginPageProps>('mfe_account', 'LoginPage');
export const RegisterPage = remote<RegisterPageProps>('mfe_account', 'RegisterPage');
export const ProfilePage = remote<ProfilePageProps>('mfe_account', 'ProfilePage');
export const SubscriptionPage = remote<SubscriptionPageProps>('mfe_account', 'SubscriptionPage');
export const BuilderApp = remote<OwnerPageProps>('mfe_builder', 'BuilderApp');
export const DashboardPage = remote<OwnerPageProps>('mfe_commerce', 'DashboardPage');
export const OrdersPage = remote<OwnerPageProps>('mfe_commerce', 'OrdersPage');
export const TransactionsPage = remote<OwnerPageProps>('mfe_commerce', 'TransactionsPage');
export const SubscribersPage = remote<OwnerPageProps>('mfe_commerce', 'SubscribersPage');
/** The Inbox reports its unread count so the sidebar badge follows reads and deletes. */
export const InboxPage = remote<OwnerPageProps & { onUnreadChange?: (unread: number) => void }>('mfe_commerce', 'InboxPage');
