// The built-in test provider's own books (migration 0016's test_payments): what Stripe or Chapa keep on their side.
// Only payments/test.ts and the hosted page (routes/test-pay.ts) read or write them.
import type { ProviderPaymentStatus } from '../payments/provider';

export interface TestPayment {
  ref: string;
  websiteId: number;
  orderId: number;
  amountCents: number;
  currency: string;
  status: ProviderPaymentStatus;
  formSecret: string;
  returnUrl: string;
  refundedCents: number;
}

export async function insertTestPayment(d1: D1Database, p: Omit<TestPayment, 'status' | 'refundedCents'>): Promise<void> {
  await d1
    .prepare(
      `INSERT INTO test_payments (ref, website_id, order_id, amount_cents, currency, form_secret, return_url)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(p.ref, p.websiteId, p.orderId, p.amountCents, p.currency, p.formSecret, p.returnUrl)
    .run();
}

export async function testPayment(d1: D1Database, ref: string): Promise<TestPayment | null> {
  return d1
    .prepare(
      `SELECT ref, website_id AS websiteId, order_id AS orderId, amount_cents AS amountCents, currency, status,
              form_secret AS formSecret, return_url AS returnUrl, refunded_cents AS refundedCents
         FROM test_payments WHERE ref = ?`,
    )
    .bind(ref)
    .first<TestPayment>();
}

/** The shopper's choice on the hosted page: only a payment still pending is settled (true when this call did it). */
export async function settleTestPayment(d1: D1Database, ref: string, outcome: 'succeeded' | 'failed'): Promise<boolean> {
  const res = await d1.prepare(`UPDATE test_payments SET status = ? WHERE ref = ? AND status = 'pending'`).bind(outcome, ref).run();
  return res.meta.changes === 1;
}

/** A refund of a paid test payment; never more than what is left (false: nothing refunded). */
export async function refundTestPayment(d1: D1Database, ref: string, amountCents: number): Promise<boolean> {
  const res = await d1
    .prepare(
      `UPDATE test_payments SET refunded_cents = refunded_cents + ?2
        WHERE ref = ?1 AND status = 'succeeded' AND ?2 > 0 AND refunded_cents + ?2 <= amount_cents`,
    )
    .bind(ref, amountCents)
    .run();
  return res.meta.changes === 1;
}
