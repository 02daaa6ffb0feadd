import { app } from './app';
import type { Bindings } from './env';
import { prune, pruneOrphanMedia } from './services/housekeeping';

export default {
  fetch: app.fetch,
  // The daily cron trigger (wrangler.toml): codes, counters, sessions and idempotency keys past their retention, and
  // media objects no row references.
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(prune(env.DB).then((n) => console.log('housekeeping: deleted', JSON.stringify(n))));
    ctx.waitUntil(pruneOrphanMedia(env.DB, env.MEDIA).then((n) => console.log('housekeeping: orphan media objects deleted', n)));
  },
} satisfies ExportedHandler<Bindings>;
