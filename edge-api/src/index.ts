import { app } from './app';
import type { Bindings } from './env';
import { prune } from './services/housekeeping';

export default {
  fetch: app.fetch,
  // The daily cron trigger (wrangler.toml): codes, counters, sessions and idempotency keys past their retention.
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(prune(env.DB).then((n) => console.log('housekeeping: deleted', JSON.stringify(n))));
  },
} satisfies ExportedHandler<Bindings>;
