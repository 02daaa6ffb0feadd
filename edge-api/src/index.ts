import { app } from './app';
import { CRONS } from './crons';
import type { Bindings } from './env';
import { prune, pruneOrphanMedia } from './services/housekeeping';
import { backfillUnpublished, prunePublications, publishDue } from './services/publishing-cron';

export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    const log = (what: string) => (n: unknown) => console.log(what, JSON.stringify(n));
    if (controller.cron === CRONS.everyMinute) {
      // Scheduled publishes go live in the minute they are due.
      ctx.waitUntil(publishDue(env).then(log('publishing: scheduled publishes made live')));
      ctx.waitUntil(backfillUnpublished(env).then(log('publishing: first publications of older stores')));
      return;
    }
    // Daily: codes, counters, sessions and idempotency keys past their retention, media objects no row references,
    // publications past retention and their snapshots.
    ctx.waitUntil(prune(env.DB).then(log('housekeeping: deleted')));
    ctx.waitUntil(pruneOrphanMedia(env.DB, env.MEDIA).then(log('housekeeping: orphan media objects deleted')));
    ctx.waitUntil(prunePublications(env).then(log('housekeeping: old publications deleted')));
  },
} satisfies ExportedHandler<Bindings>;
