import { applyD1Migrations, env } from 'cloudflare:test';

// The same migrations edge-api applies (the storefront reads the same database). Idempotent.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
