// Payment transactions: the insert used inside the checkout batch and the merchant's paged list.
import type { transactions } from '@app/db';
import { fromCents, isSimulatedProvider, reasonOf, type Paged, type PublicTransaction, type Transaction } from '@app/contracts';

export interface NewTransaction {
  websiteId: number;
  txnId: string;
  refId: string;
  thirdPartyId: string;
  merId: number;
  merName: string;
  amountCents: number;
  currency: string;
  paymentVia: string;
  reason: string;
  status: 'success' | 'failed';
  createdAt: string;
}

/**
 * Must run right after the order INSERT in the same batch: the order id is that row's rowid. The sub-select
 * re-checks the website, so a mismatch fails the NOT NULL constraint (and the batch) instead of linking wrongly.
 */
export function insertTransactionAfterOrder(d1: D1Database, t: NewTransaction): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO transactions (website_id, order_id, txn_id, ref_id, third_party_id, mer_id, mer_name, amount_cents,
                                 currency, payment_via, reason, status, created_at)
       VALUES (?, (SELECT id FROM orders WHERE id = last_insert_rowid() AND website_id = ?), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      t.websiteId,
      t.websiteId,
      t.txnId,
      t.refId,
      t.thirdPartyId,
      t.merId,
      t.merName,
      t.amountCents,
      t.currency,
      t.paymentVia,
      t.reason,
      t.status,
      t.createdAt,
    );
}

/** A transactions row with its order's provider (the simulated one's transactions are test ones). */
type TransactionRow = typeof transactions.$inferSelect & { provider: string };

const toTransactionDto = (r: Pick<TransactionRow, Exclude<keyof TransactionRow, 'id' | 'websiteId'>>): Transaction => ({
  mer_id: r.merId,
  mer_name: r.merName,
  amount: fromCents(r.amountCents),
  currency: r.currency,
  order_id: r.orderId,
  payment_via: r.paymentVia,
  reason: reasonOf(r.reason),
  ref_id: r.refId,
  status: r.status as Transaction['status'],
  third_party_id: r.thirdPartyId,
  txn_id: r.txnId,
  created_at: r.createdAt,
  test: isSimulatedProvider(r.provider),
  kind: 'payment',
});

/** The shopper's view of a transaction (checkout answers): no owner id. */
export function toPublicTransactionDto(r: Parameters<typeof toTransactionDto>[0]): PublicTransaction {
  const { mer_id: _owner, ...rest } = toTransactionDto(r);
  return rest;
}

// The Transactions screen lists the money that came in (payments) and went back (refunds, #34 item 5), newest first:
// one query over both tables, so the pages are one list. A refund reads as a transaction of its order: its provider's
// reference, its own ids (rf_<id>, refund_<id>), its state (pending while the provider is asked) and its reason.
const LIST_SQL = `SELECT * FROM (
  SELECT 'payment' AS kind, t.id AS row_id, t.mer_id, t.mer_name, t.amount_cents, t.currency, t.order_id, t.payment_via,
         t.reason, t.ref_id, t.status, t.third_party_id, t.txn_id, t.created_at, o.provider
    FROM transactions AS t JOIN orders AS o ON o.id = t.order_id AND o.website_id = t.website_id
   WHERE t.website_id = ?1
  UNION ALL
  SELECT 'refund', r.id, w.owner_id, w.title, r.amount_cents, o.currency, r.order_id, o.provider,
         r.reason, 'refund_' || r.id, CASE r.status WHEN 'succeeded' THEN 'success' WHEN 'failed' THEN 'failed' ELSE 'pending' END,
         COALESCE(r.provider_ref, ''), 'rf_' || r.id, r.created_at, o.provider
    FROM refunds AS r JOIN orders AS o ON o.id = r.order_id AND o.website_id = r.website_id
    JOIN websites AS w ON w.id = r.website_id
   WHERE r.website_id = ?1)
   ORDER BY created_at DESC, kind DESC, row_id DESC
   LIMIT ?2 OFFSET ?3`;

interface ListRow {
  kind: 'payment' | 'refund';
  mer_id: number;
  mer_name: string;
  amount_cents: number;
  currency: string;
  order_id: number;
  payment_via: string;
  reason: string;
  ref_id: string;
  status: Transaction['status'];
  third_party_id: string;
  txn_id: string;
  created_at: string;
  provider: string;
}

/** Newest first, payments and refunds; page rows and the total in one round trip. */
export async function listTransactions(d1: D1Database, websiteId: number, page: number, limit: number): Promise<Paged<Transaction>> {
  const [rows, totals] = await d1.batch<Record<string, unknown>>([
    d1.prepare(LIST_SQL).bind(websiteId, limit, (page - 1) * limit),
    d1
      .prepare(
        `SELECT (SELECT COUNT(*) FROM transactions WHERE website_id = ?1) + (SELECT COUNT(*) FROM refunds WHERE website_id = ?1) AS n`,
      )
      .bind(websiteId),
  ]);
  const items = (rows.results as unknown as ListRow[]).map((r) => ({
    ...toTransactionDto({
      merId: r.mer_id,
      merName: r.mer_name,
      amountCents: r.amount_cents,
      currency: r.currency,
      orderId: r.order_id,
      paymentVia: r.payment_via,
      reason: r.reason,
      refId: r.ref_id,
      status: r.status,
      thirdPartyId: r.third_party_id,
      txnId: r.txn_id,
      createdAt: r.created_at,
      provider: r.provider,
    }),
    kind: r.kind,
  }));
  return { items, total: (totals.results[0] as { n: number }).n, page, limit };
}
