// The owner's order list (GET /orders/, its filters shared with /orders.csv) and the order shapes every order read
// answers with (list, detail, the shopper's status, checkout's answer).
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { orderItems, orders } from '@app/db';
import { fromCents, isSimulatedProvider, simulatedProviders, type Order, type OrderItem, type Paged } from '@app/contracts';
import { getDb } from '../lib/db';
import { shippingDto, shippingSelect, type ShippingColumns } from './order-shipping';
export interface ItemRow {
  productId: number;
  variantId: number | null;
  name: string;
  variantTitle: string;
  priceCents: number;
  quantity: number;
}

export const itemDto = (r: ItemRow): OrderItem => ({
  product_id: r.productId,
  variant_id: r.variantId,
  name: r.name,
  variant_title: r.variantTitle,
  price: fromCents(r.priceCents),
  quantity: r.quantity,
});

/**
 * SQL true for a test order (Order.test) of the orders row named `alias`: reports keep these apart from real revenue.
 * The ids are the provider list's own (code, not input); quotes are doubled all the same.
 */
export const testOrderSql = (alias = 'o') =>
  `${alias}.provider IN (${simulatedProviders()
    .map((id) => `'${id.replaceAll("'", "''")}'`)
    .join(', ')})`;

export function toOrderDto(
  o: ShippingColumns & {
    id: number;
    totalCents: number;
    subtotalCents: number;
    discountCents: number;
    discountCode: string | null;
    currency: string;
    status: string;
    customerName: string;
    createdAt: string;
    /** Which provider took (or awaits) its payment: the simulated one's orders are test orders. */
    provider: string;
  },
  items: OrderItem[],
): Order {
  return {
    id: o.id,
    total_value: fromCents(o.totalCents),
    subtotal: fromCents(o.subtotalCents),
    discount: fromCents(o.discountCents),
    discount_code: o.discountCode,
    currency: o.currency,
    status: o.status as Order['status'],
    customer_name: o.customerName,
    ...shippingDto(o),
    created_at: o.createdAt,
    items,
    test: isSimulatedProvider(o.provider),
  };
}

/** The list's filters (GET /orders/ and /orders.csv): a status, and whole UTC days `from`..`to`, both included. */
export interface OrderFilters {
  status?: string;
  from?: string;
  to?: string;
}

const DAY_MS = 86_400_000;

export type ListQuery = OrderFilters & { page: number; limit: number };

/** The store's orders matching the filters, as one condition (index: website_id, status, created_at). */
export function orderFilter(websiteId: number, f: OrderFilters): SQL {
  const parts: (SQL | undefined)[] = [eq(orders.websiteId, websiteId)];
  if (f.status) parts.push(eq(orders.status, f.status));
  // created_at is ISO-8601 UTC text: string order is time order.
  if (f.from) parts.push(gte(orders.createdAt, `${f.from}T00:00:00.000Z`));
  if (f.to) parts.push(lt(orders.createdAt, new Date(Date.parse(`${f.to}T00:00:00Z`) + DAY_MS).toISOString()));
  return and(...parts)!;
}

/** What a list row reads: toOrderDto's fields. */
const LIST_COLUMNS = {
  id: orders.id,
  totalCents: orders.totalCents,
  subtotalCents: orders.subtotalCents,
  discountCents: orders.discountCents,
  discountCode: orders.discountCode,
  currency: orders.currency,
  status: orders.status,
  customerName: orders.customerName,
  ...shippingSelect,
  createdAt: orders.createdAt,
  provider: orders.provider,
};

/** Newest first. The page, the total and the page's items come from one batch (one round trip, three queries). */
export async function listOrders(d1: D1Database, websiteId: number, q: ListQuery): Promise<Paged<Order>> {
  const { page, limit } = q;
  const db = getDb(d1);
  const mine = orderFilter(websiteId, q);
  // Items are joined to the page sub-select rather than `IN (ids)`: 100 ids would pass D1's 100-parameter cap.
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(mine)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset((page - 1) * limit)
    .as('page_ids');
  const [rows, totals, items] = await db.batch([
    db
      .select(LIST_COLUMNS)
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(orders).where(mine),
    db
      .select({
        orderId: orderItems.orderId,
        productId: orderItems.productId,
        variantId: orderItems.variantId,
        name: orderItems.name,
        variantTitle: orderItems.variantTitle,
        priceCents: orderItems.priceCents,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .innerJoin(pageIds, eq(orderItems.orderId, pageIds.id))
      .where(eq(orderItems.websiteId, websiteId))
      .orderBy(orderItems.orderId, orderItems.id),
  ]);
  const byOrder = new Map<number, OrderItem[]>();
  for (const it of items) {
    const list = byOrder.get(it.orderId) ?? [];
    list.push(itemDto(it));
    byOrder.set(it.orderId, list);
  }
  return {
    items: rows.map((o) => toOrderDto(o, byOrder.get(o.id) ?? [])),
    total: totals[0]?.total ?? 0,
    page,
    limit,
  };
}
