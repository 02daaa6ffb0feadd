// dist/shell-manifest.json: what this shell build provides to remotes, each shared module at its version
// ({ shared: [{ name, version }] }). `node scripts/release.mjs shell` registers it, and the deploy API checks a
// remote's shared requirements against it before activating the remote (DESIGN.md §19).
import type { SharedProvision } from '@app/contracts/releases';
import type { Plugin } from 'vite';

export const SHELL_MANIFEST = 'shell-manifest.json';
/** Written by the federation plugin (module-federation.config.ts `manifest: true`) before this plugin runs. */
const MF_MANIFEST = 'mf-manifest.json';

/** The part of a build's output bundle read here. */
type Bundle = Record<string, { type: string; source?: string | Uint8Array }>;

interface MfShared {
  name: string;
  version?: string;
}

/**
 * Every share of the federation manifest at its version. Not the config's `shared` alone: a remote that imports
 * `react/jsx-runtime` requires that share, and the manifest lists each subpath the shell provides. Workspace
 * packages have no version there: "0.0.0", which any requirement of theirs (`false`) accepts.
 */
export function shellProvisions(mfManifest: { shared?: MfShared[] }, configured: readonly string[]): SharedProvision[] {
  const provided = (mfManifest.shared ?? []).map(({ name, version }) => ({ name, version: version || '0.0.0' }));
  const missing = configured.filter((name) => !provided.some((p) => p.name === name));
  if (missing.length > 0) throw new Error(`${MF_MANIFEST} lacks the shared ${missing.join(', ')}`);
  return provided;
}

function readMfManifest(bundle: Bundle): { shared?: MfShared[] } {
  const asset = bundle[MF_MANIFEST];
  if (asset?.type !== 'asset' || asset.source === undefined)
    throw new Error(`no ${MF_MANIFEST} in the build: the federation config needs manifest: true`);
  return JSON.parse(typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source)) as { shared?: MfShared[] };
}

/** `shared`: the federation config's shares, each of which the build must provide. */
export function shellManifest(shared: Record<string, unknown>): Plugin {
  return {
    name: 'shell:manifest',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const provided = shellProvisions(readMfManifest(bundle as Bundle), Object.keys(shared));
        const source = `${JSON.stringify({ shared: provided }, null, 2)}\n`;
        this.emitFile({ type: 'asset', fileName: SHELL_MANIFEST, source });
      },
    },
  };
}
