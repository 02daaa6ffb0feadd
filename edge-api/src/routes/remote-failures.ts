// POST /remotes/failures: the shell reports a remote release that failed to load or threw while rendering (it then
// runs the previous release). Public, since any dashboard visitor may hit a broken release: rate-limited per client and
// capped per remote, and only a registered release of a known remote is recorded.
import { isRemoteName } from '@app/contracts/remotes';
import { Hono } from 'hono';
import { ops } from '@app/contracts';
import { FAILURE_MESSAGE_MAX } from '@app/contracts/releases';
import type { AppEnv } from '../env';
import { badRequest } from '../errors';
import { clientKey } from '../lib/client';
import { readJson } from '../lib/http';
import { body, route } from '../lib/operations';
import { findRelease, insertFailure } from '../db/remotes';
import { counterKeys, enforce, LIMITS } from '../services/counters';
import { quote } from '../services/releases';

export const remoteFailureRoutes = new Hono<AppEnv>();

route(remoteFailureRoutes, ops.remoteFailure, async (c) => {
  await enforce(c.env, [[counterKeys.remoteFailureClient(clientKey(c)), LIMITS.remoteFailureClient]]);
  const report = await body(ops.remoteFailure, await readJson(c));
  if (!isRemoteName(report.remote)) throw badRequest(`There is no remote named ${quote(report.remote)}`);
  if (!(await findRelease(c.env.DB, report.remote, report.version))) {
    throw badRequest(`${report.version} is not a release of ${report.remote}`);
  }
  // Counted once the report is known to be about a real release: junk cannot spend a remote's hourly cap.
  await enforce(c.env, [[counterKeys.remoteFailureRemote(report.remote), LIMITS.remoteFailureRemote]]);
  await insertFailure(c.env.DB, { ...report, message: report.message.slice(0, FAILURE_MESSAGE_MAX) });
  return c.json({ received: true as const }, 202);
});
