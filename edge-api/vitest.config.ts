import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, 'migrations'));
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            PEPPER: 'test-pepper',
            SESSION_SECRET: 'test-session-secret',
            PREVIEW_SECRET: 'test-preview-secret',
            DEV_ROUTES: 'true',
            SMS_PROVIDER: 'outbox',
            EMAIL_PROVIDER: 'outbox',
            DEPLOY_TOKEN: 'test-deploy-token',
            PAYMENTS_KEY: 'test-payments-key',
            // The Stripe and Chapa fakes (test/fakes/) answer these hosts inside the test isolate.
            STRIPE_API_BASE: 'https://stripe.fake',
            CHAPA_API_BASE: 'https://chapa.fake',
          },
        },
      }),
    ],
    test: {
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      setupFiles: ['./test/setup.ts'],
      testTimeout: 30_000,
    },
  };
});
