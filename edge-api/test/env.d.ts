import type { D1Migration } from 'cloudflare:test';

declare global {
  namespace Cloudflare {
    interface Env {
      /** edge-api/migrations/control and edge-api/migrations/shard (test/setup.ts applies them). */
      CONTROL_MIGRATIONS: D1Migration[];
      SHARD_MIGRATIONS: D1Migration[];
    }
  }
}
