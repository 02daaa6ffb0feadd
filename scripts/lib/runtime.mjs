// Makes the root scripts work on a machine whose Node is older than they need (>= 22.18: wrangler needs 22.12, and
// the release scripts import TypeScript from packages/contracts, whose types Node strips by default from 22.18):
// installs Node 22 from the npm registry's `node` package into .tools/ and re-runs the script with it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NODE22_BIN = path.join(ROOT, '.tools/node22/node_modules/.bin');

export function nodeIsRecentEnough(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 18);
}

/** Re-executes the current script under Node 22 when needed; returns only when already on a recent Node. */
export function ensureNode22() {
  if (nodeIsRecentEnough()) return;
  if (!existsSync(path.join(NODE22_BIN, 'node'))) {
    console.log('Node %s is older than 22.18: installing Node 22 into .tools/node22 ...', process.versions.node);
    execFileSync('npm', ['i', '--prefix', path.join(ROOT, '.tools/node22'), '--no-save', '--no-audit', '--no-fund', 'node@22'], {
      stdio: 'inherit',
    });
  }
  const res = spawnSync(path.join(NODE22_BIN, 'node'), process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${NODE22_BIN}${path.delimiter}${process.env.PATH}` },
  });
  process.exit(res.status ?? 1);
}

/** Environment for wrangler: no metrics, no Request.cf fetch (both try to reach Cloudflare). */
export const wranglerEnv = () => ({
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  PATH: `${path.join(ROOT, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
});

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, env: wranglerEnv(), ...opts });
  if (res.status !== 0) {
    console.error(`\n${cmd} ${args.join(' ')} failed (exit ${res.status})`);
    process.exit(res.status ?? 1);
  }
}
