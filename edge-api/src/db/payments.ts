// The statements that move an order on its provider's word (DESIGN §18): each one carries the same guard, "this order
// is still in the state we read", so a batch built from a stale read changes nothing, and of two concurrent batches
// (a webhook delivered twice, a webhook racing the expiry cron) exactly one applies. The status UPDATE comes last in
// every batch: until it runs, the guard holds for every statement before it.
import type { OrderState, PaymentProviderId } from '@app/contracts';
import { randomToken } from '../lib/crypto';
import { nowIso } from '../lib/time';

/** An order as the payment paths need it. */
export interface PaymentOrder {
  id: number;
  websiteId: number;
  status: OrderState;
  provider: PaymentProviderId;
  providerRef: string | null;
  totalCents: number;
  currency: string;
}

const COLUMNS = `id, website_id AS websiteId, status, provider, provider_ref AS providerRef, total_cents AS totalCents, currency`;

/** The store's order paid through `provider` under `ref`; null when no order of this store has it (tenancy). */
export async function orderByProviderRef(d1: D1Database, websiteId: number, provider: string, ref: string): Promise<PaymentOrder | null> {
  return d1
    .prepare(`SELECT ${COLUMNS} FROM orders WHERE provider = ? AND provider_ref = ? AND website_id = ?`)
    .bind(provider, ref, websiteId)
    .first<PaymentOrder>();
}

export async function paymentOrder(d1: D1Database, websiteId: number, id: number): Promise<PaymentOrder | null> {
  return d1.prepare(`SELECT ${COLUMNS} FROM orders WHERE id = ? AND website_id = ?`).bind(id, websiteId).first<PaymentOrder>();
}

/**
 * Pending orders past their hold that have a provider reference (a provider to ask), oldest first, across stores:
 * the expiry cron asks these one by one before it releases the rest in bulk. The first terms repeat
 * orders_hold_expiry_idx's WHERE so that SQLite can walk that index.
 */
export async function overdueOrdersToAsk(d1: D1Database, now: string, limit: number): Promise<PaymentOrder[]> {
  const { results } = await d1
    .prepare(
      `SELECT ${COLUMNS} FROM orders
        WHERE status IN ('pending', 'awaiting_payment') AND expires_at IS NOT NULL AND expires_at <= ?
          AND status = 'pending' AND provider_ref IS NOT NULL AND provider <> 'cash_on_delivery'
        ORDER BY expires_at, id LIMIT ?`,
    )
    .bind(now, limit)
    .all<PaymentOrder>();
  return results;
}

/** True when this call recorded the event (first delivery); false: it was applied before. */
export async function claimPaymentEvent(d1: D1Database, provider: string, eventId: string, websiteId: number, orderId: number | null) {
  const res = await d1
    .prepare(
      `INSERT INTO payment_events (provider, event_id, website_id, order_id) VALUES (?, ?, ?, ?)
       ON CONFLICT (provider, event_id) DO NOTHING`,
    )
    .bind(provider, eventId, websiteId, orderId)
    .run();
  return res.meta.changes === 1;
}

/** Gives an event back when applying it failed unexpectedly, so that the provider's retry is applied. */
export async function unclaimPaymentEvent(d1: D1Database, provider: string, eventId: string): Promise<void> {
  await d1.prepare(`DELETE FROM payment_events WHERE provider = ? AND event_id = ?`).bind(provider, eventId).run();
}

/** The order id, website id and the state read: ?1, ?2, ?3 in every guarded statement. */
type Guarded = { order: PaymentOrder; from: OrderState };
const GUARD = `EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND website_id = ?2 AND status = ?3)`;
const guarded = (d1: D1Database, g: Guarded, sql: string, ...more: unknown[]) =>
  d1.prepare(sql).bind(g.order.id, g.order.websiteId, g.from, ...more);

/**
 * The order's lines back into stock (+1) or out of it again (-1), one statement for the whole order. Taking it out
 * is refused by the variants' CHECK when the stock is gone, which fails the whole batch.
 */
export function moveOrderStock(d1: D1Database, g: Guarded, sign: 1 | -1): D1PreparedStatement {
  return guarded(
    d1,
    g,
    `UPDATE variants SET stock = stock + ?4 * (SELECT SUM(oi.quantity) FROM order_items AS oi WHERE oi.order_id = ?1 AND oi.variant_id = variants.id)
      WHERE website_id = ?2 AND id IN (SELECT variant_id FROM order_items WHERE order_id = ?1 AND website_id = ?2) AND ${GUARD}`,
    sign,
  );
}

/** Fails the batch (products' stock CHECK) when a line's variant was deleted: its stock cannot be taken again. */
export function requireOrderVariants(d1: D1Database, g: Guarded): D1PreparedStatement {
  return guarded(
    d1,
    g,
    `UPDATE products SET stock = -1 WHERE website_id = ?2 AND ${GUARD} AND id IN (SELECT oi.product_id FROM order_items AS oi
       WHERE oi.order_id = ?1 AND NOT EXISTS (SELECT 1 FROM variants AS v WHERE v.id = oi.variant_id AND v.website_id = ?2))`,
  );
}

/** The discount use the order took, given back (its count and, for once-per-email codes, the redemption). */
export function releaseOrderDiscount(d1: D1Database, g: Guarded): D1PreparedStatement[] {
  return [
    guarded(
      d1,
      g,
      `UPDATE discounts SET usage_count = usage_count - 1 WHERE usage_count > 0 AND website_id = ?2 AND ${GUARD}
          AND id = (SELECT discount_id FROM orders WHERE id = ?1)`,
    ),
    guarded(d1, g, `DELETE FROM discount_redemptions WHERE order_id = ?1 AND ${GUARD}`),
  ];
}

/**
 * A late payment takes its discount use again when the code still has one left, and for a once-per-email code the
 * email's redemption again (unless that email has used the code on another order since: it stays with that one). When
 * the code has no use left the shopper, who has paid the discounted price, keeps the order (refusing it would refund
 * a paying customer over a counter).
 */
export function retakeOrderDiscount(d1: D1Database, g: Guarded): D1PreparedStatement[] {
  return [
    guarded(
      d1,
      g,
      `UPDATE discounts SET usage_count = usage_count + 1 WHERE website_id = ?2 AND ${GUARD}
          AND (usage_limit IS NULL OR usage_count < usage_limit) AND id = (SELECT discount_id FROM orders WHERE id = ?1)`,
    ),
    guarded(
      d1,
      g,
      `INSERT OR IGNORE INTO discount_redemptions (discount_id, email, order_id)
         SELECT d.id, o.customer_email, o.id FROM orders AS o JOIN discounts AS d ON d.id = o.discount_id AND d.website_id = o.website_id
          WHERE o.id = ?1 AND o.website_id = ?2 AND o.status = ?3 AND d.once_per_email = 1
            AND o.customer_email IS NOT NULL AND o.customer_email <> ''`,
    ),
  ];
}

export interface PaymentTransaction {
  status: 'success' | 'failed';
  amountCents: number;
  reason: string;
  thirdPartyId: string;
}

/** The payment's transaction row (SPEC §3's fields), its txn_id the order's checkout_ref, merchant from the store. */
export function insertOrderTransaction(d1: D1Database, g: Guarded, t: PaymentTransaction): D1PreparedStatement {
  return guarded(
    d1,
    g,
    `INSERT INTO transactions (website_id, order_id, txn_id, ref_id, third_party_id, mer_id, mer_name, amount_cents, currency,
                               payment_via, reason, status, created_at)
     SELECT o.website_id, o.id, COALESCE(o.checkout_ref, ?4), ?5, ?6, w.owner_id, w.title, ?7, o.currency, o.provider, ?8, ?9, ?10
       FROM orders AS o JOIN websites AS w ON w.id = o.website_id WHERE o.id = ?1 AND o.website_id = ?2 AND ${GUARD}`,
    `txn_${randomToken(16)}`,
    `ref_${randomToken(12)}`,
    t.thirdPartyId,
    t.amountCents,
    t.reason,
    t.status,
    nowIso(),
  );
}

/** Last in every batch: the move itself (and what was taken, when paid). */
export function setOrderStatus(d1: D1Database, g: Guarded, to: OrderState, paidCents?: number): D1PreparedStatement {
  return guarded(
    d1,
    g,
    `UPDATE orders SET status = ?4, paid_cents = COALESCE(?5, paid_cents) WHERE id = ?1 AND website_id = ?2 AND status = ?3`,
    to,
    paidCents ?? null,
  );
}

/**
 * Records the provider's payment id on a new order (checkout, right after createPayment) and, when given, the end of
 * its full hold (only while it is still pending: an order the expiry cron ended meanwhile stays ended).
 */
export function setProviderRef(
  d1: D1Database,
  order: { id: number; websiteId: number },
  ref: string,
  expiresAt: string | null = null,
): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE orders SET provider_ref = ?1,
              expires_at = CASE WHEN ?4 IS NOT NULL AND status = 'pending' THEN ?4 ELSE expires_at END
        WHERE id = ?2 AND website_id = ?3`,
    )
    .bind(ref, order.id, order.websiteId, expiresAt);
}
