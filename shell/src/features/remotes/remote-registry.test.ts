import { beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));
vi.mock('@module-federation/runtime', () => runtime);

const Page = () => null;
const V1 = '1111111111111111';
const ENTRY = `/remotes/mfe_account/${V1}/remoteEntry.js`;
const ACCOUNT = { mfe_account: { entry: ENTRY, version: V1, fallback: null } };

async function freshRegistry(manifest: Record<string, unknown>) {
  vi.resetModules();
  const fetchMock = vi.fn(async () => Response.json(manifest));
  vi.stubGlobal('fetch', fetchMock);
  return { registry: await import('./remote-registry'), fetchMock };
}

describe('remote registry', () => {
  beforeEach(() => {
    runtime.registerRemotes.mockReset();
    runtime.loadRemote.mockReset();
  });

  it('reads /remotes.json once and registers each remote at its active entry', async () => {
    const { registry, fetchMock } = await freshRegistry(ACCOUNT);
    runtime.loadRemote.mockResolvedValue({ default: Page });
    expect(await registry.loadRemoteComponent('mfe_account', 'LoginPage')).toBe(Page);
    expect(await registry.loadRemoteComponent('mfe_account', 'RegisterPage')).toBe(Page);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]).toEqual(['/remotes.json', expect.anything()]);
    expect(runtime.registerRemotes).toHaveBeenCalledOnce();
    expect(runtime.registerRemotes.mock.calls[0][0]).toEqual([
      {
        name: 'mfe_account',
        entry: ENTRY,
        type: 'module',
        entryGlobalName: 'mfe_account',
        shareScope: 'default',
      },
    ]);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_account/LoginPage');
  });

  it('accepts a named export when there is no default one', async () => {
    const { registry } = await freshRegistry({
      mfe_commerce: { entry: '/remotes/mfe_commerce/x/remoteEntry.js', version: 'x', fallback: null },
    });
    runtime.loadRemote.mockResolvedValue({ OrdersPage: Page });
    expect(await registry.loadRemoteComponent('mfe_commerce', 'OrdersPage')).toBe(Page);
  });

  it('fails clearly for a remote /remotes.json does not list (no active release), or lists in the old shape', async () => {
    const { registry } = await freshRegistry({ mfe_account: '/remotes/mfe-account/remoteEntry.js' });
    await expect(registry.loadRemoteComponent('mfe_builder', 'BuilderApp')).rejects.toThrow(/not listed/);
    await expect(registry.loadRemoteComponent('mfe_account', 'LoginPage')).rejects.toThrow(/not listed/);
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
  });

  it('after a failure, forgetRemote makes the next load register a fresh entry URL', async () => {
    const { registry } = await freshRegistry(ACCOUNT);
    runtime.loadRemote.mockRejectedValueOnce(new Error('RUNTIME-008')).mockResolvedValueOnce({ default: Page });
    await expect(registry.loadRemoteComponent('mfe_account', 'LoginPage')).rejects.toThrow('RUNTIME-008');
    registry.forgetRemote('mfe_account');
    expect(await registry.loadRemoteComponent('mfe_account', 'LoginPage')).toBe(Page);
    expect(runtime.registerRemotes.mock.calls[1]).toEqual([[expect.objectContaining({ entry: `${ENTRY}?retry=1` })], { force: true }]);
  });
});
