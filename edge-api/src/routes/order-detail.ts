// The merchant's reads of orders beyond the list: GET /orders/{id} (the detail page) and GET /orders.csv (the list's
// filters, as a spreadsheet).
import { Hono } from 'hono';
import { fromCents, ops, type OrderDetailResponse } from '@app/contracts';
import type { AppEnv } from '../env';
import { csvRow } from '../lib/csv';
import { idParam, query, route } from '../lib/operations';
import { requireStore } from '../lib/own-website';
import { ordersForExport } from '../db/order-export';
import { orderDetailOrNotFound, orderNotFound } from '../services/order-lifecycle';

export const orderDetailRoutes = new Hono<AppEnv>();

const HEADER = [
  'order',
  'created_at',
  'status',
  'customer',
  'email',
  'currency',
  'subtotal',
  'discount',
  'total',
  'refunded',
  'carrier',
  'tracking',
];
const money = (cents: number) => fromCents(cents).toFixed(2);

route(orderDetailRoutes, ops.ordersExport, async (c) => {
  const filters = await query(c, ops.ordersExport);
  const { id: websiteId, db } = await requireStore(c);
  const parts = [csvRow(HEADER)];
  for await (const chunk of ordersForExport(db, websiteId, filters)) {
    for (const o of chunk) {
      const cells = [String(o.id), o.createdAt, o.status, o.customerName, o.customerEmail ?? '', o.currency];
      parts.push(
        csvRow([
          ...cells,
          money(o.subtotalCents),
          money(o.discountCents),
          money(o.totalCents),
          money(o.refundedCents),
          o.carrier ?? '',
          o.trackingNumber ?? '',
        ]),
      );
    }
  }
  return c.body(parts.join(''), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': 'attachment; filename="orders.csv"',
  });
});

route(orderDetailRoutes, ops.orderGet, async (c) => {
  const orderId = idParam(c, ops.orderGet, 'order_id', orderNotFound);
  const { id: websiteId, db } = await requireStore(c);
  return c.json<OrderDetailResponse>({ order: await orderDetailOrNotFound(db, websiteId, orderId) });
});
