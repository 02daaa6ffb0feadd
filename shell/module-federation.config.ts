// Federation settings of the host (DESIGN.md §7). Remotes are NOT listed here: the shell reads /remotes.json at run
// time and registers them with the federation runtime (src/features/remotes/remote-registry.ts), so a remote can be
// deployed, moved or added without rebuilding the shell.
import type { federation } from '@module-federation/vite';

type FederationOptions = Parameters<typeof federation>[0];

const singleton = (requiredVersion: string | false = false) => ({ singleton: true, requiredVersion });

/**
 * One copy of each on the page: state, context and styles only work when the shell and every remote share them.
 * react-router and react-i18next are provided from src/shared/ with the part of their API the apps use: the whole
 * packages would cost 60 KB gzip of the shell's first load (DESIGN.md §11). Remotes import only what is listed there.
 * react-toastify is not a share of its own: only @app/ui (one shared copy, the shell's) imports it, and it loads it
 * with the first toast. A share would be fetched by the host's init on every first load (~11 KB gzip).
 */
export const shared = {
  react: singleton('19.3.1'),
  'react-dom': singleton('19.3.1'),
  'react-router': { ...singleton('8.5.1'), version: '8.5.1', import: './src/shared/react-router.ts' },
  i18next: singleton('27.1.2'),
  'react-i18next': { ...singleton('18.0.1'), version: '18.0.1', import: './src/shared/react-i18next.ts' },
  'styled-components': singleton('6.6.0'),
  valtio: singleton('2.3.2'),
  '@app/api-client': singleton(),
  '@app/ui': singleton(),
  '@app/i18n': singleton(),
} satisfies FederationOptions['shared'];

export const federationConfig: FederationOptions = {
  name: 'shell',
  filename: 'remoteEntry.js',
  remotes: {},
  shared,
  // Remotes are plain remoteEntry.js URLs (no manifests, preloading or devtools): leave that runtime code out.
  disableSnapshot: true,
  // dist/mf-manifest.json lists every share this build provides, the subpaths it imports too (react/jsx-runtime,
  // react-dom/client): shell-manifest.ts turns it into what the deploy API checks remote releases against.
  manifest: true,
  // The remotes use this runtime (their experiments.externalRuntime) instead of each bundling its own copy.
  experiments: { provideExternalRuntime: true },
  // Without it the build runs tsc for type hints and prints an EPIPE error (TOOLCHAIN.md).
  dts: false,
};
