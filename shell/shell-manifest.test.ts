import { describe, expect, it, vi } from 'vitest';
import { shared } from './module-federation.config';
import { SHELL_MANIFEST, shellManifest, shellProvisions } from './shell-manifest';

// What @module-federation/vite writes for this shell (its shared list, trimmed to the fields read here).
const MF_MANIFEST = {
  shared: [
    { name: 'react', version: '19.3.1' },
    { name: 'react-dom', version: '19.3.1' },
    { name: '@app/ui' },
    { name: 'react/jsx-runtime', version: '19.3.1' },
  ],
};

type GenerateBundle = { handler: (this: unknown, options: unknown, bundle: unknown) => void };

describe('shell-manifest.json', () => {
  it('lists every share the federation manifest has at its version, subpaths included, workspace packages at 0.0.0', () => {
    expect(shellProvisions(MF_MANIFEST, ['react', '@app/ui'])).toEqual([
      { name: 'react', version: '19.3.1' },
      { name: 'react-dom', version: '19.3.1' },
      { name: '@app/ui', version: '0.0.0' },
      { name: 'react/jsx-runtime', version: '19.3.1' },
    ]);
  });

  it('fails the build when a configured share is not in the federation manifest', () => {
    expect(() => shellProvisions(MF_MANIFEST, Object.keys(shared))).toThrow(/lacks the shared react-router, i18next/);
  });

  it('is emitted by the build from mf-manifest.json, and refuses a build without one', () => {
    const emitFile = vi.fn();
    const hook = shellManifest({ react: {} }).generateBundle as unknown as GenerateBundle;
    hook.handler.call({ emitFile }, {}, { 'mf-manifest.json': { type: 'asset', source: JSON.stringify(MF_MANIFEST) } });
    expect(emitFile).toHaveBeenCalledWith({ type: 'asset', fileName: SHELL_MANIFEST, source: expect.any(String) });
    expect(JSON.parse(emitFile.mock.calls[0][0].source).shared).toContainEqual({ name: 'react/jsx-runtime', version: '19.3.1' });
    expect(() => hook.handler.call({ emitFile }, {}, {})).toThrow(/manifest: true/);
  });
});
