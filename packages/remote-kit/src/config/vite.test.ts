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

  it('keeps what a one-page remote loads on arrival in one chunk, with remoteEntry.js its only entry', () => {
    vi.stubEnv('VITEST', '');
    const rolldown = (remote: string) =>
      (remoteViteConfig({ dir: path.join(root, remote), port: 5174 }) as unknown as UserConfigFnObject)({
        command: 'build',
        mode: 'production',
      }).build?.rolldownOptions as {
        input?: unknown;
        output?: { codeSplitting: { groups: { name: string; test: (id: string) => boolean }[] } };
      };
    expect(rolldown('mfe-builder').input).toEqual([]);
    const [group] = rolldown('mfe-builder').output!.codeSplitting.groups;
    expect(group!.name).toBe('page');
    expect(group!.test('/w/mfe-builder/src/features/website/WebsiteForm.tsx')).toBe(true);
    expect(group!.test('\0virtual:mf:__mfe_internal__mfe_builder__loadShare__react__loadShare__.js')).toBe(false);
    // Several pages, each loaded alone: split as the bundler likes, the standalone page built too.
    expect(rolldown('mfe-commerce')).not.toHaveProperty('output');
    expect(rolldown('mfe-commerce')).not.toHaveProperty('input');
  });
});
