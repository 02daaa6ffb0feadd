// `pnpm --filter edge-api db:generate [--name x]`: drizzle-kit generates the migrations of both kinds of database
// (DESIGN §20): edge-api/migrations/control from packages/db control.ts, edge-api/migrations/shard from shard.ts
// (edge-api/drizzle.config.ts reads DB_KIND). A kind whose schema did not change gets no file.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const EDGE_API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../edge-api');
for (const kind of ['control', 'shard']) {
  console.log(`${kind}:`);
  const res = spawnSync('pnpm', ['exec', 'drizzle-kit', 'generate', ...process.argv.slice(2)], {
    cwd: EDGE_API,
    stdio: 'inherit',
    env: { ...process.env, DB_KIND: kind },
  });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
