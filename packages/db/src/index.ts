import * as core from './schema';
import * as control from './schema-control';
import * as inbox from './schema-inbox';
import * as publishing from './schema-publishing';
import * as remotes from './schema-remotes';
import * as translations from './schema-translations';
import * as discounts from './schema-discounts';
import * as variants from './schema-variants';
import * as orders from './schema-orders';
import * as payments from './schema-payments';
import * as refunds from './schema-refunds';
import * as email from './schema-email';
import * as domains from './schema-domains';

/** Every table, for drizzle's relational queries. */
export const schema = {
  ...control,
  ...core,
  ...inbox,
  ...remotes,
  ...publishing,
  ...translations,
  ...discounts,
  ...variants,
  ...orders,
  ...payments,
  ...refunds,
  ...email,
  ...domains,
};
export * from './schema';
export * from './schema-control';
export * from './schema-inbox';
export * from './schema-remotes';
export * from './schema-publishing';
export * from './schema-translations';
export * from './schema-discounts';
export * from './schema-variants';
export * from './schema-orders';
export * from './schema-payments';
export * from './schema-refunds';
export * from './schema-email';
export * from './schema-domains';
export * from './queries/store-content';
export * from './queries/live-content';
export * from './queries/live-website';
export * from './queries/preview-token';
export * from './queries/media';
export * from './queries/sections';
export * from './queries/website';
export * from './queries/products';
export * from './queries/catalog';
export * from './queries/remotes';
export * from './queries/translations';
export * from './queries/storefront-translations';
export * from './queries/variants';
