// POST /remotes/failures (public, rate-limited) and the rollback of a channel that has no previous release. This file
// owns mfe_account's channel: no other test file activates it.
import { describe, expect, it } from 'vitest';
import { FAILURE_MESSAGE_MAX, FAILURE_REPORTS_PER_CLIENT } from '@app/contracts/releases';
import { api, randomIp } from './helpers';
import { activated, errorOf, listing, post, registered, registerShell } from './release-helpers';

const R = 'mfe_account';

const report = (json: unknown, ip = randomIp()) => api('/remotes/failures', { method: 'POST', json, headers: { 'CF-Connecting-IP': ip } });

describe('failure reports', () => {
  it('records a report of a registered release with 202, its message cut to FAILURE_MESSAGE_MAX', async () => {
    const build = await registered(R);
    const res = await report({ remote: R, version: build.version, stage: 'render', message: 'x'.repeat(FAILURE_MESSAGE_MAX + 50) });
    expect(res.status).toBe(202);
    const [failure] = (await listing(R)).failures;
    expect(failure).toMatchObject({ version: build.version, stage: 'render' });
    expect(failure.message).toHaveLength(FAILURE_MESSAGE_MAX);
  });

  it('answers 400 for an unknown remote, an unregistered version or a malformed report', async () => {
    const build = await registered(R);
    const cases = [
      { remote: 'mfe_nope', version: build.version, stage: 'load', message: 'm' },
      { remote: 'shell', version: build.version, stage: 'load', message: 'm' },
      { remote: R, version: '0000000000000000', stage: 'load', message: 'm' },
      { remote: R, version: build.version, stage: 'boot', message: 'm' },
      { remote: R, version: build.version, stage: 'load' },
      { remote: R, version: build.version, stage: 'load', message: 'm'.repeat(FAILURE_MESSAGE_MAX * 4 + 1) },
      { remote: ['x'], version: build.version, stage: 'load', message: 'm' },
    ];
    for (const json of cases) expect((await report(json)).status, JSON.stringify(json).slice(0, 80)).toBe(400);
    expect((await api('/remotes/failures', { method: 'POST', body: 'not json' })).status).toBe(400);
  });

  it('answers 429 with Retry-After once a client has sent its share', async () => {
    const build = await registered(R);
    const ip = randomIp();
    const json = { remote: R, version: build.version, stage: 'load', message: 'boom' };
    for (let i = 0; i < FAILURE_REPORTS_PER_CLIENT; i++) expect((await report(json, ip)).status).toBe(202);
    const over = await report(json, ip);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await report(json)).status).toBe(202);
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
