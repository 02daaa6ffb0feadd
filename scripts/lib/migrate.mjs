// Applies the D1 migrations (DESIGN §20): edge-api/migrations/control to CONTROL, edge-api/migrations/shard to every
// store shard, the list of databases being packages/db/src/shards.ts's. `where`: ['--local', '--persist-to', dir] or
// ['--remote']. Imported after ensureNode22() (shards.ts is TypeScript, which Node runs as is from 22.18).
import { run } from './runtime.mjs';

export async function applyMigrations(where) {
  const { DATABASES } = await import('../../packages/db/src/shards.ts');
  for (const { binding } of DATABASES) {
    run('pnpm', ['exec', 'wrangler', 'd1', 'migrations', 'apply', binding, ...where, '-c', 'edge-api/wrangler.toml']);
  }
}
