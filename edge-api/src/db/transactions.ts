// Payment transactions: the insert used inside the checkout batch and the merchant's paged list.
import { and, count, desc, eq, getTableColumns } from 'drizzle-orm';
import { orders, transactions } from '@app/db';
import { fromCents, isSimulatedProvider, reasonOf, type Paged, type PublicTransaction, type Transaction } from '@app/contracts';
import { getDb } from '../lib/db';

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
});

/** The shopper's view of a transaction (checkout answers): no owner id. */
export function toPublicTransactionDto(r: Parameters<typeof toTransactionDto>[0]): PublicTransaction {
  const { mer_id: _owner, ...rest } = toTransactionDto(r);
  return rest;
}

/** Newest first; page rows and the total in one round trip. */
export async function listTransactions(d1: D1Database, websiteId: number, page: number, limit: number): Promise<Paged<Transaction>> {
  const db = getDb(d1);
  const mine = eq(transactions.websiteId, websiteId);
  const [rows, totals] = await db.batch([
    db
      .select({ ...getTableColumns(transactions), provider: orders.provider })
      .from(transactions)
      .innerJoin(orders, and(eq(orders.id, transactions.orderId), eq(orders.websiteId, transactions.websiteId)))
      .where(mine)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(transactions).where(mine),
  ]);
  return { items: rows.map(toTransactionDto), total: totals[0]?.total ?? 0, page, limit };
}
