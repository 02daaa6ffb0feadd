// `pnpm run deploy`: remote D1 migrations first, then every Worker, then the dashboard's remotes as releases
// (needs a Cloudflare account and `wrangler login`). RELEASE_TARGET is the dashboard's production origin and
// DEPLOY_TOKEN edge-api's deploy secret: the releases go through the same deploy API a remote team uses.
import { ensureNode22, run } from './lib/runtime.mjs';

ensureNode22();
for (const name of ['RELEASE_TARGET', 'DEPLOY_TOKEN']) {
  if (!process.env[name]) {
    console.error(`${name} is required: the dashboard's origin (https://...) and edge-api's DEPLOY_TOKEN secret (README, "Deploying").`);
    process.exit(1);
  }
}
run('pnpm', ['-r', '--if-present', 'run', 'build']);
run('pnpm', ['exec', 'wrangler', 'd1', 'migrations', 'apply', 'DB', '--remote', '-c', 'edge-api/wrangler.toml']);
// The API and the storefront first: the front door's service bindings point at them.
run('pnpm', ['exec', 'wrangler', 'deploy', '-c', 'edge-api/wrangler.toml']);
run('pnpm', ['exec', 'wrangler', 'deploy', '-c', 'storefront-worker/wrangler.toml']);
run('pnpm', ['exec', 'wrangler', 'deploy', '-c', 'wrangler.toml']);
// The shell's provisions, then each remote (an unchanged one uploads nothing and stays as it is).
run(process.execPath, ['scripts/release.mjs', 'shell']);
run(process.execPath, ['scripts/release.mjs', '--no-build', 'mfe-account', 'mfe-builder', 'mfe-commerce']);
