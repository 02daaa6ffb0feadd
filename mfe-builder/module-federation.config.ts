// What this remote offers the shell (DESIGN.md §7) and which modules it borrows from it instead of bundling.
import { createModuleFederationConfig } from '@module-federation/vite';

const singleton = (requiredVersion: string | false = false) => ({ singleton: true, requiredVersion });

/**
 * One copy of each on the page, the shell's: React must be loaded once, and i18next, the toast queue, the
 * XSRF-aware api client and the styled-components context hold state. Same list and versions as shell/ and
 * mfe-account/. react-router and react-i18next are the shell's curated builds: only useNavigate and
 * useTranslation are used here, both in them. Workspace packages have no version: the shell's copy is the right one.
 */
const shared = {
  react: singleton('19.3.1'),
  'react-dom': singleton('19.3.1'),
  'react-router': singleton('8.5.1'),
  i18next: singleton('27.1.2'),
  'react-i18next': singleton('18.0.1'),
  'styled-components': singleton('6.6.0'),
  valtio: singleton('2.3.2'),
  'react-toastify': singleton('11.2.0'),
  '@app/api-client': singleton(),
  '@app/ui': singleton(),
  '@app/i18n': singleton(),
  // Shared with mfe-account, so the yup schemas of the forms are loaded once per dashboard session.
  '@app/contracts': singleton(),
};

export default createModuleFederationConfig({
  name: 'mfe_builder',
  filename: 'remoteEntry.js',
  // Type generation runs tsc in a child process and prints an EPIPE error (TOOLCHAIN.md); types come from @app/contracts.
  dts: false,
  manifest: true,
  exposes: {
    './BuilderApp': './src/expose/BuilderApp.tsx',
  },
  shared,
});
