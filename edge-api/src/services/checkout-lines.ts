// The lines of a checkout: merging repeated items, refusing lines that cannot be sold (400) and lines short of stock
// (409 out_of_stock with what is left), before anything is charged and again when a batch loses a stock race.
import type { CheckoutItem, CheckoutRequest, ErrorDetail, OutOfStockDetail, Rule } from '@app/contracts';
import { ApiError } from '../errors';
import { ruleDetail } from '../lib/http';
import { askedKey, priceLines, type LineRefusal, type PricedLine, type UnitPrice } from './cart-pricing';

export interface Line extends CheckoutItem {
  /** Index of the line's first item in the request, for error `loc`s. */
  index: number;
}

/** Items asking for the same product and variant become one line with the summed quantity (the route's per-line cap). */
export function mergeLines(items: CheckoutItem[]): Line[] {
  const byKey = new Map<string, Line>();
  items.forEach((it, index) => {
    const line = byKey.get(askedKey(it));
    if (line) line.quantity += it.quantity;
    else byKey.set(askedKey(it), { product_id: it.product_id, variant_id: it.variant_id ?? null, quantity: it.quantity, index });
  });
  return [...byKey.values()];
}

/** "Shirt (M / Red)", or the name alone for a product without options. */
const lineName = (p: UnitPrice) => (p.variant_title ? `"${p.name}" (${p.variant_title})` : `"${p.name}"`);

/** Lines whose requested quantity exceeds their variant's stock, as error details with the variant and stock left. */
export function shortLines(lines: PricedLine[]): OutOfStockDetail[] {
  return lines.flatMap((l) => {
    const p = l.price;
    const available = p?.stock ?? 0;
    if (available >= l.quantity) return [];
    return [
      {
        loc: ['items', String(l.index)],
        msg: `Only ${available} left of ${p ? lineName(p) : `product ${l.product_id}`}`,
        product_id: l.product_id,
        ...(l.variant_id != null && { variant_id: l.variant_id }),
        ...(p && { variant_title: p.variant_title }),
        requested: l.quantity,
        available,
      },
    ];
  });
}

export const outOfStock = (detail: ErrorDetail[]) => new ApiError(409, 'out_of_stock', detail[0]?.msg ?? 'Out of stock', detail);

const REFUSAL_RULE: Record<Exclude<LineRefusal, 'product_not_found'>, Rule> = {
  variant_required: 'variantRequired',
  variant_not_found: 'variantNotFound',
};

/** 400 for lines that cannot be sold: products this store does not sell first, then lines without a valid variant. */
export function refuseLines(lines: PricedLine[]): void {
  const missing = lines.filter((l) => l.refusal === 'product_not_found');
  if (missing.length) {
    const list = missing.map((l) => l.product_id).join(', ');
    throw new ApiError(
      400,
      'product_not_found',
      `Not sold in this store: ${list}`,
      missing.map((l) => ({ loc: ['items', String(l.index)], msg: `Product ${l.product_id} is not sold in this store` })),
    );
  }
  const refused = lines.filter((l) => l.refusal);
  const first = refused[0]?.refusal;
  if (!first || first === 'product_not_found') return;
  const detail = refused.map((l) => {
    const rule = REFUSAL_RULE[l.refusal as keyof typeof REFUSAL_RULE];
    return { ...ruleDetail(['body', 'items', String(l.index), 'variant_id'], { rule }), product_id: l.product_id };
  });
  throw new ApiError(400, first, detail[0]!.msg, detail);
}

/**
 * Another checkout took the stock first (or the variant went) and the whole batch was rolled back: the lines as they
 * price now, 400 for a variant gone, else 409 with the stock left. (The test provider has no authorisation to void; a
 * real provider would be told to release it here.)
 */
export async function raceLost(d1: D1Database, storeId: number, req: CheckoutRequest): Promise<ApiError> {
  const now = await priceLines(d1, storeId, req.items);
  refuseLines(now);
  const detail = shortLines(now);
  const changed = now.map((l) => ({ loc: ['items', String(l.index)], msg: 'Stock changed while ordering; please try again' }));
  return outOfStock(detail.length ? detail : changed);
}
