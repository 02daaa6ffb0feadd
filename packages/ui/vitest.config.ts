import { defineProject } from 'vitest/config';

export default defineProject({
  // vitest's 5 s and 10 s (hooks) defaults are speed checks on a busy 2-core machine; these only catch a hang.
  test: {
    name: 'ui',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // One jsdom per vitest worker, not per file (as the remotes' kit, packages/remote-kit/src/config/vitest.ts).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
