import { defineConfig } from 'vitest/config';

// One run, one summary: every package's tests are a project of this config.
export default defineConfig({
  test: {
    projects: [
      'edge-api/vitest.config.ts',
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      { test: { name: 'i18n', root: 'packages/i18n', include: ['src/**/*.test.ts'] } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], testTimeout: 180_000 } },
    ],
  },
});
