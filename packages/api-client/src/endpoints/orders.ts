// The merchant's orders (DESIGN §18): the filtered list, one order, its actions and the CSV link.
import { API_PREFIX, buildPath, ops, type CancelRequest, type FulfilRequest, type OrderState, type RefundRequest } from '@app/contracts';
import type { Client } from '../client';

/** The orders list's filters; an empty value is no filter. */
export interface OrderListFilters {
  status?: OrderState | '';
  from?: string;
  to?: string;
}

const filterQuery = (f: OrderListFilters) => ({ status: f.status || undefined, from: f.from || undefined, to: f.to || undefined });

export const ordersApi = (client: Client) => ({
  list: (page: number, limit = 10, filters: OrderListFilters = {}) =>
    client.op(ops.orders, {}, undefined, { query: { page, limit, ...filterQuery(filters) }, defaultMessage: 'fetchOrders' }),
  get: (id: number) => client.op(ops.orderGet, { order_id: id }, undefined, { defaultMessage: 'fetchOrders' }),
  fulfil: (id: number, body: FulfilRequest) => client.op(ops.orderFulfil, { order_id: id }, body),
  cancel: (id: number, body: CancelRequest) => client.op(ops.orderCancel, { order_id: id }, body),
  /** `key`: one per opened refund dialog, so a retried submit never refunds twice. */
  refund: (id: number, body: RefundRequest, key: string) =>
    client.op(ops.orderRefund, { order_id: id }, body, { headers: { 'Idempotency-Key': key } }),
  markPaid: (id: number) => client.op(ops.orderMarkPaid, { order_id: id }, {}),
  confirm: (id: number) => client.op(ops.orderConfirm, { order_id: id }, {}),
  /** For an <a href download> of the filtered list: the browser sends the session cookie with this same-origin GET. */
  exportUrl: (filters: OrderListFilters = {}) => `${API_PREFIX}${buildPath(ops.ordersExport, {}, filterQuery(filters))}`,
});
