// The bounds of what one anonymous client's unpaid orders may hold (#32, contracts HOLD_*), as Shopify and Stripe
// bound a buyer's reservations: checkout reads what the client holds, refuses a cart that would pass a bound with 409
// hold_limit naming the products, and its order batch repeats the check as a guard (db/holds.ts) for racing requests.
import { ERROR_TEXT, HOLD_MAX_CODE_USES, HOLD_MAX_UNITS_PER_PRODUCT, HOLD_MAX_UNITS_PER_STORE, type ErrorDetail } from '@app/contracts';
import type { Bindings } from '../env';
import { ApiError } from '../errors';
import { hmacHex } from '../lib/crypto';
import { clientHolds, type Holds } from '../db/holds';
import type { NewOrderItem } from '../db/orders';
import type { PricingDiscount } from '@app/contracts';

/**
 * What orders.client_key stores: a keyed hash of the store and the caller's address (lib/client.ts), so the orders
 * table never keeps an address and the same address in another store is another key.
 */
export async function holdClientKey(env: Pick<Bindings, 'SESSION_SECRET'>, websiteId: number, client: string): Promise<string> {
  return (await hmacHex(`holds:${env.SESSION_SECRET}`, `${websiteId}:${client}`)).slice(0, 32);
}

/** The discount whose uses are bounded: only a code with a usage limit (an unlimited code holds nothing scarce). */
export const limitedDiscountId = (d: PricingDiscount | null) => (d && d.usage_limit != null ? d.id : null);

export const holdLimit = (detail: ErrorDetail[]) => new ApiError(409, 'hold_limit', ERROR_TEXT.hold_limit, detail);

/** The refusal details of a cart over the bounds, given what the client already holds; [] when it fits. */
export function holdProblems(holds: Holds, items: NewOrderItem[], limitedCode: number | null): ErrorDetail[] {
  const wanted = new Map<number, { index: number; quantity: number }>();
  items.forEach((it, index) => {
    const w = wanted.get(it.product_id);
    wanted.set(it.product_id, { index: w?.index ?? index, quantity: (w?.quantity ?? 0) + it.quantity });
  });
  const problems: ErrorDetail[] = [];
  for (const [productId, w] of wanted) {
    const held = holds.units.get(productId) ?? 0;
    if (held + w.quantity > HOLD_MAX_UNITS_PER_PRODUCT) {
      problems.push({
        loc: ['body', 'items', String(w.index), 'quantity'],
        msg: `At most ${HOLD_MAX_UNITS_PER_PRODUCT} of one product may wait for payment at once`,
        product_id: productId,
        requested: w.quantity,
        available: Math.max(0, HOLD_MAX_UNITS_PER_PRODUCT - held),
      });
    }
  }
  const heldTotal = [...holds.units.values()].reduce((a, b) => a + b, 0);
  const cartTotal = items.reduce((a, it) => a + it.quantity, 0);
  if (!problems.length && heldTotal + cartTotal > HOLD_MAX_UNITS_PER_STORE) {
    problems.push({
      loc: ['body', 'items'],
      msg: `At most ${HOLD_MAX_UNITS_PER_STORE} items may wait for payment at once`,
      requested: cartTotal,
      available: Math.max(0, HOLD_MAX_UNITS_PER_STORE - heldTotal),
    });
  }
  if (limitedCode != null && holds.codeUses + 1 > HOLD_MAX_CODE_USES) {
    problems.push({ loc: ['body', 'discount_code'], msg: `This code is already used by ${HOLD_MAX_CODE_USES} of your unpaid orders` });
  }
  return problems;
}

/** 409 hold_limit before anything is written when the cart would pass a bound. */
export async function refuseOverHolds(
  d1: D1Database,
  websiteId: number,
  clientKey: string,
  items: NewOrderItem[],
  discount: PricingDiscount | null,
): Promise<void> {
  const code = limitedDiscountId(discount);
  const problems = holdProblems(await clientHolds(d1, websiteId, clientKey, code), items, code);
  if (problems.length) throw holdLimit(problems);
}
