import { applyD1Migrations, env } from 'cloudflare:test';
import { applyToEveryDatabase } from '@app/db/shards';

// Control migrations to CONTROL, shard migrations to every shard; applying is idempotent (applied ones are skipped).
await applyToEveryDatabase(applyD1Migrations, env, { control: env.CONTROL_MIGRATIONS, shard: env.SHARD_MIGRATIONS });
