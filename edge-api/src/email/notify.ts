// Shopper emails sent for an order (DESIGN §18): the confirmation when it is paid (or, for cash on delivery, when the
// merchant confirms it), the shipping notice when the merchant fulfils it, and the cancellation and refund notices
// (#34 item 5) when the merchant cancels or refunds it (the order lifecycle calls these). Both read the order from D1 by its id and store, so a caller passes only those (and the
// tracking), and never throw: an email that cannot be sent is logged and reported as false, and the order stands.
// The address and the name are the shopper's own words, unverified (#32 item 6), so the platform mails only for an
// order a real provider took money for or a merchant acted on, at most SHOPPER_EMAILS_PER_RECIPIENT_PER_DAY a day to
// one address, and never puts the shopper's text in a subject or greeting (templates.ts).
import { fromCents, type PaymentProviderId } from '@app/contracts';
import { storeDb } from '@app/db';
import { devRoutesEnabled, type Bindings } from '../env';
import { shippingDto, shippingSql, type ShippingColumns } from '../db/order-shipping';
import { counterKeys, hit, LIMITS } from '../services/counters';
import { recipientKey } from './recipient';
import { getEmailSender, type EmailMessage } from './sender';
import { cancellationNotice, orderConfirmation, refundNotice, shippingNotice, type EmailOrder, type Tracking } from './templates';

/** Which order: its id and its store (an order of another store is never read). */
export interface OrderRef {
  id: number;
  website_id: number;
}

/** What made an email go: a checkout's answer, the provider's word that it was paid, or a merchant's action. */
export type EmailCause = 'checkout' | 'payment' | 'merchant';

/**
 * Whether an order's email may go. The built-in test provider takes no money, so outside local development (DEV_ROUTES)
 * its orders are anyone's words to anyone's address: never mailed. Cash on delivery is unpaid until the merchant acts.
 * Stripe and Chapa mail once the provider says the money was taken (or on the merchant's fulfil).
 */
export function mayEmail(env: Bindings, provider: PaymentProviderId, cause: EmailCause): boolean {
  if (provider === 'test') return devRoutesEnabled(env);
  if (provider === 'cash_on_delivery') return cause === 'merchant';
  return cause !== 'checkout';
}

type OrderRow = ShippingColumns & {
  id: number;
  provider: PaymentProviderId;
  status: string;
  currency: string;
  customer_name: string;
  total_cents: number;
  subtotal_cents: number;
  discount_cents: number;
  store_title: string;
};

async function emailOrder(d1: D1Database, ref: OrderRef): Promise<(EmailOrder & { provider: PaymentProviderId }) | null> {
  const [orders, items] = await d1.batch([
    d1
      .prepare(
        `SELECT o.id, o.provider, o.status, o.currency, o.customer_name, o.total_cents, o.subtotal_cents, o.discount_cents, w.title AS store_title,
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
    provider: o.provider,
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

async function send(env: Bindings, ref: OrderRef, cause: EmailCause, build: (o: EmailOrder) => EmailMessage): Promise<boolean> {
  try {
    // The order's store shard, from the directory (a store it no longer lists gets no email).
    const db = await storeDb(env, ref.website_id);
    const order = db && (await emailOrder(db, ref));
    if (!order || !mayEmail(env, order.provider, cause)) return false;
    // Counted before sending: a failed send still used the address's allowance (a retry loop cannot flood it).
    const sent = await hit(env, counterKeys.emailRecipient(recipientKey(order.email)), LIMITS.emailRecipient);
    if (sent.over) {
      console.warn(`email for order ${ref.id} not sent: its recipient had its shopper emails for today`);
      return false;
    }
    await getEmailSender(env).send(build(order));
    return true;
  } catch (err) {
    console.error(`email for order ${ref.id} not sent: ${err instanceof Error ? err.message : String(err)}`);
    return false;
  }
}

/** The confirmation: on payment (settle.ts), or on the merchant's confirm of a cash order (`cause` 'merchant'). */
export const sendOrderConfirmation = (env: Bindings, order: OrderRef, cause: EmailCause = 'payment') =>
  send(env, order, cause, orderConfirmation);

/** The shipping notice: always the merchant's action (fulfil). */
export const sendShippingNotice = (env: Bindings, order: OrderRef & Tracking) =>
  send(env, order, 'merchant', (o) => shippingNotice(o, order));

/** The cancellation notice: the merchant's action (cancel), with what its cancel gave back (0: nothing was paid). */
export const sendCancellation = (env: Bindings, order: OrderRef & { refunded: number }) =>
  send(env, order, 'merchant', (o) => cancellationNotice(o, order.refunded));

/** The refund notice: the merchant's refund, once the provider took it (a refused refund sends nothing). */
export const sendRefundNotice = (env: Bindings, order: OrderRef & { amount: number }) =>
  send(env, order, 'merchant', (o) => refundNotice(o, order.amount));

/**
 * After a card checkout paid (200 {order}: the test provider's instant flow, so mailed in local development only),
 * the confirmation of that order. The route calls it for a fresh answer only, so a replay sends nothing.
 */
export async function confirmCheckoutAnswer(env: Bindings, websiteId: number, answer: string): Promise<boolean> {
  let id: unknown;
  try {
    const body = JSON.parse(answer) as { order?: { id?: unknown }; order_id?: unknown };
    id = body.order?.id ?? body.order_id;
  } catch {
    return false;
  }
  return typeof id === 'number' && sendOrderConfirmation(env, { id, website_id: websiteId }, 'checkout');
}
