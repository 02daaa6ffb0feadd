// Shared by the payment tests: a redirect checkout through the route, the order as D1 holds it, webhooks posted to
// the Worker's own fetch, and the every-minute cron run through the scheduled handler.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import type { PendingCheckoutResponse } from '@app/contracts';
import { CRONS } from '../../src/crons';
import worker from '../../src/index';
import { api } from '../helpers';
import { ADDRESS, newKey, postCheckout } from '../checkout-fixtures';
import { shardHolding } from '../shard-rows';

export const redirectCart = (productId: number, quantity = 1, extra: Record<string, unknown> = {}) => ({
  items: [{ product_id: productId, quantity }],
  customer: { name: 'Ada Shopper', email: 'ada@example.com', shipping_address: ADDRESS },
  payment: { method: 'redirect', locale: 'en' },
  ...extra,
});

/** A redirect checkout that must answer 201 pending. */
export async function startPayment(websiteId: number, productId: number, quantity = 1, extra: Record<string, unknown> = {}) {
  const key = newKey();
  const res = await postCheckout(websiteId, redirectCart(productId, quantity, extra), key);
  if (res.status !== 201) throw new Error(`checkout ${res.status} ${await res.text()}`);
  const body = (await res.json()) as PendingCheckoutResponse;
  const ref = (await orderRow(body.order_id)).provider_ref!;
  return { body, key, ref };
}

export interface OrderRow {
  status: string;
  provider: string;
  provider_ref: string | null;
  paid_cents: number;
  total_cents: number;
  expires_at: string | null;
}

export const orderRow = async (id: number) =>
  (await (
    await shardHolding('orders', id)
  )
    .prepare('SELECT status, provider, provider_ref, paid_cents, total_cents, expires_at FROM orders WHERE id = ?')
    .bind(id)
    .first<OrderRow>())!;

export const eventsOf = async (orderId: number) =>
  (
    await (
      await shardHolding('orders', orderId)
    )
      .prepare('SELECT type, from_status, to_status, note, actor FROM order_events WHERE order_id = ? ORDER BY id')
      .bind(orderId)
      .all<{ type: string; from_status: string | null; to_status: string | null; note: string; actor: string }>()
  ).results;

export const transactionsOf = async (orderId: number) =>
  (
    await (
      await shardHolding('orders', orderId)
    )
      .prepare('SELECT status, amount_cents, payment_via FROM transactions WHERE order_id = ? ORDER BY id')
      .bind(orderId)
      .all()
  ).results;

export const variantStock = async (productId: number) =>
  (await (
    await shardHolding('products', productId)
  )
    .prepare('SELECT stock FROM products WHERE id = ?')
    .bind(productId)
    .first<{ stock: number }>())!.stock;

export function postWebhook(provider: string, websiteId: number, body: string, headers: Record<string, string>) {
  return api(`/payments/webhooks/${provider}/${websiteId}`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** Moves an order's hold into the past, then runs the every-minute cron as Cloudflare would. */
export async function expireNow(orderId: number) {
  await (
    await shardHolding('orders', orderId)
  )
    .prepare(`UPDATE orders SET expires_at = '2000-01-01T00:00:00.000Z' WHERE id = ?`)
    .bind(orderId)
    .run();
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: CRONS.everyMinute }), env, ctx);
  await waitOnExecutionContext(ctx);
}
