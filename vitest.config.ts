import { defineConfig } from 'vitest/config';

/** vitest's 5 s (tests) and 10 s (hooks) defaults are speed checks on a busy 2-core machine: these only catch a hang. */
const HANG = { testTimeout: 60_000, hookTimeout: 60_000 };
/**
 * The packages' unit tests: one module graph (and jsdom) per vitest worker, not one per file: they keep no state, or
 * their set-up resets it after each test.
 */
const UNIT = { ...HANG, isolate: false };

/** What both browser-test projects share: the server and Chromium of one global setup. */
const E2E = {
  root: 'e2e',
  globalSetup: ['./setup/server.ts'],
  setupFiles: ['./setup/ready.ts'],
  // Hang detectors, not speed checks: a whole journey beside a second CPU-heavy run takes minutes.
  testTimeout: 300_000,
  hookTimeout: 300_000,
  // expect.poll's own default (1 s) is a speed assumption: a page answering after a save on a loaded machine takes
  // longer, and a state that never comes still fails, within the test's timeout.
  expect: { poll: { timeout: 20_000 } },
};
/** The browser-test files that change state every page shares (the active remotes): never beside another file. */
const ALONE = ['tests/remote-releases.e2e.ts'];

// One run, one summary: every package's tests are a project of this config.
export default defineConfig({
  test: {
    // vitest's default on a 2-core machine is one worker (cores - 1): every file would wait for the one before. Three
    // keep both cores busy while a browser-test file waits on its page. This reaches the projects written here;
    // `pnpm test` passes --maxWorkers=3, which reaches the projects with config files of their own too.
    maxWorkers: 3,
    // Each project says whether its files share a worker's runtime (isolate: false for the workerd, jsdom and unit
    // projects, whose set-ups reset what a test changes; scripts and browser tests keep one per file): without these
    // two performance hints the run ends on its summary line.
    experimental: { diagnostics: { isolate: false, environment: false } },
    projects: [
      'edge-api/vitest.config.ts',
      'storefront-worker/vitest.config.ts',
      'shell/vitest.config.ts',
      'shell/worker/vitest.config.ts',
      'packages/ui/vitest.config.ts',
      // every remote: its vite.config.ts (packages/remote-kit) is its test config under vitest, so a new mfe-* folder
      // is a project without an edit here
      'mfe-*/vite.config.ts',
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'], ...UNIT } },
      { test: { name: 'api-client', root: 'packages/api-client', include: ['src/**/*.test.ts'], ...UNIT } },
      { test: { name: 'html', root: 'packages/html', include: ['src/**/*.test.ts'], ...UNIT } },
      {
        test: {
          name: 'remote-kit',
          root: 'packages/remote-kit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          restoreMocks: true,
          ...UNIT,
        },
      },
      { test: { name: 'i18n', root: 'packages/i18n', include: ['src/**/*.test.ts'], ...UNIT } },
      // The browser tests share one server and one Chromium (e2e/setup/server.ts) and run beside the other projects'
      // files: each makes its own merchants and stores. The file that ships remotes changes what every dashboard page
      // loads, so it runs alone, after the rest.
      {
        test: {
          name: 'e2e',
          ...E2E,
          include: ['tests/**/*.e2e.ts'],
          exclude: [...ALONE],
        },
      },
      {
        test: {
          name: 'e2e-alone',
          ...E2E,
          include: [...ALONE],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], testTimeout: 180_000, hookTimeout: 180_000 } },
    ],
  },
});
