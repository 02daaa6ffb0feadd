import { defineProject } from 'vitest/config';

export default defineProject({
  // vitest's 5 s default is a speed check on a busy 2-core machine; the timeout only catches a hang.
  test: { name: 'ui', root: import.meta.dirname, environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], testTimeout: 60_000 },
});
