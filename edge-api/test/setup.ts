import { applyD1Migrations, env } from 'cloudflare:test';

// Applying is idempotent: already-applied migrations are skipped.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
