// Standalone start (`pnpm --filter mfe-commerce dev`): the remote's pages in the kit's frame.
import type { OwnerPageProps, User } from '@app/contracts';
import { startStandalone, Text } from '@app/remote-kit/standalone';
import type { ComponentType } from 'react';
import { DashboardPage } from './expose/DashboardPage';
import { InboxPage } from './expose/InboxPage';
import { OrdersPage } from './expose/OrdersPage';
import { PaymentsPage } from './expose/PaymentsPage';
import { SubscribersPage } from './expose/SubscribersPage';
import { TransactionsPage } from './expose/TransactionsPage';

/** Each owner page once: its path, its link's label (a key of this remote's catalogue) and its component. */
const PAGES: [path: string, label: string, Page: ComponentType<OwnerPageProps>][] = [
  ['/dashboard', 'dashboard.title', DashboardPage],
  ['/order', 'orders.title', OrdersPage],
  ['/transaction', 'transactions.title', TransactionsPage],
  ['/payments', 'payments.title', PaymentsPage],
  ['/subscribers', 'subscribers.title', SubscribersPage],
  ['/inbox', 'inbox.title', InboxPage],
];

await startStandalone({
  ns: 'commerce',
  home: '/dashboard',
  links: PAGES.map(([to, label]) => ({ to, label })),
  // The builder is another remote: standalone there is nothing to show at /website.
  open: {
    '/website': () => (
      <p>
        <Text ns="commerce" k="standalone.builderElsewhere" />
      </p>
    ),
  },
  owner: Object.fromEntries(PAGES.map(([path, , Page]) => [path, (user: User) => <Page user={user} />])),
});
