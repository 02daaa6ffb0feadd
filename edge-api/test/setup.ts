import { applyD1Migrations, env } from 'cloudflare:test';
import { applyToEveryDatabase } from '@app/db/shards';
import { disjointIds } from './shard-rows';

// Control migrations to CONTROL, shard migrations to every shard; applying is idempotent (applied ones are skipped).
await applyToEveryDatabase(applyD1Migrations, env, { control: env.CONTROL_MIGRATIONS, shard: env.SHARD_MIGRATIONS });
// Each shard's ids in a range of its own, so helpers that find an order or a product by its id alone are unambiguous.
await disjointIds(env);
