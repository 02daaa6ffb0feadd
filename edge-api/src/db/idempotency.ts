// Idempotency keys for checkout, scoped per website. The primary key (website_id, key) makes exactly one request
// win the reservation. While a request owns a key, response_status is NULL and response_body holds the owner's
// random nonce (never a response), so only the owner can finish or release it, even after a stale takeover.
import { isUniqueViolation } from './d1-errors';
import { orderIdByRef } from './order-ref';

export interface KeyRow {
  requestHash: string;
  status: number | null;
  body: string | null;
  createdAt: string;
}

/** True when this request now owns the key (the INSERT won the primary key). */
export async function reserveKey(d1: D1Database, websiteId: number, key: string, hash: string, nonce: string): Promise<boolean> {
  const res = await d1
    .prepare(
      `INSERT INTO idempotency_keys (website_id, key, request_hash, response_body) VALUES (?, ?, ?, ?)
       ON CONFLICT DO NOTHING`,
    )
    .bind(websiteId, key, hash, nonce)
    .run();
  return res.meta.changes === 1;
}

export async function readKey(d1: D1Database, websiteId: number, key: string): Promise<KeyRow | null> {
  const row = await d1
    .prepare(`SELECT request_hash, response_status, response_body, created_at FROM idempotency_keys WHERE website_id = ? AND key = ?`)
    .bind(websiteId, key)
    .first<{ request_hash: string; response_status: number | null; response_body: string | null; created_at: string }>();
  if (!row) return null;
  return { requestHash: row.request_hash, status: row.response_status, body: row.response_body, createdAt: row.created_at };
}

/**
 * Takes over a reservation whose owner went silent before `cutoffIso` (it died before its batch committed, since the
 * final response is written in the same batch as the order). One UPDATE, so only one taker can win.
 */
export async function takeOverStale(
  d1: D1Database,
  websiteId: number,
  key: string,
  hash: string,
  nonce: string,
  createdAt: string,
  cutoffIso: string,
): Promise<boolean> {
  const res = await d1
    .prepare(
      `UPDATE idempotency_keys SET response_body = ?, created_at = ?
        WHERE website_id = ? AND key = ? AND request_hash = ? AND response_status IS NULL AND created_at < ?`,
    )
    .bind(nonce, createdAt, websiteId, key, hash, cutoffIso)
    .run();
  return res.meta.changes === 1;
}

/** Stores a finished outcome that wrote nothing else (a 400 or 409 found while processing). */
export async function storeOutcome(d1: D1Database, websiteId: number, key: string, nonce: string, status: number, body: string) {
  await d1
    .prepare(
      `UPDATE idempotency_keys SET response_status = ?, response_body = ?
        WHERE website_id = ? AND key = ? AND response_status IS NULL AND response_body = ?`,
    )
    .bind(status, body, websiteId, key, nonce)
    .run();
}

/** Drops our reservation after an unexpected failure, so that a retry with the same key can proceed. */
export async function releaseKey(d1: D1Database, websiteId: number, key: string, nonce: string) {
  await d1
    .prepare(`DELETE FROM idempotency_keys WHERE website_id = ? AND key = ? AND response_status IS NULL AND response_body = ?`)
    .bind(websiteId, key, nonce)
    .run();
}

/**
 * Statements that finish the reservation inside the order batch, so the order and its stored response commit
 * together. DELETE our row, then INSERT the final one: if we no longer own the key, the DELETE removes nothing and
 * the INSERT hits the primary key, which aborts the whole batch (no second order). The body is a template whose
 * `placeholder` (the text of a random negative stand-in id) becomes the new order's id, read back through its ref (db/order-ref.ts).
 */
export function finishKeyStatements(
  d1: D1Database,
  k: { websiteId: number; key: string; hash: string; nonce: string },
  status: number,
  template: string,
  placeholder: string,
  txnId: string,
): D1PreparedStatement[] {
  return [
    d1
      .prepare(`DELETE FROM idempotency_keys WHERE website_id = ? AND key = ? AND response_status IS NULL AND response_body = ?`)
      .bind(k.websiteId, k.key, k.nonce),
    d1
      .prepare(
        `INSERT INTO idempotency_keys (website_id, key, request_hash, response_status, response_body)
         VALUES (?1, ?2, ?3, ?4, replace(?5, ?6, ${orderIdByRef('?7')}))`,
      )
      .bind(k.websiteId, k.key, k.hash, status, template, placeholder, txnId),
  ];
}

/** True for the error the finishing INSERT raises when another request took the key over. */
export const isLostKeyError = (err: unknown) => isUniqueViolation(err, 'idempotency_keys.');
