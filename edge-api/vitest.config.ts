import { deployTokenName, SHELL_RELEASE } from '@app/contracts/releases';
import { REMOTES } from '@app/contracts/remotes';
import { workerProject } from './vitest.worker-project.ts';

/** Each remote's and the shell's own deploy token (test/release-helpers.ts sends the same: `test-deploy-token-<name>`). */
const DEPLOY_TOKENS = Object.fromEntries(
  [...REMOTES.map((r) => r.name), SHELL_RELEASE].map((name) => [deployTokenName(name), `test-deploy-token-${name}`]),
);

export default workerProject({
  bindings: {
    PEPPER: 'test-pepper',
    SESSION_SECRET: 'test-session-secret',
    DEV_ROUTES: 'true',
    SMS_PROVIDER: 'outbox',
    EMAIL_PROVIDER: 'outbox',
    ...DEPLOY_TOKENS,
    PAYMENTS_KEY: 'test-payments-key',
    // The Stripe and Chapa fakes (test/fakes/) answer these hosts inside the test isolate.
    STRIPE_API_BASE: 'https://stripe.fake',
    CHAPA_API_BASE: 'https://chapa.fake',
    // The Cloudflare for SaaS fake (test/fakes/cloudflare.ts) answers this host; its token and zone are these. Named
    // here because `pnpm start` writes .dev.vars (CUSTOM_HOSTNAMES=local), which the pool also reads.
    CUSTOM_HOSTNAMES: 'cloudflare',
    CLOUDFLARE_API_BASE: 'https://cloudflare.fake/client/v4',
    CLOUDFLARE_API_TOKEN: 'test-cloudflare-token',
    CLOUDFLARE_ZONE_ID: 'zone0test',
    CUSTOM_HOSTNAME_TARGET: 'customers.platform.test',
    APP_HOSTS: 'app.test,localhost,127.0.0.1',
  },
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
