// The app's API calls: one typed wrapper per operation of the contracts' table (`ops`), grouped by resource, each
// naming its op row, params, body and SPEC §8 default message. Call sites write `api.<resource>.<fn>(...)`, never
// `client.op` (shell/src/api-idiom.test.ts keeps it so). @app/api-client is a federation singleton provided by the
// shell, so these wrappers and the rows they name stay out of the remotes' bundles.
// Compatibility: the shell and the remotes share this package at requiredVersion false, and a released remote calls
// what it was built against: a wrapper is only ever added, never renamed or removed (nor its signature narrowed).
// `client` stays too: remotes released before the wrappers call `api.client.op(...)`.
import { createClient, type Client } from '../client';
import { authApi } from './auth';
import { discountsApi } from './discounts';
import { messagesApi, subscribersApi } from './messages';
import { ordersApi } from './orders';
import { pagesApi } from './pages';
import { paymentsApi } from './payments';
import { productsApi, variantsApi } from './products';
import { publishingApi } from './publishing';
import { remotesApi } from './remotes';
import { reportsApi, transactionsApi } from './reports';
import { storeApi } from './store';
import { translationsApi } from './translations';
import { websiteApi } from './website';

export type { RegisterInput } from './auth';
export type { OrderListFilters } from './orders';
export type { PageInput, SectionInput } from './pages';
export type { TranslationListQuery } from './translations';
export type { WebsiteInput } from './website';

function createApi(client: Client = createClient()) {
  return {
    client,
    auth: authApi(client),
    website: websiteApi(client),
    pages: pagesApi(client),
    products: productsApi(client),
    variants: variantsApi(client),
    orders: ordersApi(client),
    transactions: transactionsApi(client),
    reports: reportsApi(client),
    subscribers: subscribersApi(client),
    messages: messagesApi(client),
    discounts: discountsApi(client),
    payments: paymentsApi(client),
    publishing: publishingApi(client),
    translations: translationsApi(client),
    store: storeApi(client),
    remotes: remotesApi(client),
  };
}

export type Api = ReturnType<typeof createApi>;
/** The app-wide instance (a federation singleton, so the shell and every remote share it). */
export const api = createApi();
