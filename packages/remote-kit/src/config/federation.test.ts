import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exposesOf, remoteFederationConfig, sharedFromPackage, SHARED_SINGLETONS } from './federation';

const root = path.resolve(import.meta.dirname, '../../../..');
const remotes = ['mfe-account', 'mfe-builder', 'mfe-commerce'];

describe('federation config of the remotes', () => {
  it.each(remotes)('%s shares every singleton at the version its package.json names (workspace packages: any)', (remote) => {
    const dir = path.join(root, remote);
    const installed = (name: string) => JSON.parse(readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
    const shared = sharedFromPackage(dir);
    expect(Object.keys(shared)).toEqual([...SHARED_SINGLETONS]);
    for (const name of SHARED_SINGLETONS) {
      expect(shared[name]).toEqual({ singleton: true, requiredVersion: name.startsWith('@app/') ? false : installed(name) });
    }
  });
  it('resolves catalog: specifiers to real versions (the shell names them exactly)', () => {
    const shared = sharedFromPackage(path.join(root, 'mfe-builder'));
    expect(shared.react.requiredVersion).toBe('19.3.1');
    expect(shared['react-router'].requiredVersion).toBe('8.5.1');
    expect(shared.valtio.requiredVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });
  it('leaves the runtime code for loading remotes and manifests out of every remote', () => {
    const config = remoteFederationConfig({ dir: path.join(root, 'mfe-commerce'), name: 'mfe_commerce', exposes: {} });
    expect(config).toMatchObject({ disableRemote: true, disableSnapshot: true, dts: false, filename: 'remoteEntry.js' });
  });
  it('takes the name from the folder and exposes the pages the list of remotes gives it', () => {
    const config = remoteFederationConfig({ dir: path.join(root, 'mfe-builder') });
    expect(config).toMatchObject({ name: 'mfe_builder', exposes: { './BuilderApp': './src/expose/BuilderApp.tsx' } });
    expect(Object.keys(exposesOf('mfe_commerce'))).toEqual([
      './DashboardPage',
      './OrdersPage',
      './OrderDetailPage',
      './TransactionsPage',
      './SubscribersPage',
      './DiscountsPage',
      './PaymentsPage',
      './InboxPage',
    ]);
    expect(() => exposesOf('mfe_unlisted')).toThrow(/not in packages\/contracts\/src\/remotes.ts/);
  });
  it('a shared module missing from package.json is an error, not a silent unversioned share', () => {
    expect(() => sharedFromPackage(path.join(root, 'packages/contracts'))).toThrow(/react is shared but not a dependency/);
  });
});
