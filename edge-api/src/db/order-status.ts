// A shopper's view of one order (GET /stores/{website_id}/orders/{order_id}?token=, routes/order-status.ts): read only
// after the token was checked, so the email and address it carries go to the shopper who placed the order.
import { fromCents, type Order, type OrderStatus } from '@app/contracts';
import { itemDto, type ItemRow } from './order-list';
import { SHIPPING_SQL, shippingDto, type ShippingColumns } from './order-shipping';

/** One order of the store with its lines, as a shopper holding its status token sees it; null if not this store's. */
export async function orderStatus(d1: D1Database, websiteId: number, orderId: number): Promise<OrderStatus | null> {
  const [orderRows, itemRows] = await d1.batch([
    d1
      .prepare(
        `SELECT id, status, total_cents, subtotal_cents, discount_cents, discount_code, currency, created_at, ${SHIPPING_SQL}
           FROM orders WHERE id = ? AND website_id = ?`,
      )
      .bind(orderId, websiteId),
    d1
      .prepare(
        `SELECT product_id AS productId, variant_id AS variantId, name, variant_title AS variantTitle, price_cents AS priceCents,
                quantity FROM order_items WHERE order_id = ? AND website_id = ? ORDER BY id`,
      )
      .bind(orderId, websiteId),
  ]);
  type Row = { id: number; status: Order['status']; total_cents: number; subtotal_cents: number; discount_cents: number };
  const o = orderRows.results[0] as
    (Row & ShippingColumns & { discount_code: string | null; currency: string; created_at: string }) | undefined;
  if (!o) return null;
  // Only the holder of the order's token gets here (routes/order-status.ts): the address and email are theirs.
  const { customer_email, shipping_address } = shippingDto(o);
  const items = (itemRows.results as ItemRow[]).map(itemDto);
  return {
    id: o.id,
    status: o.status,
    total_value: fromCents(o.total_cents),
    // What the success page shows under the lines (DESIGN §17): before the discount, the discount and its code.
    subtotal: fromCents(o.subtotal_cents),
    discount: fromCents(o.discount_cents),
    discount_code: o.discount_code,
    currency: o.currency,
    customer_email,
    shipping_address,
    created_at: o.created_at,
    items,
  };
}
