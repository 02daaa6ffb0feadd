// GET /orders.csv: every order matching the list's filters, oldest first, read in chunks by id (no OFFSET scans).
import { and, asc, gt } from 'drizzle-orm';
import { orders } from '@app/db';
import { getDb } from '../lib/db';
import { orderFilter, type OrderFilters } from './order-list';

const EXPORT_CHUNK = 500;

export interface ExportRow {
  id: number;
  createdAt: string;
  status: string;
  customerName: string;
  customerEmail: string | null;
  currency: string;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  refundedCents: number;
  carrier: string | null;
  trackingNumber: string | null;
}

export async function* ordersForExport(d1: D1Database, websiteId: number, filters: OrderFilters): AsyncGenerator<ExportRow[]> {
  const db = getDb(d1);
  const match = orderFilter(websiteId, filters);
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        status: orders.status,
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
        currency: orders.currency,
        subtotalCents: orders.subtotalCents,
        discountCents: orders.discountCents,
        totalCents: orders.totalCents,
        refundedCents: orders.refundedCents,
        carrier: orders.carrier,
        trackingNumber: orders.trackingNumber,
      })
      .from(orders)
      .where(and(match, gt(orders.id, after)))
      .orderBy(asc(orders.id))
      .limit(EXPORT_CHUNK);
    if (rows.length) yield rows;
    if (rows.length < EXPORT_CHUNK) return;
    after = rows[rows.length - 1]!.id;
  }
}
