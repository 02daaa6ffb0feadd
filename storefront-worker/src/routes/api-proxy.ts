// On a store's custom domain the shopper's page calls /api/... on that host, which reaches this Worker: the public
// calls a storefront makes are forwarded to edge-api over the service binding, and only for the store whose verified
// custom hostname the Host is (another store's id is 404 there, so a custom domain never fronts another store's checkout). On the
// dashboard's own host the front door sends /api/* to edge-api itself: nothing reaches this proxy there.
import { API_PREFIX, matchPublicOperation, STORE_SCOPE_HEADER, TEST_PAY_PATH } from '@app/contracts';
import { findStore, rowReuseMs } from '../data/store-row';
import { textResponse } from '../lib/headers';
import { onCustomDomain } from '../routing';

// Only what these calls need: no cookies or credentials of the store's domain travel to the API. The client's IP
// goes along so that the API can rate-limit per client.
const FORWARDED_HEADERS = ['Content-Type', 'Accept', 'Accept-Language', 'Idempotency-Key', 'CF-Connecting-IP'];

/** The store id a forwardable call acts on, or null when the call is not one of the public operations of
 * @app/contracts' table (the allow-list is that table, nothing written by hand here). */
export function forwardableStoreId(method: string, path: string): number | null {
  if (!path.startsWith(`${API_PREFIX}/`)) return null;
  return matchPublicOperation(method, path.slice(API_PREFIX.length))?.storeId ?? null;
}

// The test provider's hosted page (not a client operation: a page the shopper is sent to, like Stripe's). It names no
// store in its path: it is forwarded scoped to the Host's store, and edge-api shows only that store's payments.
const TEST_PAY = new RegExp(`^${API_PREFIX}${TEST_PAY_PATH}/[A-Za-z0-9_-]{1,64}$`);
const isTestPayPage = (method: string, path: string) => (method === 'GET' || method === 'POST') && TEST_PAY.test(path);

const notFound = () => textResponse(JSON.stringify({ message: 'Not found', code: 'not_found' }), 404, 'application/json; charset=utf-8');

export async function forwardToApi(req: Request, env: Env, path: string): Promise<Response> {
  const url = new URL(req.url);
  const testPay = isTestPayPage(req.method, path);
  const storeId = testPay ? null : forwardableStoreId(req.method, path);
  if ((storeId === null && !testPay) || !onCustomDomain(url, env.APP_HOSTS)) return notFound();
  const store = await findStore(env, { host: url.hostname.toLowerCase() }, rowReuseMs(env));
  if (!store || 'movedTo' in store || (!testPay && store.id !== storeId)) return notFound();
  const target = new URL(path.slice(API_PREFIX.length) + url.search, url.origin);
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const v = req.headers.get(name);
    if (v !== null) headers.set(name, v);
  }
  headers.set(STORE_SCOPE_HEADER, String(store.id));
  const body = req.method === 'GET' ? undefined : await req.arrayBuffer();
  return env.API.fetch(new Request(target, { method: req.method, headers, body }));
}
