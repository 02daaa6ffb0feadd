// The cron strings of wrangler.toml [triggers] and what each one runs. The scheduled handler (index.ts) and the local
// ticker's dev route (routes/dev.ts, for `pnpm start`, which runs no crons) both dispatch through cronJobs, so the
// local run does exactly what production does. Each job walks every store shard on its own (lib/each-shard.ts) and
// reports each shard by name; control-plane work runs once.
import type { Bindings } from './env';
import { expirePendingOrders } from './payments/expiry';
import { prune, pruneOrphanMedia } from './services/housekeeping';
import { backfillUnpublished, prunePublications, publishDue } from './services/publishing-cron';

export const CRONS = { everyMinute: '* * * * *', daily: '17 3 * * *' } as const;
export type Cron = (typeof CRONS)[keyof typeof CRONS];

export const isCron = (value: unknown): value is Cron => Object.values<unknown>(CRONS).includes(value);

/** The jobs one cron tick starts, each under the label its result is logged with. */
export function cronJobs(cron: Cron, env: Bindings): [label: string, job: Promise<unknown>][] {
  if (cron === CRONS.everyMinute)
    return [
      // Scheduled publishes go live in the minute they are due.
      ['publishing: scheduled publishes made live', publishDue(env)],
      ['publishing: first publications of older stores', backfillUnpublished(env)],
      // Pending payments past their hold: the provider is asked, then the stock and discount use are released.
      ['payments: pending orders settled or expired', expirePendingOrders(env)],
    ];
  // Daily: codes, counters, sessions and idempotency keys past their retention, media objects no row references,
  // publications past retention and their snapshots.
  return [
    ['housekeeping: deleted', prune(env)],
    ['housekeeping: orphan media objects deleted', pruneOrphanMedia(env, env.MEDIA)],
    ['housekeeping: old publications deleted', prunePublications(env)],
  ];
}
