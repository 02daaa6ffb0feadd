// Re-pricing by the server (DESIGN §17): the cart keeps the price a line had when it was added; the cart and checkout
// pages send the lines to POST /stores/{id}/cart/price and take from its answer each line's current unit price, name,
// variant title and stock, and the totals. What changed since a line was added is reported with the notices shoppers
// already know (price, sold out, low stock, removed). Pure, tested without a network.
import type { AppliedDiscount, CartPriceItem, CartPriceRequest, CartPriceResponse } from '@app/contracts/discounts';
import { cartOf, lineKey, type CartItem } from './shop-items';

/** What blocks a line from checkout until the shopper removes it. */
export type LineProblem = 'soldOut' | 'variant_required' | 'variant_not_found' | 'unavailable';

export type Change =
  | { kind: 'price'; name: string; old: number; new: number }
  | { kind: 'removed'; name: string }
  | { kind: 'soldOut'; name: string }
  | { kind: 'lowStock'; name: string; stock: number }
  | { kind: 'problem'; name: string; problem: Exclude<LineProblem, 'soldOut'> };

export interface LineCheck {
  stock: number;
  problem: LineProblem | null;
}

export interface Repriced {
  items: CartItem[];
  changes: Change[];
  /** Per line (lineKey): the stock left and what blocks it, for the quantity inputs and the marks. */
  lines: Record<string, LineCheck>;
}

/** The order and price request's lines: product, variant when one was chosen, quantity. */
export const orderItems = (items: CartItem[]): (CartPriceItem & { variant_id?: number })[] =>
  items.map((i) => ({ product_id: i.id, ...(i.variant_id && { variant_id: i.variant_id }), quantity: i.quantity }));

export const priceRequest = (items: CartItem[], code: string | null): CartPriceRequest => ({
  items: orderItems(items),
  ...(code && { discount_code: code }),
});

/**
 * The answer's line for a cart line: the same variant; for a line without one, its product's default variant (no
 * title) or the refusal (no variant id). Its problem is the one listed for that product and variant.
 */
function entryFor(answer: CartPriceResponse, item: CartItem) {
  const mine = answer.lines.filter((l) => l.product_id === item.id);
  const line = item.variant_id
    ? mine.find((l) => l.variant_id === item.variant_id)
    : mine.find((l) => l.variant_id === null || !l.variant_title);
  const problem = line && answer.problems.find((p) => p.product_id === line.product_id && p.variant_id === line.variant_id);
  return { line, code: problem?.code as string | undefined };
}

const PROBLEMS: Record<string, Exclude<LineProblem, 'soldOut'>> = {
  variant_required: 'variant_required',
  variant_not_found: 'variant_not_found',
};

/** One line against its answer: the updated line (or null when the product is gone), its check and its changes. */
function repriceLine(item: CartItem, answer: CartPriceResponse, keepNames: boolean) {
  const { line, code } = entryFor(answer, item);
  const changes: Change[] = [];
  if (!line) return { item, check: null, changes };
  const name = keepNames || !line.name ? item.name : line.name;
  if (code === 'product_not_found') return { item: null, check: null, changes: [{ kind: 'removed', name: item.name } as Change] };
  const other = code && code !== 'out_of_stock' ? (Object.hasOwn(PROBLEMS, code) && PROBLEMS[code]) || 'unavailable' : null;
  if (other) changes.push({ kind: 'problem', name, problem: other });
  else if (Math.round(line.unit_price * 100) !== Math.round(item.price * 100))
    changes.push({ kind: 'price', name, old: item.price, new: line.unit_price });
  const soldOut = !other && line.stock <= 0;
  if (soldOut) changes.push({ kind: 'soldOut', name });
  else if (!other && line.stock < item.quantity) changes.push({ kind: 'lowStock', name, stock: line.stock });
  const next: CartItem = {
    ...item,
    name,
    price: other ? item.price : line.unit_price,
    quantity: soldOut || other ? item.quantity : Math.min(item.quantity, line.stock),
  };
  if (item.variant_id && line.variant_title && !keepNames) next.variant_title = line.variant_title;
  return { item: next, check: { stock: line.stock, problem: other ?? (soldOut ? ('soldOut' as const) : null) }, changes };
}

/**
 * `keepNames`: on a page under a language prefix the lines keep the names they were added with (in a language of the
 * store), since the server prices in the default language. A line of a product that is gone leaves the cart; a
 * sold-out line or one the server cannot sell as it is (its variant) stays, marked, and blocks checkout.
 */
export function reprice(items: CartItem[], answer: CartPriceResponse, keepNames = false): Repriced {
  const out: Repriced = { items: [], changes: [], lines: {} };
  for (const item of items) {
    const r = repriceLine(item, answer, keepNames);
    out.changes.push(...r.changes);
    if (!r.item) continue;
    out.items.push(r.item);
    if (r.check) out.lines[lineKey(r.item)] = r.check;
  }
  return out;
}

/** A line is blocked when the last check found a problem with it (an unchecked line counts as sellable). */
export const problemOf = (key: string, lines: Record<string, LineCheck>): LineProblem | null => lines[key]?.problem ?? null;

export interface Summary {
  count: number;
  subtotal: number;
  discount: AppliedDiscount | null;
  total: number;
  /** The lines that block checkout. */
  blocked: CartItem[];
}

/**
 * The summary: item count of the sellable lines; subtotal, discount and total from the server's answer, or, when
 * the store could not be reached (`answer` null), from the stored prices with no discount.
 */
export function summaryOf(items: CartItem[], answer: CartPriceResponse | null, lines: Record<string, LineCheck>): Summary {
  const blocked = items.filter((i) => problemOf(lineKey(i), lines));
  const local = cartOf(items.filter((i) => !problemOf(lineKey(i), lines)));
  if (!answer) return { count: local.totalQuantity, subtotal: local.totalPrice, discount: null, total: local.totalPrice, blocked };
  return { count: local.totalQuantity, subtotal: answer.subtotal, discount: answer.discount, total: answer.total, blocked };
}
