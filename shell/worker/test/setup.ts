import { applyD1Migrations, env } from 'cloudflare:test';

// The registry's tables (edge-api's migrations); applying is idempotent.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
