import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations offline from the shared schema; wrangler applies them.
export default defineConfig({
  dialect: 'sqlite',
  driver: 'd1-http',
  schema: [
    '../packages/db/src/schema.ts',
    '../packages/db/src/schema-inbox.ts',
    '../packages/db/src/schema-remotes.ts',
    '../packages/db/src/schema-publishing.ts',
    '../packages/db/src/schema-translations.ts',
    '../packages/db/src/schema-discounts.ts',
    '../packages/db/src/schema-variants.ts',
    '../packages/db/src/schema-orders.ts',
    '../packages/db/src/schema-payments.ts',
    '../packages/db/src/schema-refunds.ts',
    '../packages/db/src/schema-email.ts',
    '../packages/db/src/schema-domains.ts',
  ],
  out: './migrations',
});
