// dist/shell-manifest.json: what this shell build provides to remotes, each shared module at its version
// ({ shared: [{ name, version }] }). `node scripts/release.mjs shell` registers it, and the deploy API checks a
// remote's shared requirements against it before activating the remote (DESIGN.md §19).
import type { SharedProvision } from '@app/contracts/releases';
import type { Plugin } from 'vite';

/** A share of module-federation.config.ts: its version, else its required version (false for a workspace package). */
export interface ShareConfig {
  version?: string;
  requiredVersion?: string | false;
}

export const SHELL_MANIFEST = 'shell-manifest.json';

const EXACT = /^\d+\.\d+\.\d+$/;

/** The version a share provides. Workspace packages (`requiredVersion: false`) are "0.0.0": any version fits them. */
function providedVersion(name: string, { version, requiredVersion }: ShareConfig): string {
  if (version) return version;
  if (requiredVersion === false || requiredVersion === undefined) return '0.0.0';
  // A range is what a remote may take, not what the shell has: the deploy API's check needs the real version.
  if (!EXACT.test(requiredVersion)) throw new Error(`shared module ${name}: give it a version (its requiredVersion is a range)`);
  return requiredVersion;
}

export function shellProvisions(shared: Record<string, ShareConfig>): SharedProvision[] {
  return Object.entries(shared).map(([name, share]) => ({ name, version: providedVersion(name, share) }));
}

export function shellManifest(shared: Record<string, ShareConfig>): Plugin {
  return {
    name: 'shell:manifest',
    apply: 'build',
    generateBundle() {
      const source = `${JSON.stringify({ shared: shellProvisions(shared) }, null, 2)}\n`;
      this.emitFile({ type: 'asset', fileName: SHELL_MANIFEST, source });
    },
  };
}
