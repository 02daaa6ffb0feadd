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

type Shared = Record<string, { singleton: true; requiredVersion: string | false }>;

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
 */
export function sharedFromPackage(remoteDir: string): Shared {
  const pkg = JSON.parse(readFileSync(path.join(remoteDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const deps = pkg.dependencies ?? {};
  const shared: Shared = {};
  for (const name of SHARED_SINGLETONS) {
    const version = deps[name];
    if (version === undefined) throw new Error(`${remoteDir}/package.json: ${name} is shared but not a dependency`);
    shared[name] = {
      singleton: true,
      requiredVersion: version.startsWith('workspace:') ? false : resolveVersion(remoteDir, name, version),
    };
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
}: RemoteFederationOptions) {
  return createModuleFederationConfig({
    name,
    filename: 'remoteEntry.js',
    // Type generation runs tsc in a child process and prints an EPIPE error (TOOLCHAIN.md); types come from @app/contracts.
    dts: false,
    manifest: true,
    // The federation runtime is the shell's (its experiments.provideExternalRuntime): not bundled again here.
    experiments: { externalRuntime: true },
    // A remote loads no remotes and no manifests: the runtime's code for those is left out (about 6 KB gzip).
    disableRemote: true,
    disableSnapshot: true,
    exposes,
    shared: sharedFromPackage(dir),
  });
}
