import { satisfies } from '@app/contracts/releases';
import { describe, expect, it, vi } from 'vitest';
import { shared } from './module-federation.config';
import { SHELL_MANIFEST, shellManifest, shellProvisions } from './shell-manifest';

describe('shell-manifest.json', () => {
  it('lists every shared module of the federation config at its version, workspace packages at 0.0.0', () => {
    const provided = shellProvisions(shared);
    expect(provided.map((p) => p.name)).toEqual(Object.keys(shared));
    expect(provided).toContainEqual({ name: 'react', version: '19.3.1' });
    expect(provided).toContainEqual({ name: 'react-router', version: '8.5.1' });
    expect(provided).toContainEqual({ name: '@app/ui', version: '0.0.0' });
    for (const { name, version } of provided) expect([name, satisfies(version, '*')]).toEqual([name, true]);
  });

  it('takes a share’s own version over its required one, and refuses a range with no version', () => {
    expect(shellProvisions({ a: { version: '2.0.0', requiredVersion: '^2.0.0' }, b: { requiredVersion: '3.1.0' } })).toEqual([
      { name: 'a', version: '2.0.0' },
      { name: 'b', version: '3.1.0' },
    ]);
    expect(() => shellProvisions({ c: { requiredVersion: '^3.1.0' } })).toThrow(/c: give it a version/);
  });

  it('is emitted by the build as dist/shell-manifest.json', () => {
    const emitFile = vi.fn();
    const plugin = shellManifest({ react: { requiredVersion: '19.3.1' }, '@app/ui': { requiredVersion: false } });
    (plugin.generateBundle as (this: unknown) => void).call({ emitFile });
    expect(emitFile).toHaveBeenCalledWith({ type: 'asset', fileName: SHELL_MANIFEST, source: expect.any(String) });
    expect(JSON.parse(emitFile.mock.calls[0][0].source)).toEqual({
      shared: [
        { name: 'react', version: '19.3.1' },
        { name: '@app/ui', version: '0.0.0' },
      ],
    });
  });
});
