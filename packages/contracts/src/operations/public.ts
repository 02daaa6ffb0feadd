// The public storefront operations: what a shopper's browser may call, and so the storefront proxy's allow-list.
// No yup here: the storefront islands import this file (see define.ts).
import type {
  CheckoutRequest,
  CheckoutResponse,
  ContactRequest,
  ContactResponse,
  NewsletterRequest,
  NewsletterResponse,
  OrderStatusResponse,
  OutOfStockDetail,
  Paged,
  ProductListQuery,
} from '../types';
import type { CartPriceRequest, CartPriceResponse } from '../discounts';
import type { PendingCheckoutResponse } from '../payments';
import type { ProductWithVariants } from '../variants';
import { op, PUBLIC_WRITE_ERRORS as RATE, type Operation } from './define';

// The storefront islands import this file alone (@app/contracts/operations/public): the owner tables stay out of them.
export { buildPath, type Operation, type PathParams } from './define';

export const publicOperations = {
  checkout: op<undefined, CheckoutRequest, CheckoutResponse | PendingCheckoutResponse, OutOfStockDetail>()({
    id: 'checkout',
    method: 'POST',
    auth: false,
    path: '/stores/:website_id/checkout',
    storeParam: 'website_id',
    errors: [
      ...RATE,
      'website_not_found',
      'product_not_found',
      'variant_required',
      'variant_not_found',
      'out_of_stock',
      'discount_invalid',
      'discount_exhausted',
      'hold_limit',
      'payment_declined',
      'payment_unavailable',
      'idempotency_mismatch',
      'idempotency_in_progress',
      'payload_too_large',
    ],
  }),
  /** The server's price of a cart (DESIGN §17): lines, subtotal, the best discount, total; problems instead of errors. */
  cartPrice: op<undefined, CartPriceRequest, CartPriceResponse>()({
    id: 'cartPrice',
    method: 'POST',
    auth: false,
    path: '/stores/:website_id/cart/price',
    storeParam: 'website_id',
    errors: [...RATE, 'website_not_found'],
  }),
  orderStatus: op<{ token: string }, undefined, OrderStatusResponse>()({
    id: 'orderStatus',
    method: 'GET',
    auth: false,
    path: '/stores/:website_id/orders/:order_id',
    storeParam: 'website_id',
    errors: ['rate_limited', 'validation_failed', 'website_not_found', 'order_not_found'],
  }),
  newsletter: op<undefined, NewsletterRequest, NewsletterResponse>()({
    id: 'newsletter',
    method: 'POST',
    auth: false,
    path: '/stores/:website_id/newsletter',
    storeParam: 'website_id',
    errors: [...RATE, 'website_not_found'],
  }),
  contact: op<undefined, ContactRequest, ContactResponse>()({
    id: 'contact',
    method: 'POST',
    auth: false,
    path: '/stores/:website_id/contact',
    storeParam: 'website_id',
    errors: [...RATE, 'website_not_found', 'section_not_found', 'payload_too_large'],
  }),
  productList: op<ProductListQuery, undefined, Paged<ProductWithVariants>>()({
    id: 'productList',
    method: 'GET',
    auth: false,
    path: '/website/website/:website_id/products',
    storeParam: 'website_id',
    errors: ['validation_failed', 'website_not_found'],
  }),
} as const;
export type PublicOperationId = keyof typeof publicOperations;

const ID = '(\\d{1,15})';
const matchers = Object.values(publicOperations).map((o: Operation) => {
  const names: string[] = [];
  const source = o.path.replace(/:(\w+)/g, (_, n: string) => (names.push(n), ID));
  return { o, names, re: new RegExp(`^${source}/?$`) };
});

/** The public operation a request is (path without API_PREFIX, without query), with its numeric params; else null. */
export function matchPublicOperation(
  method: string,
  path: string,
): { op: Operation; params: Record<string, number>; storeId: number } | null {
  for (const { o, names, re } of matchers) {
    const m = o.method === method ? re.exec(path) : null;
    if (!m) continue;
    const params = Object.fromEntries(names.map((n, i) => [n, Number(m[i + 1])]));
    return { op: o, params, storeId: params[o.storeParam ?? ''] };
  }
  return null;
}
