// Discounts: the owner's rows (list, insert, replace, delete) and the reads and batch statements pricing needs.
// Every query is scoped by website_id in SQL. Codes are unique per store without regard to case (migration 0011).
import {
  discountStatus,
  fromCents,
  toCents,
  type Discount,
  type DiscountKind,
  type DiscountTarget,
  type DiscountFields,
  type PricingDiscount,
} from '@app/contracts';
import { orderIdByRef } from './order-ref';
import { errorText } from './d1-errors';

interface DiscountRow {
  id: number;
  code: string | null;
  title: string;
  automatic: number;
  kind: DiscountKind;
  value: number;
  applies_to: DiscountTarget;
  product_ids: string;
  min_subtotal_cents: number;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  usage_count: number;
  once_per_email: number;
  active: number;
  created_at: string;
}

/** A discount as stored: money in cents, times as ISO-8601 UTC (value: whole percent, or cents for fixed). */
export type DiscountValues = Omit<PricingDiscount, 'id' | 'usage_count'>;

const COLUMNS = `id, code, title, automatic, kind, value, applies_to, product_ids, min_subtotal_cents, starts_at, ends_at,
  usage_limit, usage_count, once_per_email, active, created_at`;

const idsOf = (json: string): number[] => {
  const ids: unknown = JSON.parse(json);
  return Array.isArray(ids) ? ids.filter((x): x is number => typeof x === 'number') : [];
};

export function toPricingDiscount(r: DiscountRow): PricingDiscount {
  return {
    id: r.id,
    code: r.code,
    title: r.title,
    automatic: !!r.automatic,
    kind: r.kind,
    value: r.value,
    applies_to: r.applies_to,
    product_ids: idsOf(r.product_ids),
    min_subtotal_cents: r.min_subtotal_cents,
    starts_at: r.starts_at,
    ends_at: r.ends_at,
    usage_limit: r.usage_limit,
    usage_count: r.usage_count,
    once_per_email: !!r.once_per_email,
    active: !!r.active,
  };
}

export function toDiscountDto(r: DiscountRow, now: number): Discount {
  const d = toPricingDiscount(r);
  const { min_subtotal_cents, ...rest } = d;
  return {
    ...rest,
    value: d.kind === 'fixed' ? fromCents(d.value) : d.value,
    min_subtotal: fromCents(min_subtotal_cents),
    status: discountStatus(d, now),
    created_at: r.created_at,
  };
}

/** Decimal units in, cents and normalised UTC times out. */
export function toValues(input: DiscountFields): DiscountValues {
  const iso = (v: string | null) => (v == null ? null : new Date(v).toISOString());
  const kind = input.kind as DiscountKind;
  const appliesTo = input.applies_to as DiscountTarget;
  return {
    code: input.code,
    automatic: input.automatic,
    title: input.title,
    kind,
    value: kind === 'fixed' ? toCents(input.value) : input.value,
    applies_to: appliesTo,
    product_ids: appliesTo === 'products' ? [...new Set(input.product_ids)] : [],
    min_subtotal_cents: toCents(input.min_subtotal),
    starts_at: iso(input.starts_at),
    ends_at: iso(input.ends_at),
    usage_limit: input.usage_limit,
    once_per_email: input.once_per_email,
    active: input.active,
  };
}

const bindValues = (v: DiscountValues) => [
  v.code,
  v.automatic ? 1 : 0,
  v.title,
  v.kind,
  v.value,
  v.applies_to,
  JSON.stringify(v.product_ids),
  v.min_subtotal_cents,
  v.starts_at,
  v.ends_at,
  v.usage_limit,
  v.once_per_email ? 1 : 0,
  v.active ? 1 : 0,
];

/** Newest first. */
export async function listDiscounts(d1: D1Database, websiteId: number): Promise<DiscountRow[]> {
  const res = await d1
    .prepare(`SELECT ${COLUMNS} FROM discounts WHERE website_id = ? ORDER BY created_at DESC, id DESC`)
    .bind(websiteId)
    .all<DiscountRow>();
  return res.results;
}

export async function countDiscounts(d1: D1Database, websiteId: number): Promise<number> {
  const row = await d1.prepare('SELECT COUNT(*) AS n FROM discounts WHERE website_id = ?').bind(websiteId).first<{ n: number }>();
  return row?.n ?? 0;
}

export async function discountById(d1: D1Database, websiteId: number, id: number): Promise<DiscountRow | null> {
  return d1.prepare(`SELECT ${COLUMNS} FROM discounts WHERE id = ? AND website_id = ?`).bind(id, websiteId).first<DiscountRow>();
}

export async function insertDiscount(d1: D1Database, websiteId: number, v: DiscountValues): Promise<DiscountRow> {
  const row = await d1
    .prepare(
      `INSERT INTO discounts (website_id, code, automatic, title, kind, value, applies_to, product_ids, min_subtotal_cents,
         starts_at, ends_at, usage_limit, once_per_email, active)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
    )
    .bind(websiteId, ...bindValues(v))
    .first<DiscountRow>();
  return row!;
}

/** Every field replaced; the usage so far stays. Null when the discount is not the store's. */
export async function updateDiscount(d1: D1Database, websiteId: number, id: number, v: DiscountValues): Promise<DiscountRow | null> {
  return d1
    .prepare(
      `UPDATE discounts SET code = ?, automatic = ?, title = ?, kind = ?, value = ?, applies_to = ?, product_ids = ?,
         min_subtotal_cents = ?, starts_at = ?, ends_at = ?, usage_limit = ?, once_per_email = ?, active = ?
       WHERE id = ? AND website_id = ? RETURNING ${COLUMNS}`,
    )
    .bind(...bindValues(v), id, websiteId)
    .first<DiscountRow>();
}

export async function deleteDiscount(d1: D1Database, websiteId: number, id: number): Promise<boolean> {
  const res = await d1.prepare('DELETE FROM discounts WHERE id = ? AND website_id = ?').bind(id, websiteId).run();
  return res.meta.changes > 0;
}

/** The ids among `ids` that are not products of the store. */
export async function foreignProductIds(d1: D1Database, websiteId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const res = await d1
    .prepare(
      `SELECT j.value AS id FROM json_each(?) j
        WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.id = j.value AND p.website_id = ?)`,
    )
    .bind(JSON.stringify(ids), websiteId)
    .all<{ id: number }>();
  return res.results.map((r) => r.id);
}

/** The store's live automatic discounts and the one whose code matches `code` (any case), for pricing. */
export async function discountsForPricing(d1: D1Database, websiteId: number, code: string | undefined): Promise<PricingDiscount[]> {
  const res = await d1
    .prepare(
      `SELECT ${COLUMNS} FROM discounts
        WHERE website_id = ? AND ((automatic = 1 AND active = 1) OR (code IS NOT NULL AND lower(code) = ?))`,
    )
    .bind(websiteId, code?.trim().toLowerCase() ?? null)
    .all<DiscountRow>();
  return res.results.map(toPricingDiscount);
}

/** Which of the once-per-email discounts `ids` this email has already used. */
export async function redeemedBy(d1: D1Database, email: string | undefined, ids: number[]): Promise<Set<number>> {
  if (!email || !ids.length) return new Set();
  const res = await d1
    .prepare(
      `SELECT discount_id FROM discount_redemptions
        WHERE discount_id IN (SELECT value FROM json_each(?)) AND lower(email) = lower(?)`,
    )
    .bind(JSON.stringify(ids), email)
    .all<{ discount_id: number }>();
  return new Set(res.results.map((r) => r.discount_id));
}

/**
 * Batch statements that take one use of a discount: the count (past the limit the CHECK of migration 0011 fails the
 * whole batch) and, for a once-per-email discount, the redemption (a second use by the email fails its unique index).
 * The order id is read through the transaction's txn_id, written earlier in the same batch.
 */
export function takeDiscountStatements(
  d1: D1Database,
  websiteId: number,
  d: PricingDiscount,
  email: string | null,
  txnId: string,
): D1PreparedStatement[] {
  const count = d1.prepare('UPDATE discounts SET usage_count = usage_count + 1 WHERE id = ? AND website_id = ?').bind(d.id, websiteId);
  if (!d.once_per_email || !email) return [count];
  const redeem = d1
    .prepare(`INSERT INTO discount_redemptions (discount_id, email, order_id) SELECT ?1, ?2, ${orderIdByRef('?3')}`)
    .bind(d.id, email, txnId);
  return [count, redeem];
}

/** The batch failed because the code's last use was taken meanwhile. */
export const isUsageLimitError = (err: unknown) => errorText(err).includes('discounts_usage_within_limit');
/** The batch failed because this email used the once-per-email discount meanwhile. */
export const isRedeemedError = (err: unknown) => errorText(err).includes('discount_redemptions_email_uq');
/** Another discount of the store has the code (any case). */
export const isCodeTakenError = (err: unknown) => errorText(err).includes('discounts_site_code_uq');
