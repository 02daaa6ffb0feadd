import { beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));
vi.mock('@module-federation/runtime', () => runtime);

const Page = () => null;

async function freshRegistry(manifest: Record<string, string>) {
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

  it('reads /remotes.json once and registers each remote at its configured entry', async () => {
    const { registry, fetchMock } = await freshRegistry({ mfe_account: '/remotes/mfe-account/remoteEntry.js' });
    runtime.loadRemote.mockResolvedValue({ default: Page });
    expect(await registry.loadRemoteComponent('mfe_account', 'LoginPage')).toBe(Page);
    expect(await registry.loadRemoteComponent('mfe_account', 'RegisterPage')).toBe(Page);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]).toEqual(['/remotes.json', expect.anything()]);
    expect(runtime.registerRemotes).toHaveBeenCalledOnce();
    expect(runtime.registerRemotes.mock.calls[0][0]).toEqual([
      {
        name: 'mfe_account',
        entry: '/remotes/mfe-account/remoteEntry.js',
        type: 'module',
        entryGlobalName: 'mfe_account',
        shareScope: 'default',
      },
    ]);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_account/LoginPage');
  });

  it('accepts a named export when there is no default one', async () => {
    const { registry } = await freshRegistry({ mfe_commerce: '/remotes/mfe-commerce/remoteEntry.js' });
    runtime.loadRemote.mockResolvedValue({ OrdersPage: Page });
    expect(await registry.loadRemoteComponent('mfe_commerce', 'OrdersPage')).toBe(Page);
  });

  it('fails clearly for a remote the configuration does not list', async () => {
    const { registry } = await freshRegistry({});
    await expect(registry.loadRemoteComponent('mfe_builder', 'BuilderApp')).rejects.toThrow(/not listed/);
  });

  it('after a failure, forgetRemote makes the next load register a fresh entry URL', async () => {
    const { registry } = await freshRegistry({ mfe_account: '/remotes/mfe-account/remoteEntry.js' });
    runtime.loadRemote.mockRejectedValueOnce(new Error('RUNTIME-008')).mockResolvedValueOnce({ default: Page });
    await expect(registry.loadRemoteComponent('mfe_account', 'LoginPage')).rejects.toThrow('RUNTIME-008');
    registry.forgetRemote('mfe_account');
    expect(await registry.loadRemoteComponent('mfe_account', 'LoginPage')).toBe(Page);
    expect(runtime.registerRemotes.mock.calls[1]).toEqual([
      [expect.objectContaining({ entry: '/remotes/mfe-account/remoteEntry.js?retry=1' })],
      { force: true },
    ]);
  });
});
