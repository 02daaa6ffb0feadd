// Shared by the order lifecycle tests (#17): orders made through the real checkout, and the merchant's calls on them.
import type { CheckoutResponse, OrderDetail, OrderDetailResponse } from '@app/contracts';
import { api, shardOf } from './helpers';
import { cart, postCheckout } from './checkout-fixtures';

export type Line = { product_id: number; variant_id?: number; quantity: number };

/** A paid checkout of these lines (variants named where given). */
export async function buyLines(websiteId: number, lines: Line[]): Promise<CheckoutResponse> {
  const res = await postCheckout(websiteId, cart(lines));
  if (res.status !== 200) throw new Error(`checkout ${res.status} ${await res.text()}`);
  return (await res.json()) as CheckoutResponse;
}

export const orderAction = (token: string, orderId: number, action: string, json?: unknown, headers: Record<string, string> = {}) =>
  api(`/orders/${orderId}/${action}`, { method: 'POST', token, json, headers });

export async function detail(token: string, orderId: number): Promise<OrderDetail> {
  const res = await api(`/orders/${orderId}`, { token });
  if (res.status !== 200) throw new Error(`detail ${res.status} ${await res.text()}`);
  return ((await res.json()) as OrderDetailResponse).order;
}

/** An order put in a state the checkout does not make yet (awaiting_payment: cash on delivery, by the payments work). */
export const setStatus = (db: D1Database, orderId: number, status: string) =>
  db.prepare('UPDATE orders SET status = ? WHERE id = ?').bind(status, orderId).run();

export const refundRows = (db: D1Database, orderId: number) =>
  db
    .prepare('SELECT amount_cents, status, restock, idempotency_key FROM refunds WHERE order_id = ? ORDER BY id')
    .bind(orderId)
    .all<{ amount_cents: number; status: string; restock: number; idempotency_key: string }>()
    .then((r) => r.results);

/**
 * The store's orders as if a real provider had taken them (#34 item 1): the checkout fixtures pay through the built-in
 * test provider, whose orders reports keep apart from real revenue.
 */
export const asRealOrders = async (websiteId: number) =>
  (await shardOf(websiteId))
    .prepare("UPDATE orders SET provider = 'stripe' WHERE website_id = ? AND provider = 'test'")
    .bind(websiteId)
    .run();
