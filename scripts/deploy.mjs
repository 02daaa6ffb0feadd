// `pnpm run deploy`: remote D1 migrations first, then every Worker (needs a Cloudflare account and `wrangler login`).
import { ensureNode22, run } from './lib/runtime.mjs';

ensureNode22();
run('pnpm', ['-r', '--if-present', 'run', 'build']);
run('pnpm', ['exec', 'wrangler', 'd1', 'migrations', 'apply', 'DB', '--remote', '-c', 'edge-api/wrangler.toml']);
// The API and the storefront first: the front door's service bindings point at them.
run('pnpm', ['exec', 'wrangler', 'deploy', '-c', 'edge-api/wrangler.toml']);
run('pnpm', ['exec', 'wrangler', 'deploy', '-c', 'storefront-worker/wrangler.toml']);
run('pnpm', ['exec', 'wrangler', 'deploy', '-c', 'wrangler.toml']);
