// What a remote offers the shell (DESIGN.md §7) and which modules it borrows from it instead of bundling.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@app/contracts/remotes';
import { createModuleFederationConfig } from '@module-federation/vite';

/**
 * One copy of each on the page, the shell's: React must be loaded once, and i18next, the XSRF-aware api client,
 * the styled-components context and @app/ui's toasts (react-toastify, which only @app/ui imports) hold state.
 * react-router and react-i18next are the shell's curated builds. @app/contracts is not shared: the shell does not
 * provide it (a shared copy would be the whole package fetched as a fallback); bundled, tree-shaking keeps only
 * what a remote uses.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'i18next',
  'react-i18next',
  'styled-components',
  'valtio',
  '@app/api-client',
  '@app/ui',
  '@app/i18n',
] as const;

type Share = { singleton: true; requiredVersion: string | false; import?: false };
type Shared = Record<string, Share>;

/**
 * The version a dependency specifier stands for: `catalog:` (pnpm-workspace.yaml's catalog) is resolved through the
 * copy installed for the remote, so federation always gets a real version.
 */
function resolveVersion(remoteDir: string, name: string, specifier: string): string {
  if (!specifier.startsWith('catalog:')) return specifier;
  const installed = path.join(remoteDir, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(installed, 'utf8')) as { version: string }).version;
}

/**
 * The shared map with versions read from the remote's package.json (never typed out twice). Workspace packages have
 * no published version: any copy the shell provides is the right one.
 *
 * `hostProvided` (a release build): every share is `import: false`. The shell always provides all of them (and the
 * deploy API refuses a release whose requirements the active shell does not meet, DESIGN.md §19), so the build
 * carries no local copy, and the glue that binds each share then names only the exports the remote imports: with
 * local copies it named every export of each package (the whole of react-router, @app/ui, ...), about 4 KB gzip of
 * the builder's own JavaScript. A dev server keeps local copies: its standalone page has no host.
 */
export function sharedFromPackage(remoteDir: string, { hostProvided = false } = {}): Shared {
  const pkg = JSON.parse(readFileSync(path.join(remoteDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const deps = pkg.dependencies ?? {};
  const shared: Shared = {};
  for (const name of SHARED_SINGLETONS) {
    const version = deps[name];
    if (version === undefined) throw new Error(`${remoteDir}/package.json: ${name} is shared but not a dependency`);
    const requiredVersion = version.startsWith('workspace:') ? false : resolveVersion(remoteDir, name, version);
    shared[name] = hostProvided ? { singleton: true, import: false, requiredVersion } : { singleton: true, requiredVersion };
  }
  return shared;
}

export interface RemoteFederationOptions {
  /** The remote's folder (import.meta.dirname of its config). */
  dir: string;
  /** The federation name; by default the folder's (mfe-builder -> mfe_builder). */
  name?: string;
  /** `./Name` -> `./src/expose/Name.tsx`; by default every page the list of remotes (@app/contracts/remotes) gives it. */
  exposes?: Record<string, string>;
  /** A dev server's config: the remote may run without a host (its standalone page), so it keeps local copies. */
  standalone?: boolean;
}

/** The pages @app/contracts/remotes lists for `name`, each exposed from src/expose/<Page>.tsx. */
export function exposesOf(name: string): Record<string, string> {
  const remote = REMOTES.find((r) => r.name === name);
  if (!remote) throw new Error(`${name} is not in packages/contracts/src/remotes.ts: list it there with its pages`);
  return Object.fromEntries(remote.pages.map(({ expose }) => [`./${expose}`, `./src/expose/${expose}.tsx`]));
}

export function remoteFederationConfig({
  dir,
  name = path.basename(dir).replace(/-/g, '_'),
  exposes = exposesOf(name),
  standalone = false,
}: RemoteFederationOptions) {
  return createModuleFederationConfig({
    name,
    filename: 'remoteEntry.js',
    // Type generation runs tsc in a child process and prints an EPIPE error (TOOLCHAIN.md); types come from @app/contracts.
    dts: false,
    manifest: true,
    // The federation runtime is the shell's (its experiments.provideExternalRuntime): not bundled again here. A dev
    // server brings its own: its standalone page has no host, and under `pnpm dev` the shell's page shares through
    // either copy.
    experiments: { externalRuntime: !standalone },
    // A remote loads no remotes and no manifests: the runtime's code for those is left out (about 6 KB gzip).
    disableRemote: true,
    disableSnapshot: true,
    exposes,
    shared: sharedFromPackage(dir, { hostProvided: !standalone }),
  });
}
