// Orders: the reads and batch statements checkout needs (the owner's list and the order shapes: order-list.ts).
import type { OrderState, PaymentProviderId } from '@app/contracts';
import { orderIdByRef } from './order-ref';
import { SHIPPING_INSERT_COLUMNS, shippingInsertValues, type ShippingColumns } from './order-shipping';

export interface Store {
  id: number;
  ownerId: number;
  title: string;
  currency: string;
  /** Where its storefront lives (the return page of a redirect payment). */
  domain: string;
}

export async function storeForCheckout(d1: D1Database, websiteId: number): Promise<Store | null> {
  const row = await d1
    .prepare(`SELECT id, owner_id, title, currency, domain FROM websites WHERE id = ?`)
    .bind(websiteId)
    .first<{ id: number; owner_id: number; title: string; currency: string; domain: string }>();
  return row && { id: row.id, ownerId: row.owner_id, title: row.title, currency: row.currency, domain: row.domain };
}

/** A cart line's product and one of its variants: its default one, or one a line asked for; null when none matched. */
export interface VariantRow {
  product_id: number;
  name: string;
  /** 1 when the product has options (a variant with a value, as migration 0010's triggers tell); 0: it sells its default variant. */
  has_options: number;
  variant_id: number | null;
  option1: string | null;
  option2: string | null;
  option3: string | null;
  price_cents: number | null;
  stock: number | null;
}

/**
 * The store's own products among the lines (at most MAX_CART_LINES, under D1's 100 bound parameters), each first with
 * its default variant (null columns when it has options), then the option variants the lines name. Two index lookups
 * per line (the default by variants_combination_uq, a named one by its id): rows read follow the cart, not how many
 * variants its products have (CROSS JOIN keeps SQLite from scanning the store's variants by website_id instead).
 * Ids travel as JSON parameters, so the statement text does not depend on the cart.
 */
export async function variantsForCheckout(
  d1: D1Database,
  websiteId: number,
  lines: { product_id: number; variant_id?: number | null }[],
): Promise<VariantRow[]> {
  const productIds = [...new Set(lines.map((l) => l.product_id))];
  const variantIds = lines.flatMap((l) => (l.variant_id == null ? [] : [l.variant_id]));
  const res = await d1
    .prepare(
      `SELECT product_id, name, has_options, variant_id, option1, option2, option3, price_cents, stock FROM (
         SELECT 0 AS src, p.id AS product_id, p.name,
                EXISTS (SELECT 1 FROM variants AS o WHERE o.product_id = p.id AND o.option1 <> '') AS has_options,
                v.id AS variant_id, v.option1, v.option2, v.option3, v.price_cents, v.stock
           FROM json_each(?3) AS k CROSS JOIN products AS p ON p.id = k.value
           LEFT JOIN variants AS v ON v.product_id = p.id AND v.option1 = '' AND v.option2 = '' AND v.option3 = ''
                AND v.website_id = p.website_id
          WHERE p.website_id = ?1
         UNION ALL
         SELECT 1, p.id, p.name, 1, v.id, v.option1, v.option2, v.option3, v.price_cents, v.stock
           FROM json_each(?2) AS j CROSS JOIN variants AS v ON v.id = j.value
           CROSS JOIN products AS p ON p.id = v.product_id AND p.website_id = v.website_id
          WHERE v.website_id = ?1 AND v.option1 <> '')
       ORDER BY src`,
    )
    .bind(websiteId, JSON.stringify(variantIds), JSON.stringify(productIds))
    .all<VariantRow>();
  return res.results;
}

export interface NewOrder extends ShippingColumns {
  websiteId: number;
  status: Extract<OrderState, 'paid' | 'failed' | 'pending' | 'awaiting_payment'>;
  totalCents: number;
  subtotalCents: number;
  discountCents: number;
  discountCode: string | null;
  currency: string;
  customerName: string;
  createdAt: string;
  /** An order that waits for its payment (migration 0016): its provider, ref, expiry and the discount it used. */
  waiting?: { provider: PaymentProviderId; checkoutRef: string; expiresAt: string | null; discountId: number | null; clientKey?: string };
}

export interface NewOrderItem {
  product_id: number;
  variant_id: number;
  name: string;
  variant_title: string;
  price_cents: number;
  quantity: number;
}

/** First statement of the checkout batch; RETURNING gives the new id in the batch results. */
export function insertOrder(d1: D1Database, o: NewOrder): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO orders (website_id, status, total_cents, subtotal_cents, discount_cents, discount_code, currency, customer_name,
         customer_email, created_at, paid_cents, provider, checkout_ref, expires_at, discount_id, client_key, ${SHIPPING_INSERT_COLUMNS})
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(
      o.websiteId,
      o.status,
      o.totalCents,
      o.subtotalCents,
      o.discountCents,
      o.discountCode,
      o.currency,
      o.customerName,
      o.customerEmail,
      o.createdAt,
      o.status === 'paid' ? o.totalCents : 0,
      o.waiting?.provider ?? 'test',
      o.waiting?.checkoutRef ?? null,
      o.waiting?.expiresAt ?? null,
      o.waiting?.discountId ?? null,
      o.waiting?.clientKey ?? null,
      ...shippingInsertValues(o),
    );
}

/**
 * All lines in one statement (a cart may hold 50 lines; one statement each would crowd D1's per-invocation
 * query limit). The order id is read through its ref (db/order-ref.ts), written earlier in the batch.
 */
export function insertOrderItems(d1: D1Database, websiteId: number, ref: string, items: NewOrderItem[]): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO order_items (order_id, website_id, product_id, variant_id, name, variant_title, price_cents, quantity)
       SELECT ${orderIdByRef('?3')}, ?1, json_extract(j.value, '$.product_id'), json_extract(j.value, '$.variant_id'),
              json_extract(j.value, '$.name'), json_extract(j.value, '$.variant_title'),
              json_extract(j.value, '$.price_cents'), json_extract(j.value, '$.quantity')
         FROM json_each(?2) AS j
        ORDER BY j.key`,
    )
    .bind(websiteId, JSON.stringify(items), ref);
}

/**
 * One per line, on the variant: its CHECK (variants_stock_ck) turns an oversell into an error that rolls back the whole
 * batch, and the variants triggers (migration 0010) carry the change to products.stock and content_version. The
 * product's stock is never written here: the trigger does it, so nothing is taken twice.
 */
export function decrementVariantStock(
  d1: D1Database,
  websiteId: number,
  line: { product_id: number; variant_id: number; quantity: number },
): D1PreparedStatement {
  return d1
    .prepare(`UPDATE variants SET stock = stock - ? WHERE id = ? AND product_id = ? AND website_id = ?`)
    .bind(line.quantity, line.variant_id, line.product_id, websiteId);
}

/**
 * Fails the batch when a line's variant was deleted after pricing (its decrement would change no row and sell stock
 * that no longer exists): it writes an impossible stock on the line's product, which products_stock_ck refuses, so the
 * batch ends like any lost stock race. One statement for the whole cart.
 */
export function requireVariants(
  d1: D1Database,
  websiteId: number,
  lines: { product_id: number; variant_id: number }[],
): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE products SET stock = -1
        WHERE website_id = ?1 AND id IN (
          SELECT json_extract(j.value, '$.product_id') FROM json_each(?2) AS j
           WHERE NOT EXISTS (SELECT 1 FROM variants AS v WHERE v.website_id = ?1
             AND v.id = json_extract(j.value, '$.variant_id') AND v.product_id = json_extract(j.value, '$.product_id')))`,
    )
    .bind(websiteId, JSON.stringify(lines.map((l) => ({ product_id: l.product_id, variant_id: l.variant_id }))));
}
