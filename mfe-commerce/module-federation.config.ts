// What this remote offers the shell (DESIGN.md §7) and which modules it borrows from it instead of bundling.
import { createModuleFederationConfig } from '@module-federation/vite';

const singleton = (requiredVersion: string | false = false) => ({ singleton: true, requiredVersion });

/**
 * One copy of each on the page, the shell's: React must be loaded once, and i18next, the XSRF-aware api client,
 * the styled-components context and @app/ui's toasts (react-toastify, which only @app/ui imports) hold state.
 * Same list and versions as shell/.
 * @app/contracts is not shared: this remote uses a few of its constants, which tree-shaking keeps small, and the
 * shell does not provide it (sharing it would load the whole package, schemas included, as a fallback).
 */
const shared = {
  react: singleton('19.3.1'),
  'react-dom': singleton('19.3.1'),
  'react-router': singleton('8.5.1'),
  i18next: singleton('27.1.2'),
  'react-i18next': singleton('18.0.1'),
  'styled-components': singleton('6.6.0'),
  valtio: singleton('2.3.2'),
  '@app/api-client': singleton(),
  '@app/ui': singleton(),
  '@app/i18n': singleton(),
};

export default createModuleFederationConfig({
  name: 'mfe_commerce',
  filename: 'remoteEntry.js',
  // Type generation runs tsc in a child process and prints an EPIPE error (TOOLCHAIN.md); types come from @app/contracts.
  dts: false,
  manifest: true,
  // The federation runtime is the shell's (its experiments.provideExternalRuntime): not bundled again here.
  experiments: { externalRuntime: true },
  exposes: {
    './DashboardPage': './src/expose/DashboardPage.tsx',
    './OrdersPage': './src/expose/OrdersPage.tsx',
    './TransactionsPage': './src/expose/TransactionsPage.tsx',
    './SubscribersPage': './src/expose/SubscribersPage.tsx',
    './InboxPage': './src/expose/InboxPage.tsx',
  },
  shared,
});
