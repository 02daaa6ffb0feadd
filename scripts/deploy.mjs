// `pnpm run deploy`: remote D1 migrations first, then every Worker, then the dashboard's remotes as releases
// (needs a Cloudflare account and `wrangler login`). RELEASE_TARGET is the dashboard's production origin and
// DEPLOY_TOKEN_<NAME> each remote's and the shell's own deploy secret (DEPLOY_TOKEN_SHELL, DEPLOY_TOKEN_MFE_ACCOUNT,
// ...): the releases go through the same deploy API a remote team uses.
import { readdirSync } from 'node:fs';
import { ensureNode22, ROOT, run } from './lib/runtime.mjs';
import { applyMigrations } from './lib/migrate.mjs';

ensureNode22();
const { deployTokenName } = await import('../packages/contracts/src/releases.ts');
const REMOTE_FOLDERS = readdirSync(ROOT)
  .filter((name) => name.startsWith('mfe-'))
  .sort();
const required = ['RELEASE_TARGET', ...['shell', ...REMOTE_FOLDERS.map((f) => f.replace(/-/g, '_'))].map(deployTokenName)];
const missing = required.filter((name) => !process.env[name]);
if (missing.length) {
  console.error(
    `${missing.join(', ')} required: the dashboard's origin (https://...) and each remote's and the shell's deploy secret (README, "Deploying").`,
  );
  process.exit(1);
}
run('pnpm', ['-r', '--if-present', 'run', 'build']);
// CONTROL and every store shard (packages/db/src/shards.ts).
await applyMigrations(['--remote']);
// The API and the storefront first: the front door's service bindings point at them.
run('pnpm', ['exec', 'wrangler', 'deploy', '-c', 'edge-api/wrangler.toml']);
run('pnpm', ['exec', 'wrangler', 'deploy', '-c', 'storefront-worker/wrangler.toml']);
run('pnpm', ['exec', 'wrangler', 'deploy', '-c', 'wrangler.toml']);
// The shell's provisions, then each remote (an unchanged one uploads nothing and stays as it is).
run(process.execPath, ['scripts/release.mjs', 'shell']);
run(process.execPath, ['scripts/release.mjs', '--no-build', ...REMOTE_FOLDERS]);
