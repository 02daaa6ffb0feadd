// /__dev: local-only helpers. Off unless DEV_ROUTES === 'true'; when off they answer exactly like a missing route.
import { normalizePhone, ops } from '@app/contracts';
import { Hono } from 'hono';
import { devRoutesEnabled, type AppEnv } from '../env';
import { notFound } from '../errors';
import { invalid, readJson } from '../lib/http';
import { outboxFor } from '../db/sms-outbox';
import { body, query, route } from '../lib/operations';
import { cronJobs, isCron } from '../crons';
import { emailsTo } from '../email/outbox';
import { clear, counterKeys } from '../services/counters';
import { activateLocalHostname } from '../domains/local-saas';

export const devRoutes = new Hono<AppEnv>();

/** The SMS outbox for one phone, newest first (the codes a developer would have received). */
route(devRoutes, ops.devSms, async (c) => {
  if (!devRoutesEnabled(c.env)) throw notFound();
  const raw = (await query(c, ops.devSms)).phone;
  const phone = raw ? normalizePhone(raw) : null;
  if (!phone) throw invalid({ rule: 'queryPhone' });
  return c.json({ messages: await outboxFor(c.env.CONTROL, phone) });
});

/** Ends the phone's 30 s wait between codes now (204): the browser tests' second code without a sleep. */
route(devRoutes, ops.devSmsInterval, async (c) => {
  if (!devRoutesEnabled(c.env)) throw notFound();
  const phone = normalizePhone((await body(ops.devSmsInterval, await readJson(c))).phone);
  if (!phone) throw invalid({ rule: 'phoneInvalid' });
  await clear(c.env, counterKeys.smsInterval(phone));
  return c.body(null, 204);
});

/** The email outbox for one address, newest first (what a shopper would have received). */
route(devRoutes, ops.devEmail, async (c) => {
  if (!devRoutesEnabled(c.env)) throw notFound();
  const { to } = await query(c, ops.devEmail);
  if (!to) throw invalid({ rule: 'emailRequired' });
  return c.json({ messages: await emailsTo(c.env.CONTROL, to) });
});

/**
 * Runs one cron's jobs now, as the scheduled handler would, and answers with their results: `pnpm start` runs no
 * crons (wrangler dev fires none), so its ticker (scripts/lib/cron-ticker.mjs) calls this every minute and scheduled
 * publishes go live locally in the minute they are due.
 */
route(devRoutes, ops.devCron, async (c) => {
  if (!devRoutesEnabled(c.env)) throw notFound();
  const { cron } = await body(ops.devCron, await readJson(c));
  if (!isCron(cron)) throw invalid({ rule: 'wrongType' });
  const jobs = cronJobs(cron, c.env);
  const values = await Promise.all(jobs.map(([, job]) => job));
  return c.json({ results: Object.fromEntries(jobs.map(([label], i) => [label, values[i]])) });
});

/** The local stand-in for Cloudflare's API (CUSTOM_HOSTNAMES=local) "sees" the hostname's records: its next check is active. */
route(devRoutes, ops.devHostnameActivate, async (c) => {
  if (!devRoutesEnabled(c.env)) throw notFound();
  const { hostname } = await body(ops.devHostnameActivate, await readJson(c));
  if (!(await activateLocalHostname(c.env.CONTROL, hostname))) throw notFound();
  return c.body(null, 204);
});
