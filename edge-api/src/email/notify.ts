// Shopper emails sent for an order (DESIGN §18): the confirmation when it is placed (paid, or taken for cash on
// delivery) and the shipping notice when the merchant fulfils it (the order lifecycle calls sendShippingNotice).
// Both read the order from D1 by its id and store, so a caller passes only those (and the tracking), and never
// throw: an email that cannot be sent is logged and reported as false, and the order it is about stands.
import { fromCents } from '@app/contracts';
import type { Bindings } from '../env';
import { shippingDto, shippingSql, type ShippingColumns } from '../db/order-shipping';
import { getEmailSender, type EmailMessage } from './sender';
import { orderConfirmation, shippingNotice, type EmailOrder, type Tracking } from './templates';

/** Which order: its id and its store (an order of another store is never read). */
export interface OrderRef {
  id: number;
  website_id: number;
}

type OrderRow = ShippingColumns & {
  id: number;
  status: string;
  currency: string;
  customer_name: string;
  total_cents: number;
  subtotal_cents: number;
  discount_cents: number;
  store_title: string;
};

async function emailOrder(d1: D1Database, ref: OrderRef): Promise<EmailOrder | null> {
  const [orders, items] = await d1.batch([
    d1
      .prepare(
        `SELECT o.id, o.status, o.currency, o.customer_name, o.total_cents, o.subtotal_cents, o.discount_cents, w.title AS store_title,
                ${shippingSql('o')}
           FROM orders AS o JOIN websites AS w ON w.id = o.website_id WHERE o.id = ? AND o.website_id = ?`,
      )
      .bind(ref.id, ref.website_id),
    d1
      .prepare(`SELECT name, variant_title, quantity, price_cents FROM order_items WHERE order_id = ? AND website_id = ? ORDER BY id`)
      .bind(ref.id, ref.website_id),
  ]);
  const o = orders.results[0] as OrderRow | undefined;
  if (!o) return null;
  const shopper = shippingDto(o);
  if (!shopper.customer_email) return null;
  return {
    id: o.id,
    storeTitle: o.store_title,
    customerName: o.customer_name,
    email: shopper.customer_email,
    locale: shopper.locale,
    status: o.status,
    currency: o.currency,
    subtotal: fromCents(o.subtotal_cents),
    discount: fromCents(o.discount_cents),
    total: fromCents(o.total_cents),
    items: (items.results as { name: string; variant_title: string; quantity: number; price_cents: number }[]).map((i) => ({
      name: i.name,
      variant_title: i.variant_title,
      quantity: i.quantity,
      price: fromCents(i.price_cents),
    })),
    shippingAddress: shopper.shipping_address,
  };
}

async function send(env: Bindings, ref: OrderRef, build: (o: EmailOrder) => EmailMessage): Promise<boolean> {
  try {
    const order = await emailOrder(env.DB, ref);
    if (!order) return false;
    await getEmailSender(env).send(build(order));
    return true;
  } catch (err) {
    console.error(`email for order ${ref.id} not sent: ${err instanceof Error ? err.message : String(err)}`);
    return false;
  }
}

export const sendOrderConfirmation = (env: Bindings, order: OrderRef) => send(env, order, orderConfirmation);

export const sendShippingNotice = (env: Bindings, order: OrderRef & Tracking) => send(env, order, (o) => shippingNotice(o, order));

/**
 * After a checkout that placed an order for good (a card paid: 200 {order}; cash on delivery: 201 {order_id}), the
 * confirmation of that order. The route calls it for a fresh answer only, so a replay sends nothing.
 */
export async function confirmCheckoutAnswer(env: Bindings, websiteId: number, answer: string): Promise<boolean> {
  let id: unknown;
  try {
    const body = JSON.parse(answer) as { order?: { id?: unknown }; order_id?: unknown };
    id = body.order?.id ?? body.order_id;
  } catch {
    return false;
  }
  return typeof id === 'number' && sendOrderConfirmation(env, { id, website_id: websiteId });
}
