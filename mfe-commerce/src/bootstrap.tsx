// Standalone start (`pnpm --filter mfe-commerce dev`): the remote's pages in the kit's frame.
import { startStandalone, Text } from '@app/remote-kit/standalone';
import { DashboardPage } from './expose/DashboardPage';
import { InboxPage } from './expose/InboxPage';
import { OrdersPage } from './expose/OrdersPage';
import { PaymentsPage } from './expose/PaymentsPage';
import { SubscribersPage } from './expose/SubscribersPage';
import { TransactionsPage } from './expose/TransactionsPage';

await startStandalone({
  ns: 'commerce',
  home: '/dashboard',
  links: [
    { to: '/dashboard', label: 'dashboard.title' },
    { to: '/order', label: 'orders.title' },
    { to: '/transaction', label: 'transactions.title' },
    { to: '/payments', label: 'payments.title' },
    { to: '/subscribers', label: 'subscribers.title' },
    { to: '/inbox', label: 'inbox.title' },
  ],
  // The builder is another remote: standalone there is nothing to show at /website.
  open: {
    '/website': () => (
      <p>
        <Text ns="commerce" k="standalone.builderElsewhere" />
      </p>
    ),
  },
  owner: {
    '/dashboard': (user) => <DashboardPage user={user} />,
    '/order': (user) => <OrdersPage user={user} />,
    '/transaction': (user) => <TransactionsPage user={user} />,
    '/payments': (user) => <PaymentsPage user={user} />,
    '/subscribers': (user) => <SubscribersPage user={user} />,
    '/inbox': (user) => <InboxPage user={user} />,
  },
});
