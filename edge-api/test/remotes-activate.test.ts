// Activation and rollback: compare-and-swap on the channel, the shared-modules check against the active shell, and
// the listing. mfe_builder is this file's remote (other files use others), and every test starts from what is active.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChannelState } from '@app/contracts/releases';
import { api, newMerchant } from './helpers';
import { activate, activated, activeVersion, deploy, errorOf, listing, post, registered, registerShell, SHELL } from './release-helpers';

const R = 'mfe_builder';

beforeAll(registerShell);

const rollback = (json: unknown) => post(`/admin/remotes/${R}/rollback`, json);

describe('activate and roll back', () => {
  it('activates, rolls back to the previous release and forward again', async () => {
    const a = await registered(R);
    const b = await registered(R);
    await activated(R, a);
    const afterB = await activated(R, b);
    expect(afterB.active?.version).toBe(b.version);
    expect(afterB.previous?.version).toBe(a.version);

    const back = await rollback({ expected_active: b.version });
    expect(back.status).toBe(200);
    const state = (await back.json()) as ChannelState;
    expect([state.active?.version, state.previous?.version]).toEqual([a.version, b.version]);
    // Rolling back again goes back to b: the previous is always the release that was active.
    const forward = (await (await rollback({})).json()) as ChannelState;
    expect([forward.active?.version, forward.previous?.version]).toEqual([b.version, a.version]);
    // To a named release, any registered one.
    const named = (await (await rollback({ version: a.version })).json()) as ChannelState;
    expect(named.active?.version).toBe(a.version);
  });

  it('activating the active release is a no-op 200', async () => {
    const a = await registered(R);
    const first = await activated(R, a);
    const res = await activate(R, a.version, 'ffffffffffffffff');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(first);
  });

  it('refuses an activation whose expected active release is stale, and changes nothing', async () => {
    const a = await registered(R);
    const b = await registered(R);
    await activated(R, a);
    const res = await activate(R, b.version, 'ffffffffffffffff');
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe('activation_conflict');
    expect(await activeVersion(R)).toBe(a.version);
  });

  it('lets exactly one of two activations expecting the same active release win', async () => {
    const base = await registered(R);
    await activated(R, base);
    const [x, y] = await Promise.all([registered(R), registered(R)]);
    const [rx, ry] = await Promise.all([activate(R, x.version, base.version), activate(R, y.version, base.version)]);
    expect([rx.status, ry.status].sort()).toEqual([200, 409]);
    const winner = rx.status === 200 ? x : y;
    const state = await listing(R);
    expect(state.active?.version).toBe(winner.version);
    expect(state.previous?.version).toBe(base.version);
  });

  it('lets one of two first activations of a channel win (expected_active null)', async () => {
    const remote = 'mfe_commerce';
    const current = await activeVersion(remote);
    const [x, y] = await Promise.all([registered(remote), registered(remote)]);
    const [rx, ry] = await Promise.all([activate(remote, x.version, current), activate(remote, y.version, current)]);
    expect([rx.status, ry.status].sort()).toEqual([200, 409]);
  });

  it('refuses a release the shell cannot serve with 409 incompatible_shared, naming every mismatch', async () => {
    const good = await registered(R);
    await activated(R, good);
    const bad = await registered(R, [
      { name: 'react', requiredVersion: '^20.0.0' },
      { name: 'left-pad', requiredVersion: '^1.0.0' },
      { name: 'react-dom', requiredVersion: '>=19.1.0 <20' },
    ]);
    const res = await activate(R, bad.version);
    expect(res.status).toBe(409);
    const body = await errorOf(res);
    expect(body.code).toBe('incompatible_shared');
    expect(body.detail).toEqual([
      expect.objectContaining({ loc: ['shared', 'react'], name: 'react', required: '^20.0.0', provided: '19.3.0' }),
      expect.objectContaining({ loc: ['shared', 'left-pad'], name: 'left-pad', required: '^1.0.0', provided: null }),
    ]);
    expect(await activeVersion(R)).toBe(good.version);
    // A rollback to it is refused the same way.
    expect((await errorOf(await rollback({ version: bad.version }))).code).toBe('incompatible_shared');
  });

  it('answers 404 for an unregistered version and 400 for a malformed body', async () => {
    const missing = await activate(R, '0000000000000000');
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).code).toBe('release_not_found');
    for (const json of [{}, { version: 'nope', expected_active: null }, { version: '0000000000000000' }]) {
      const res = await post(`/admin/remotes/${R}/activate`, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
    expect((await rollback({ version: 42 })).status).toBe(400);
    expect((await post('/admin/remotes/mfe_nope/activate', { version: '0000000000000000', expected_active: null })).status).toBe(404);
  });
});

describe('the shell and the listing', () => {
  it('records the shell release and what it provides; its channel keeps the one before', async () => {
    const res = await deploy('/admin/shell', { method: 'PUT', json: { version: 'bbbbbbbbbbbbbbbb', shared: SHELL.shared } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as ChannelState).active?.version).toBe('bbbbbbbbbbbbbbbb');
    await registerShell();
    const shell = await listing('shell');
    expect(shell.active?.version).toBe(SHELL.version);
    expect(shell.previous?.version).toBe('bbbbbbbbbbbbbbbb');
  });

  it('lists releases and failures newest first', async () => {
    const a = await registered(R);
    const b = await registered(R);
    await activated(R, b);
    const { token } = await newMerchant();
    const report = (json: unknown) => api('/remotes/failures', { method: 'POST', json, token });
    expect((await report({ remote: R, version: a.version, stage: 'load', message: 'first' })).status).toBe(202);
    expect((await report({ remote: R, version: b.version, stage: 'render', message: 'second' })).status).toBe(202);
    const list = await listing(R);
    expect(list.name).toBe(R);
    expect(list.active?.version).toBe(b.version);
    expect(list.releases.slice(0, 2).map((r) => r.version)).toEqual([b.version, a.version]);
    expect(list.failures.slice(0, 2)).toEqual([
      expect.objectContaining({ version: b.version, stage: 'render', message: 'second' }),
      expect.objectContaining({ version: a.version, stage: 'load', message: 'first' }),
    ]);
    expect((await deploy('/admin/remotes/mfe_nope')).status).toBe(404);
  });
});
