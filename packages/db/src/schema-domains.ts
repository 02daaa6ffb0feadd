// Control-plane tables of verified custom domains (#35 item 7, DESIGN §20): which store a custom hostname belongs to
// and what Cloudflare for SaaS last said of it. They span stores (a hostname is unique across the platform), so they
// carry a store id without a foreign key: the store's own rows live in its shard. edge-api's db/custom-hostnames.ts is
// the one module that writes them; the storefront reads `active` rows to find a store by Host.
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, now } from './schema-common';

export const customHostnames = sqliteTable(
  'custom_hostnames',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    websiteId: integer('website_id').notNull(),
    // Lower case, punycode (contracts' normalizeHostname).
    hostname: text('hostname').notNull(),
    // Cloudflare's custom hostname id; null only between our insert and Cloudflare's answer.
    cfId: text('cf_id'),
    // Cloudflare's `status`; the storefront serves the hostname only when 'active'.
    status: text('status').notNull().default('pending'),
    sslStatus: text('ssl_status'),
    // JSON: the DNS records the merchant creates (contracts' DnsRecord[]) and Cloudflare's verification errors.
    records: text('records').notNull().default('[]'),
    errors: text('errors').notNull().default('[]'),
    createdAt: createdAt(),
    checkedAt: text('checked_at').notNull().default(now),
  },
  (t) => [uniqueIndex('custom_hostnames_hostname_uq').on(t.hostname), index('custom_hostnames_site_idx').on(t.websiteId)],
);

// Local runs only (CUSTOM_HOSTNAMES=local, `pnpm start`): what the dev stand-in for Cloudflare's API
// (edge-api/src/domains/local-saas.ts) keeps, so the builder's screen works without network. Never written in production.
export const devSaasHostnames = sqliteTable('dev_saas_hostnames', {
  id: text('id').primaryKey(),
  hostname: text('hostname').notNull(),
  status: text('status').notNull().default('pending'),
  createdAt: createdAt(),
});
