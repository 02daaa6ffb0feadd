// Applies the D1 migrations (DESIGN §20): edge-api/migrations/control to CONTROL, edge-api/migrations/shard to every
// store shard, the list of databases being packages/db/src/shards.ts's. `where`: ['--local', '--persist-to', dir] or
// ['--remote']. Imported after ensureNode22() (shards.ts is TypeScript, which Node runs as is from 22.18).
import { run } from './runtime.mjs';

export async function applyMigrations(where) {
  const { DATABASES, idRangeSql } = await import('../../packages/db/src/shards.ts');
  for (const { binding } of DATABASES) {
    const config = ['-c', 'edge-api/wrangler.toml'];
    run('pnpm', ['exec', 'wrangler', 'd1', 'migrations', 'apply', binding, ...where, ...config]);
    // Each shard's ids start at its own range (shards.ts ID_RANGE): no row id is used by two shards.
    if (binding !== 'CONTROL') {
      run('pnpm', ['exec', 'wrangler', 'd1', 'execute', binding, ...where, ...config, '--command', idRangeSql(binding).join('; ')]);
    }
  }
}
