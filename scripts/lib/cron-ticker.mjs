// The local stand-in for Cloudflare's cron triggers. `wrangler dev` fires no crons, so under `pnpm start` (and
// `pnpm dev`, which runs it) nothing would publish a scheduled publication or run the daily housekeeping. This ticker
// reads the crons of edge-api/wrangler.toml and, at the start of each minute one of them matches, asks edge-api's
// local-only route POST /__dev/cron to run that cron's jobs: the same code the scheduled handler runs in production.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { call, json } from './api.mjs';
import { ROOT } from './runtime.mjs';

/** The `crons = [...]` of edge-api/wrangler.toml [triggers]. */
export function configuredCrons(file = path.join(ROOT, 'edge-api/wrangler.toml')) {
  const line = /^crons\s*=\s*\[(.*)\]/m.exec(readFileSync(file, 'utf8'));
  return line ? [...line[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]) : [];
}

/** One field of a cron: `*`, a number, or a comma list of numbers (all our crons use). Steps and ranges: no. */
const fieldMatches = (field, value) => field === '*' || field.split(',').some((n) => Number(n) === value);

/** Whether a 5-field cron (minute hour day-of-month month day-of-week) fires in this UTC minute. */
export function cronMatches(cron, date) {
  const [minute, hour, day, month, weekday] = cron.trim().split(/\s+/);
  return (
    fieldMatches(minute, date.getUTCMinutes()) &&
    fieldMatches(hour, date.getUTCHours()) &&
    fieldMatches(day, date.getUTCDate()) &&
    fieldMatches(month, date.getUTCMonth() + 1) &&
    fieldMatches(weekday, date.getUTCDay())
  );
}

/** Starts ticking against `${api}/__dev/cron`; returns a function that stops it. */
export function startCronTicker(api, crons = configuredCrons()) {
  let timer;
  const tick = async () => {
    const now = new Date();
    for (const cron of crons.filter((c) => cronMatches(c, now))) {
      try {
        const res = await call(api, '/__dev/cron', json('POST', { cron }));
        if (res.status !== 200) console.error(`cron ticker: "${cron}" answered ${res.status}`, res.body);
        else if (Object.values(res.body.results).some((n) => n)) console.log(`cron "${cron}":`, JSON.stringify(res.body.results));
      } catch (err) {
        console.error(`cron ticker: "${cron}" failed: ${err.message}`);
      }
    }
    // The next tick one second into the next minute, like Cloudflare's triggers (which fire within the minute).
    timer = setTimeout(tick, 61_000 - (Date.now() % 60_000));
  };
  timer = setTimeout(tick, 61_000 - (Date.now() % 60_000));
  return () => clearTimeout(timer);
}
