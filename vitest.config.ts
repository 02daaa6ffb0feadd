import { defineConfig } from 'vitest/config';

// One run, one summary: every package's tests are a project of this config.
export default defineConfig({
  test: {
    // Isolation per file, and so one jsdom per file, is deliberate (workerd and jsdom state): without these two
    // performance hints the run ends on its summary line.
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
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      { test: { name: 'api-client', root: 'packages/api-client', include: ['src/**/*.test.ts'] } },
      { test: { name: 'html', root: 'packages/html', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'remote-kit',
          root: 'packages/remote-kit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          restoreMocks: true,
          // as the remotes' own (src/config/vitest.ts): a jsdom render of a whole frame can pass 5 s on a busy 2-core CI
          testTimeout: 15_000,
        },
      },
      { test: { name: 'i18n', root: 'packages/i18n', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['tests/**/*.e2e.ts'],
          globalSetup: ['./setup/server.ts'],
          testTimeout: 90_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], testTimeout: 180_000 } },
    ],
  },
});
