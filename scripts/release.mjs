// `pnpm --filter <remote> release` (cwd = the remote's folder): build it, then upload and register it on
// RELEASE_TARGET through the deploy API (DESIGN.md §19), check it headless (every exposed module imported and
// rendered in Chromium on the target's shell) and only then activate it. An unchanged build is the active version:
// nothing is uploaded.
//   node scripts/release.mjs --no-build mfe-account mfe-builder   release existing dist/ folders (pnpm start)
//   node scripts/release.mjs shell                                register shell/dist and what it provides
// Any refusal (the API's, or the check's) prints why and exits 1; nothing is activated then.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureNode22, ROOT, wranglerEnv } from './lib/runtime.mjs';

ensureNode22();
// Imported once on Node >= 22.12: they load packages/contracts/src/releases.ts, whose types only Node 22 strips.
const { deployToken, listBuild, parseReleaseArgs, releaseTarget, ReleaseError, remoteNameOf } = await import('./lib/release-files.mjs');
const { deployClient, describeRelease, releaseBuild, releaseShell } = await import('./lib/release-api.mjs');
const { checkRelease, closeCheckBrowser, describeFailures, exposesOf } = await import('./lib/release-check.mjs');

/** A production build, whoever calls us (under vitest NODE_ENV is 'test' and federation would be left out). */
function build(folder) {
  const env = Object.fromEntries(Object.entries(wranglerEnv()).filter(([k]) => !/^(VITEST|JEST_WORKER_ID$|TEST$)/.test(k)));
  const res = spawnSync(path.join(folder, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: folder,
    env: { ...env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new ReleaseError(`the build of ${path.basename(folder)} failed (exit ${res.status})`);
}

/** The headless check of a release the target already serves (uploaded, not yet active), on the target's own shell. */
function headlessCheck(target, name, files) {
  return async (version) => {
    const started = performance.now();
    const manifest = files.find((f) => f.path === 'mf-manifest.json');
    const exposes = exposesOf(manifest ? JSON.parse(Buffer.from(manifest.bytes).toString('utf8')) : null);
    const entry = `${target}/remotes/${name}/${version}/remoteEntry.js`;
    const { failures } = await checkRelease({ shellUrl: `${target}/about`, name, entry, exposes });
    if (failures.length) throw new ReleaseError(describeFailures(name, version, failures));
    return `${exposes.length} exposed modules imported and rendered headless (${Math.round(performance.now() - started)} ms)`;
  };
}

async function main(argv) {
  const args = parseReleaseArgs(argv);
  const target = releaseTarget();
  console.log(`release target: ${target}`);
  const client = (name) => deployClient(`${target}/api`, deployToken(name));
  if (args.shell) {
    const dist = path.join(ROOT, 'shell/dist');
    const manifest = JSON.parse(readFileSync(path.join(dist, 'shell-manifest.json'), 'utf8'));
    const r = await releaseShell(client('shell'), await listBuild(dist, { check: false }), manifest);
    console.log(`shell ${r.version}: active (was ${r.previous ?? 'none'}), provides ${manifest.shared.length} shared modules`);
    return;
  }
  for (const folder of args.folders) {
    const started = performance.now();
    if (args.build) build(folder);
    const name = remoteNameOf(folder);
    const files = await listBuild(path.join(folder, 'dist'));
    const r = await releaseBuild(client(name), name, files, { check: args.check ? headlessCheck(target, name, files) : undefined });
    const total = args.build ? ` (build and release: ${Math.round(performance.now() - started)} ms)` : '';
    console.log(`${describeRelease(r)}${total}`);
  }
}

main(process.argv.slice(2))
  .finally(closeCheckBrowser)
  .catch((err) => {
    console.error(err instanceof ReleaseError ? err.message : err);
    process.exit(1);
  });
