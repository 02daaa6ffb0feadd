// POST /remotes/failures (signed-in sessions only, rate-limited per session, one row per session, release and stage),
// the rollback of a channel that has no previous release, and the registry's automatic rollback of an active release
// that enough sessions report failing. This file owns mfe_account's channel: no other test file activates it.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AUTO_ROLLBACK_SESSIONS,
  AUTO_ROLLBACK_WINDOW_SECONDS,
  FAILURE_MESSAGE_MAX,
  FAILURE_REPORTS_PER_CLIENT,
  FAILURE_REPORTS_PER_REMOTE_PER_HOUR,
} from '@app/contracts/releases';
import { xsrfFor } from '../src/middleware/auth';
import { sha256Hex } from '../src/lib/crypto';
import { api, env, newMerchant } from './helpers';
import { activated, errorOf, listing, post, registered, registerShell } from './release-helpers';

const R = 'mfe_account';

/** Signed-in sessions (each a merchant's sign-in): the reports' senders. */
let sessions: string[] = [];
beforeAll(async () => {
  sessions = await Promise.all(Array.from({ length: AUTO_ROLLBACK_SESSIONS + 1 }, async () => (await newMerchant()).token));
});

const report = (json: unknown, token = sessions[0]) => api('/remotes/failures', { method: 'POST', json, token });
const failure = (version: string, stage = 'load', message = 'boom') => ({ remote: R, version, stage, message });

describe('failure reports', () => {
  it('records a report of a registered release with 202, its message cut to FAILURE_MESSAGE_MAX', async () => {
    const build = await registered(R);
    const res = await report({ remote: R, version: build.version, stage: 'render', message: 'x'.repeat(FAILURE_MESSAGE_MAX + 50) });
    expect(res.status).toBe(202);
    const [row] = (await listing(R)).failures;
    expect(row).toMatchObject({ version: build.version, stage: 'render' });
    expect(row.message).toHaveLength(FAILURE_MESSAGE_MAX);
  });

  it('takes reports only from a signed-in session: the dashboard cookie with its XSRF echo, or a bearer session', async () => {
    const build = await registered(R);
    const none = await api('/remotes/failures', { method: 'POST', json: failure(build.version) });
    expect(none.status).toBe(401);
    expect((await errorOf(none)).code).toBe('no_token');
    expect((await report(failure(build.version), 'not-a-session')).status).toBe(401);
    const token = sessions[1];
    const cookie = { Cookie: `auth_token=${token}` };
    const noXsrf = await api('/remotes/failures', { method: 'POST', json: failure(build.version), headers: cookie });
    expect(noXsrf.status).toBe(403);
    const xsrf = await xsrfFor(env, await sha256Hex(token));
    const shell = await api('/remotes/failures', {
      method: 'POST',
      json: failure(build.version),
      headers: { ...cookie, 'X-XSRF-TOKEN': xsrf },
    });
    expect(shell.status).toBe(202);
    expect((await listing(R)).failures.filter((f) => f.version === build.version)).toHaveLength(1);
  });

  it('answers 400 for an unknown remote, an unregistered version or a malformed report', async () => {
    const build = await registered(R);
    const { token } = await newMerchant();
    const cases = [
      { remote: 'mfe_nope', version: build.version, stage: 'load', message: 'm' },
      { remote: 'shell', version: build.version, stage: 'load', message: 'm' },
      { remote: R, version: '0000000000000000', stage: 'load', message: 'm' },
      { remote: R, version: build.version, stage: 'boot', message: 'm' },
      { remote: R, version: build.version, stage: 'load' },
      { remote: R, version: build.version, stage: 'load', message: 'm'.repeat(FAILURE_MESSAGE_MAX * 4 + 1) },
      { remote: ['x'], version: build.version, stage: 'load', message: 'm' },
    ];
    for (const json of cases) expect((await report(json, token)).status, JSON.stringify(json).slice(0, 80)).toBe(400);
    expect((await api('/remotes/failures', { method: 'POST', body: 'not json', token })).status).toBe(400);
  });

  it('answers 429 with Retry-After once a session has sent its share; a session repeating itself adds one row', async () => {
    const build = await registered(R);
    const { token } = await newMerchant();
    for (let i = 0; i < FAILURE_REPORTS_PER_CLIENT; i++) expect((await report(failure(build.version), token)).status).toBe(202);
    const over = await report(failure(build.version), token);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await report(failure(build.version), sessions[2])).status).toBe(202);
    expect((await listing(R)).failures.filter((f) => f.version === build.version)).toHaveLength(2);
  });

  it("lets no stranger spend a remote's hourly cap: a signed-in session's report is recorded after their junk", async () => {
    const build = await registered(R);
    const key = `rfr:${R}`;
    // The cap one report short of spent (the window moved in the database, not waited for).
    await env.CONTROL.prepare('INSERT OR REPLACE INTO auth_counters (key, count, window_start) VALUES (?, ?, ?)')
      .bind(key, FAILURE_REPORTS_PER_REMOTE_PER_HOUR - 1, new Date().toISOString())
      .run();
    try {
      for (let i = 0; i < 5; i++) {
        const junk = await api('/remotes/failures', { method: 'POST', json: failure(build.version, 'render', 'junk') });
        expect(junk.status).toBe(401);
      }
      expect((await report(failure(build.version, 'render', 'real'), sessions[3])).status).toBe(202);
      expect((await listing(R)).failures.filter((f) => f.version === build.version).map((f) => f.message)).toEqual(['real']);
    } finally {
      await env.CONTROL.prepare('DELETE FROM auth_counters WHERE key = ?').bind(key).run();
    }
  });
});

describe('rollback without a previous release', () => {
  it('answers 409 no_previous_release before the first activation and after it', async () => {
    await registerShell();
    const none = await post(`/admin/remotes/${R}/rollback`, {});
    expect(none.status).toBe(409);
    expect((await errorOf(none)).code).toBe('no_previous_release');
    const first = await registered(R);
    expect((await activated(R, first)).previous).toBeNull();
    const res = await post(`/admin/remotes/${R}/rollback`, {});
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe('no_previous_release');
    expect((await listing(R)).active?.version).toBe(first.version);
  });
});

describe('automatic rollback', () => {
  /** A good release active, then a new one over it: [good, fresh]. */
  async function freshOverGood() {
    await registerShell();
    const good = await registered(R);
    await activated(R, good);
    const fresh = await registered(R);
    await activated(R, fresh);
    return [good, fresh] as const;
  }
  const reportFrom = async (version: string, senders: string[], stage = 'render') => {
    for (const token of senders) expect((await report(failure(version, stage), token)).status).toBe(202);
  };

  it(`rolls the active release back once ${AUTO_ROLLBACK_SESSIONS} sessions report it, and records who, when and why`, async () => {
    const [good, bad] = await freshOverGood();
    // One session reporting again and again is one session; the fallback's reports are not the active release's.
    for (let i = 0; i < AUTO_ROLLBACK_SESSIONS; i++) await reportFrom(bad.version, [sessions[0]]);
    await reportFrom(good.version, sessions);
    await reportFrom(bad.version, sessions.slice(1, AUTO_ROLLBACK_SESSIONS - 1), 'load');
    let state = await listing(R);
    expect(state.active?.version).toBe(bad.version);
    expect(state.rollbacks.filter((r) => r.from_version === bad.version)).toEqual([]);

    await reportFrom(bad.version, [sessions[AUTO_ROLLBACK_SESSIONS - 1]]);
    state = await listing(R);
    expect(state.active?.version).toBe(good.version);
    // More reports of the release rolled back from change nothing: one rollback, recorded with its reason.
    await reportFrom(bad.version, [sessions[AUTO_ROLLBACK_SESSIONS]], 'load');
    state = await listing(R);
    expect(state.active?.version).toBe(good.version);
    const rows = state.rollbacks.filter((r) => r.from_version === bad.version);
    expect(rows).toEqual([
      expect.objectContaining({ to_version: good.version, actor: 'auto', reason: expect.stringMatching(/^5 signed-in sessions reported/) }),
    ]);
    expect(Date.now() - Date.parse(rows[0].created_at)).toBeLessThan(AUTO_ROLLBACK_WINDOW_SECONDS * 1000);

    // The good release failing for as many sessions does not bring back the release rolled back from.
    await reportFrom(good.version, sessions, 'load');
    expect((await listing(R)).active?.version).toBe(good.version);
  });

  it(`counts only reports of the last ${AUTO_ROLLBACK_WINDOW_SECONDS / 60} minutes`, async () => {
    const [, fresh] = await freshOverGood();
    await reportFrom(fresh.version, sessions.slice(0, AUTO_ROLLBACK_SESSIONS - 1));
    const earlier = new Date(Date.now() - (AUTO_ROLLBACK_WINDOW_SECONDS + 60) * 1000).toISOString();
    await env.CONTROL.prepare('UPDATE remote_failures SET created_at = ? WHERE remote = ? AND version = ?')
      .bind(earlier, R, fresh.version)
      .run();
    await reportFrom(fresh.version, [sessions[AUTO_ROLLBACK_SESSIONS - 1]]);
    const state = await listing(R);
    expect(state.active?.version).toBe(fresh.version);
    expect(state.rollbacks.filter((r) => r.from_version === fresh.version)).toEqual([]);
  });

  it("records a rollback asked through the deploy API as the deploy's", async () => {
    const [good, fresh] = await freshOverGood();
    expect((await post(`/admin/remotes/${R}/rollback`, {})).status).toBe(200);
    expect((await listing(R)).rollbacks[0]).toMatchObject({ from_version: fresh.version, to_version: good.version, actor: 'deploy' });
  });
});
