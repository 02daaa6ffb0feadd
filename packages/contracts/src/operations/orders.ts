// The merchant's order lifecycle (DESIGN §18, #17): one order, its actions and the CSV of the filtered list. Every
// action answers the order as the detail page shows it after the change.
import type { OrderDetailResponse } from '../orders';
import type { CancelRequest, FulfilRequest, OrderListQuery, RefundRequest } from '../schemas/orders';
import { op } from './define';

const ACTION = ['bad_request', 'invalid_json', 'validation_failed', 'website_not_found', 'order_not_found', 'order_state'] as const;

export const orderOperations = {
  orderGet: op<undefined, undefined, OrderDetailResponse>()({
    id: 'orderGet',
    method: 'GET',
    auth: true,
    path: '/orders/:order_id',
    errors: ['website_not_found', 'order_not_found'],
  }),
  /** A CSV download (text/csv) of the list with the same filters; a plain link works (the session cookie goes along). */
  ordersExport: op<Omit<OrderListQuery, 'page' | 'limit'>, undefined, string>()({
    id: 'ordersExport',
    method: 'GET',
    auth: true,
    path: '/orders.csv',
    errors: ['validation_failed', 'website_not_found'],
  }),
  orderFulfil: op<undefined, FulfilRequest, OrderDetailResponse>()({
    id: 'orderFulfil',
    method: 'POST',
    auth: true,
    path: '/orders/:order_id/fulfil',
    errors: ACTION,
  }),
  /** Paid: refunds what is left, through the provider. `restock` puts the items back on their variants. */
  orderCancel: op<undefined, CancelRequest, OrderDetailResponse>()({
    id: 'orderCancel',
    method: 'POST',
    auth: true,
    path: '/orders/:order_id/cancel',
    errors: [...ACTION, 'refund_failed'],
  }),
  /** Header Idempotency-Key (recommended): a retry with the same key answers the same refund and never refunds twice. */
  orderRefund: op<undefined, RefundRequest, OrderDetailResponse>()({
    id: 'orderRefund',
    method: 'POST',
    auth: true,
    path: '/orders/:order_id/refund',
    errors: [...ACTION, 'refund_failed', 'idempotency_mismatch'],
  }),
  /** Cash on delivery: the merchant was paid at the door (awaiting_payment -> paid). */
  orderMarkPaid: op<undefined, Record<string, never>, OrderDetailResponse>()({
    id: 'orderMarkPaid',
    method: 'POST',
    auth: true,
    path: '/orders/:order_id/mark-paid',
    errors: ['invalid_json', 'website_not_found', 'order_not_found', 'order_state'],
  }),
  /**
   * Cash on delivery: the merchant accepts the order (it stays awaiting_payment, holding its stock, but no longer
   * expires after the store's cod_confirm_hours). 409 order_state when it is not an unconfirmed cash order.
   */
  orderConfirm: op<undefined, Record<string, never>, OrderDetailResponse>()({
    id: 'orderConfirm',
    method: 'POST',
    auth: true,
    path: '/orders/:order_id/confirm',
    errors: ['invalid_json', 'website_not_found', 'order_not_found', 'order_state'],
  }),
} as const;
