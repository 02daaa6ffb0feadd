// Re-pricing: the cart keeps the price a product had when it was added; the cart and checkout pages compare every
// line with the store's current product data and report what changed. Quantities are clamped to what is in stock;
// a sold-out line stays (so the shopper sees it) but is left out of what can be paid. Pure, tested without a network.
import { cartOf, lineKey, type Cart, type CartItem } from './shop-store';

export interface CurrentProduct {
  id: number;
  name: string;
  price: number;
  stock: number;
  description: string;
  image_urls: string[];
}

export type Change =
  | { kind: 'price'; name: string; old: number; new: number }
  | { kind: 'removed'; name: string }
  | { kind: 'soldOut'; name: string }
  | { kind: 'lowStock'; name: string; stock: number };

export interface Repriced {
  items: CartItem[];
  changes: Change[];
  /** Current stock per line (lineKey), for the quantity inputs. */
  stock: Record<string, number>;
}

/**
 * `keepNames`: on a page under a language prefix the lines keep the name and description they were added with (in a
 * language of the store), since the public product data is in the default language only.
 */
export function reprice(items: CartItem[], current: CurrentProduct[], keepNames = false): Repriced {
  const byId = new Map(current.map((p) => [p.id, p]));
  const changes: Change[] = [];
  const stock: Record<string, number> = {};
  const next: CartItem[] = [];
  for (const line of items) {
    const p = byId.get(line.id);
    if (!p) {
      changes.push({ kind: 'removed', name: line.name });
      continue;
    }
    const name = keepNames ? line.name : p.name;
    if (Math.round(p.price * 100) !== Math.round(line.price * 100)) changes.push({ kind: 'price', name, old: line.price, new: p.price });
    if (p.stock <= 0) changes.push({ kind: 'soldOut', name });
    else if (p.stock < line.quantity) changes.push({ kind: 'lowStock', name, stock: p.stock });
    stock[lineKey(line)] = p.stock;
    const quantity = p.stock > 0 ? Math.min(line.quantity, p.stock) : line.quantity;
    next.push({
      ...line,
      quantity,
      name,
      price: p.price,
      description: keepNames ? line.description : p.description,
      image_url: p.image_urls[0] ?? line.image_url,
    });
  }
  return { items: next, changes, stock };
}

/** A line is sold out when the last check found no stock for it (unknown stock counts as available). */
export const isSoldOut = (key: string, stock: Record<string, number>) => stock[key] !== undefined && stock[key] <= 0;

/** What can be paid: the cart without its sold-out lines (totals from the rest), and the sold-out lines. */
export function payable(items: CartItem[], stock: Record<string, number>): { cart: Cart; soldOut: CartItem[] } {
  return {
    cart: cartOf(items.filter((i) => !isSoldOut(lineKey(i), stock))),
    soldOut: items.filter((i) => isSoldOut(lineKey(i), stock)),
  };
}
