import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * A remote's component tests in jsdom; federation is left out (the pages are tested as plain React components).
 * The kit's set-up (src/test/setup.ts) loads the remote's catalogue: its folder name without `mfe-` unless `ns`.
 */
export function remoteVitestConfig(dir: string, { ns, setupFiles = [] }: { ns?: string; setupFiles?: string[] } = {}) {
  const name = path.basename(dir);
  return defineConfig({
    root: dir,
    plugins: [react()],
    test: {
      name,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      env: { REMOTE_NAMESPACE: ns ?? name.replace(/^mfe-/, '') },
      setupFiles: [path.join(import.meta.dirname, '../test/setup.ts'), ...setupFiles],
      restoreMocks: true,
      // One jsdom and module graph per file (vitest's default): a remote's valtio stores are module state the kit's
      // set-up cannot reset, and shared across files one file's choice leaked into the next (the builder's hero tab).
      // Hang detectors, not speed checks: a whole frame's render beside the browser tests on a busy 2-core machine.
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  });
}
