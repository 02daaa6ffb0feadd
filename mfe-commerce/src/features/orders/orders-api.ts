// The orders screens' calls (DESIGN §18): the filtered list, one order, its actions and the CSV link, all from the
// contracts' operations table (no path written here).
import { api } from '@app/api-client';
import { API_PREFIX, buildPath, ops, type CancelRequest, type FulfilRequest, type RefundRequest } from '@app/contracts';
import type { OrderFilters } from './order-filters';

const query = (f: OrderFilters) => ({ status: f.status || undefined, from: f.from || undefined, to: f.to || undefined });

export const ordersApi = {
  list: (page: number, limit: number, f: OrderFilters) =>
    api.client.op(ops.orders, {}, undefined, { query: { page, limit, ...query(f) }, defaultMessage: 'fetchOrders' }),
  get: (id: number) => api.client.op(ops.orderGet, { order_id: id }, undefined, { defaultMessage: 'fetchOrders' }),
  fulfil: (id: number, body: FulfilRequest) => api.client.op(ops.orderFulfil, { order_id: id }, body),
  cancel: (id: number, body: CancelRequest) => api.client.op(ops.orderCancel, { order_id: id }, body),
  /** `key`: one per opened refund dialog, so a retried submit never refunds twice. */
  refund: (id: number, body: RefundRequest, key: string) =>
    api.client.op(ops.orderRefund, { order_id: id }, body, { headers: { 'Idempotency-Key': key } }),
  markPaid: (id: number) => api.client.op(ops.orderMarkPaid, { order_id: id }, {}),
  confirm: (id: number) => api.client.op(ops.orderConfirm, { order_id: id }, {}),
  /** A plain link downloads the file: the browser sends the session cookie with this same-origin GET. */
  exportUrl: (f: OrderFilters) => `${API_PREFIX}${buildPath(ops.ordersExport, {}, query(f))}`,
};
