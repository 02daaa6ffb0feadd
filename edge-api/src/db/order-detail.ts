// One order as the merchant's detail page shows it (GET /orders/{id}, DESIGN §18): the order, its items, payments,
// refunds and timeline, in one batch (one round trip), each statement scoped by the caller's website id.
import {
  decodeReason,
  fromCents,
  reasonOf,
  type OrderDetail,
  type OrderPayment,
  type OrderRefund,
  type OrderTimelineEvent,
} from '@app/contracts';
import { toOrderDto } from './order-list';
import { SHIPPING_SQL, type ShippingColumns } from './order-shipping';

/** The order's own columns that the detail passes on under the same name and type. */
type DetailColumns = Pick<
  OrderDetail,
  'fulfilled_at' | 'tracking_number' | 'carrier' | 'cancelled_at' | 'restocked_at' | 'confirmed_at' | 'expires_at'
>;

/** The orders row (`SELECT *`), with the shopper's email, address and language under their ShippingColumns names. */
export interface OrderRow extends ShippingColumns, DetailColumns {
  id: number;
  status: string;
  total_cents: number;
  subtotal_cents: number;
  discount_cents: number;
  discount_code: string | null;
  currency: string;
  customer_name: string;
  customer_email: string | null;
  created_at: string;
  refunded_cents: number;
  [column: string]: unknown;
}

/** The order's row, or null when it is not this website's (the caller answers 404 either way). */
export async function orderRow(d1: D1Database, websiteId: number, orderId: number): Promise<OrderRow | null> {
  return d1.prepare(`SELECT *, ${SHIPPING_SQL} FROM orders WHERE id = ? AND website_id = ?`).bind(orderId, websiteId).first<OrderRow>();
}

interface ItemRow {
  product_id: number;
  variant_id: number | null;
  name: string;
  variant_title: string;
  price_cents: number;
  quantity: number;
}
interface PaymentRow extends Omit<OrderPayment, 'amount'> {
  amount_cents: number;
}
type EventRow = Omit<OrderTimelineEvent, 'code' | 'params'>;
interface RefundRow extends Omit<OrderRefund, 'amount' | 'restock'> {
  amount_cents: number;
  restock: number;
}

export async function orderDetail(d1: D1Database, websiteId: number, orderId: number): Promise<OrderDetail | null> {
  const scoped = (sql: string) => d1.prepare(sql).bind(orderId, websiteId);
  const [orders, items, payments, refunds, events] = await d1.batch<Record<string, unknown>>([
    scoped(`SELECT *, ${SHIPPING_SQL} FROM orders WHERE id = ? AND website_id = ?`),
    scoped(
      `SELECT product_id, variant_id, name, variant_title, price_cents, quantity FROM order_items
        WHERE order_id = ? AND website_id = ? ORDER BY id`,
    ),
    scoped(
      `SELECT txn_id, amount_cents, currency, payment_via, status, reason, third_party_id, created_at FROM transactions
        WHERE order_id = ? AND website_id = ? ORDER BY id`,
    ),
    scoped(
      `SELECT id, amount_cents, reason, restock, status, provider_ref, created_at FROM refunds
        WHERE order_id = ? AND website_id = ? ORDER BY id`,
    ),
    scoped(
      `SELECT type, from_status, to_status, note, actor, created_at FROM order_events WHERE order_id = ? AND website_id = ? ORDER BY id`,
    ),
  ]);
  const o = orders.results[0] as OrderRow | undefined;
  if (!o) return null;
  return {
    ...baseOf(o, items.results as unknown as ItemRow[]),
    refunded: fromCents(o.refunded_cents),
    fulfilled_at: o.fulfilled_at,
    tracking_number: o.tracking_number,
    carrier: o.carrier,
    cancelled_at: o.cancelled_at,
    restocked_at: o.restocked_at,
    confirmed_at: o.confirmed_at,
    // A deadline only while the order still waits on it (an expired or paid order's old cutoff is history).
    expires_at: (o.status === 'pending' || o.status === 'awaiting_payment') && !o.confirmed_at ? o.expires_at : null,
    payments: (payments.results as unknown as PaymentRow[]).map(({ amount_cents, ...p }) => ({
      ...p,
      reason: reasonOf(p.reason),
      amount: fromCents(amount_cents),
    })),
    refunds: (refunds.results as unknown as RefundRow[]).map(({ amount_cents, restock, ...r }) => ({
      ...r,
      amount: fromCents(amount_cents),
      restock: restock === 1,
    })),
    events: (events.results as unknown as EventRow[]).map(({ note, ...e }) => {
      const r = decodeReason(note);
      return { ...e, code: r.code, params: r.params, note: r.text };
    }),
  };
}

/** The fields a list row has too (toOrderDto's shape). */
function baseOf(o: OrderRow, items: ItemRow[]) {
  const lines = items.map((r) => ({
    product_id: r.product_id,
    variant_id: r.variant_id,
    name: r.name,
    variant_title: r.variant_title,
    price: fromCents(r.price_cents),
    quantity: r.quantity,
  }));
  const row = {
    id: o.id,
    totalCents: o.total_cents,
    subtotalCents: o.subtotal_cents,
    discountCents: o.discount_cents,
    discountCode: o.discount_code,
    currency: o.currency,
    status: o.status,
    customerName: o.customer_name,
    createdAt: o.created_at,
    provider: String(o.provider),
    customerEmail: o.customerEmail,
    shipLine1: o.shipLine1,
    shipLine2: o.shipLine2,
    shipCity: o.shipCity,
    shipRegion: o.shipRegion,
    shipPostalCode: o.shipPostalCode,
    shipCountry: o.shipCountry,
    customerLocale: o.customerLocale,
  };
  return toOrderDto(row, lines);
}
