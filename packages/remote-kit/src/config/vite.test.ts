import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserConfigFnObject } from 'vite';
import { remoteBase, remoteViteConfig } from './vite';

const root = path.resolve(import.meta.dirname, '../../../..');

describe('remote vite config', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('builds with a relative base, so one build works under any /remotes/<name>/<version>/ folder', () => {
    expect(remoteBase('build')).toBe('./');
    expect(remoteBase('serve')).toBe('/');
  });

  it('uses that base for a build outside vitest, whatever the environment names', () => {
    vi.stubEnv('VITEST', '');
    vi.stubEnv('MFE_ACCOUNT_BASE', '/somewhere/else/');
    const config = remoteViteConfig({ dir: path.join(root, 'mfe-account'), port: 5174 }) as unknown as UserConfigFnObject;
    expect(config({ command: 'build', mode: 'production' }).base).toBe('./');
    expect(config({ command: 'serve', mode: 'development' }).base).toBe('/');
  });

  it('builds a release without the standalone page: remoteEntry.js (added by federation) is its only entry', () => {
    vi.stubEnv('VITEST', '');
    const config = remoteViteConfig({ dir: path.join(root, 'mfe-account'), port: 5174 }) as unknown as UserConfigFnObject;
    expect(config({ command: 'build', mode: 'production' }).build?.rolldownOptions?.input).toEqual([]);
  });
});
