// The public storefront operations (#12 item 1, first slice): one table from which the storefront's API proxy
// allow-list, the islands' calls and @app/api-client's paths are derived. No yup here: the shopper's browser bundle
// imports this file (the schemas of each operation live in operation-schemas.ts, for servers and tests).
import type { ErrorCode } from './errors';
import type {
  CheckoutRequest, CheckoutResponse, ContactRequest, ContactResponse, NewsletterResponse, OrderStatusResponse, Paged, Product,
} from './types';

/** The names of a path template's `:params`. */
type ParamNames<P extends string> = P extends `${string}:${infer N}/${infer Rest}` ? N | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer N}` ? N : never;
export type PathParams<P extends string> = { [K in ParamNames<P>]: number | string };

export interface Operation<P extends string = string, Q = unknown, B = unknown, R = unknown> {
  id: string;
  method: 'GET' | 'POST';
  /** A template under API_PREFIX; `:name` segments are parameters (all numeric ids in this slice). */
  path: P;
  /** The parameter naming the store the call acts on (a storefront forwards only its own store's calls). */
  storeParam: ParamNames<P>;
  /** The error codes this operation may answer with (besides internal_error). */
  errors: readonly ErrorCode[];
  /** Phantom fields: types only, never set at run time. */
  readonly _query?: Q;
  readonly _body?: B;
  readonly _response?: R;
}

const op = <Q = undefined, B = undefined, R = unknown>() =>
  <P extends string>(o: Omit<Operation<P, Q, B, R>, '_query' | '_body' | '_response'>): Operation<P, Q, B, R> => o;

const RATE = ['rate_limited', 'bad_request', 'invalid_json', 'validation_failed'] as const;

export const publicOperations = {
  checkout: op<undefined, CheckoutRequest, CheckoutResponse>()({
    id: 'checkout', method: 'POST', path: '/stores/:website_id/checkout', storeParam: 'website_id',
    errors: [...RATE, 'website_not_found', 'product_not_found', 'out_of_stock', 'payment_declined',
      'idempotency_mismatch', 'idempotency_in_progress', 'payload_too_large'],
  }),
  orderStatus: op<{ token: string }, undefined, OrderStatusResponse>()({
    id: 'orderStatus', method: 'GET', path: '/stores/:website_id/orders/:order_id', storeParam: 'website_id',
    errors: ['rate_limited', 'validation_failed', 'website_not_found', 'order_not_found'],
  }),
  newsletter: op<undefined, { email: string }, NewsletterResponse>()({
    id: 'newsletter', method: 'POST', path: '/stores/:website_id/newsletter', storeParam: 'website_id',
    errors: [...RATE, 'website_not_found'],
  }),
  contact: op<undefined, ContactRequest, ContactResponse>()({
    id: 'contact', method: 'POST', path: '/stores/:website_id/contact', storeParam: 'website_id',
    errors: [...RATE, 'website_not_found', 'section_not_found', 'payload_too_large'],
  }),
  productList: op<{ page?: number; limit?: number; q?: string; category?: string; ids?: string }, undefined, Paged<Product>>()({
    id: 'productList', method: 'GET', path: '/website/website/:website_id/products', storeParam: 'website_id',
    errors: ['validation_failed', 'website_not_found'],
  }),
} as const;
export type PublicOperationId = keyof typeof publicOperations;

/** The concrete path of an operation (ids are encoded; a query is appended when given). */
export function buildPath<P extends string>(o: Operation<P>, params: PathParams<P>, query?: Record<string, string | number | undefined>): string {
  const path = o.path.replace(/:(\w+)/g, (_, n: string) => encodeURIComponent(String((params as Record<string, number | string>)[n])));
  const q = Object.entries(query ?? {}).filter(([, v]) => v !== undefined).map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`);
  return q.length ? `${path}?${q.join('&')}` : path;
}

const ID = '(\\d{1,15})';
const matchers = Object.values(publicOperations).map((o: Operation) => {
  const names: string[] = [];
  const source = o.path.replace(/:(\w+)/g, (_, n: string) => (names.push(n), ID));
  return { o, names, re: new RegExp(`^${source}/?$`) };
});

/** The public operation a request is (path without API_PREFIX, without query), with its numeric params; else null. */
export function matchPublicOperation(method: string, path: string): { op: Operation; params: Record<string, number>; storeId: number } | null {
  for (const { o, names, re } of matchers) {
    const m = o.method === method ? re.exec(path) : null;
    if (!m) continue;
    const params = Object.fromEntries(names.map((n, i) => [n, Number(m[i + 1])]));
    return { op: o, params, storeId: params[o.storeParam] };
  }
  return null;
}
