// Built from the remote kit (packages/remote-kit): shared singletons and their versions come from package.json.
import { remoteViteConfig } from '@app/remote-kit/config';

export default remoteViteConfig({
  dir: import.meta.dirname,
  name: 'mfe_commerce',
  port: 5176,
  exposes: {
    './DashboardPage': './src/expose/DashboardPage.tsx',
    './OrdersPage': './src/expose/OrdersPage.tsx',
    './TransactionsPage': './src/expose/TransactionsPage.tsx',
    './SubscribersPage': './src/expose/SubscribersPage.tsx',
    './InboxPage': './src/expose/InboxPage.tsx',
  },
});
