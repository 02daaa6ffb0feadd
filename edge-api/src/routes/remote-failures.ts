// POST /remotes/failures: the shell reports a remote release that failed to load or threw while rendering (it then
// runs the previous release). Only a signed-in dashboard session may report (the shell is signed in when it loads an
// owner page; the cookie and its XSRF echo, like every owner write), so strangers cannot fill a remote's hourly cap
// with junk, hide real reports or make a good release look broken. Each session's reports are rate-limited, a session
// reporting the same failure again adds nothing, and the remote's cap counts only new (session, release, stage) rows.
// Enough distinct sessions failing on the active release roll it back (services/releases.ts rollBackIfFailing).
import { isRemoteName } from '@app/contracts/remotes';
import { Hono } from 'hono';
import { ops } from '@app/contracts';
import { FAILURE_MESSAGE_MAX } from '@app/contracts/releases';
import type { AppEnv } from '../env';
import { badRequest } from '../errors';
import { readJson } from '../lib/http';
import { body, route } from '../lib/operations';
import { failureReported, findRelease, insertFailure } from '../db/remotes';
import { counterKeys, enforce, LIMITS } from '../services/counters';
import { quote, rollBackIfFailing } from '../services/releases';

export const remoteFailureRoutes = new Hono<AppEnv>();

route(remoteFailureRoutes, ops.remoteFailure, async (c) => {
  const sessionId = c.get('sessionId');
  // Per session, not per address: the budget is the signed-in browser's ('s' keeps it apart from address keys).
  await enforce(c.env, [[counterKeys.remoteFailureClient(`s${sessionId}`), LIMITS.remoteFailureClient]]);
  const sent = await body(ops.remoteFailure, await readJson(c));
  if (!isRemoteName(sent.remote)) throw badRequest(`There is no remote named ${quote(sent.remote)}`);
  if (!(await findRelease(c.env.CONTROL, sent.remote, sent.version))) {
    throw badRequest(`${sent.version} is not a release of ${sent.remote}`);
  }
  const report = { ...sent, message: sent.message.slice(0, FAILURE_MESSAGE_MAX) };
  if (!(await failureReported(c.env.CONTROL, report, sessionId))) {
    // Counted once the report is a new session's about a real release: junk and repeats cannot spend the remote's cap.
    await enforce(c.env, [[counterKeys.remoteFailureRemote(report.remote), LIMITS.remoteFailureRemote]]);
    if (await insertFailure(c.env.CONTROL, report, sessionId)) await rollBackIfFailing(c.env.CONTROL, report.remote, report.version);
  }
  return c.json({ received: true as const }, 202);
});
