import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Component and store tests in jsdom; the front door (worker/) has its own workerd project (worker/vitest.config.ts).
export default defineProject({
  plugins: [react()],
  test: {
    name: 'shell',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // One jsdom and module graph per file (vitest's default): the shell's valtio stores are module state its set-up
    // does not reset (a remote's stores leaked from one file into the next when files shared them).
    // vitest's 5 s and 10 s (hooks) defaults are speed checks on a busy 2-core machine; these only catch a hang.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
