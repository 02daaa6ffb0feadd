import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations offline from the shared schema; wrangler applies them. Two kinds of database (DESIGN §20):
// DB_KIND=control generates migrations/control/ from packages/db control.ts (applied to CONTROL), DB_KIND=shard
// migrations/shard/ from shard.ts (applied to every store shard). `pnpm --filter edge-api db:generate` runs both.
const kind = process.env.DB_KIND === 'control' ? 'control' : 'shard';

export default defineConfig({
  dialect: 'sqlite',
  driver: 'd1-http',
  schema: `../packages/db/src/${kind}.ts`,
  out: `./migrations/${kind}`,
});
