import { app } from './app';
import { cronJobs, isCron } from './crons';
import type { Bindings } from './env';

export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    if (!isCron(controller.cron)) {
      console.error('scheduled: unknown cron', controller.cron);
      return;
    }
    for (const [label, job] of cronJobs(controller.cron, env)) ctx.waitUntil(job.then((n) => console.log(label, JSON.stringify(n))));
  },
} satisfies ExportedHandler<Bindings>;
