import { withMeter } from '@app/db';
import { app } from './app';
import { cronJobs, isCron } from './crons';
import type { Bindings } from './env';

export default {
  // withMeter: D1 totals per request for the bench, locally and only when asked (packages/db meter.ts).
  fetch: (req, env, ctx) => withMeter(req, env, (metered) => app.fetch(req, metered, ctx)),
  scheduled(controller, env, ctx) {
    if (!isCron(controller.cron)) {
      console.error('scheduled: unknown cron', controller.cron);
      return;
    }
    for (const [label, job] of cronJobs(controller.cron, env)) ctx.waitUntil(job.then((n) => console.log(label, JSON.stringify(n))));
  },
} satisfies ExportedHandler<Bindings>;
