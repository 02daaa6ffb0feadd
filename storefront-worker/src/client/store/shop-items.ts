// The lines of the cart and wishlist (SPEC §3) and how they are read back from storage: anything stored is
// untrusted (another tab, an older build, a user's devtools), so every field is parsed, never cast.
import { MAX_LINE_QUANTITY } from '@app/contracts/constants';

export interface CartItem {
  id: number;
  name: string;
  price: number;
  image_url: string;
  description: string;
  quantity: number;
  /**
   * The variant bought (DESIGN §17), with its values as shoppers read them ("M / Red"). Absent for a product without
   * options (its default variant), so such a line keeps the SPEC §3 shape.
   */
  variant_id?: number;
  variant_title?: string;
}
/**
 * The wishlist keeps products, not variants: the shopper picks a variant when adding to the cart. `has_options` (kept
 * only when true) sends its "Add to cart" to the product page to choose one; a cart line never carries it.
 */
export type WishlistItem = Omit<CartItem, 'quantity' | 'variant_id' | 'variant_title'> & { has_options?: boolean };
export interface Cart {
  items: CartItem[];
  totalQuantity: number;
  totalPrice: number;
}
export interface Wishlist {
  items: WishlistItem[];
  wishlistQuantity: number;
}
/** What a product offers to the store: the line fields of SPEC §3 (extra fields are ignored). */
export type ProductLike = WishlistItem;
/** What the cart is given: a product, and the variant chosen when it has options. */
export type CartOffer = ProductLike & { variant_id?: number | null; variant_title?: string };

/** A cart line's identity: its product and variant (two sizes of one shirt are two lines). */
export const lineKey = (line: { id: number; variant_id?: number | null }): string =>
  line.variant_id ? `${line.id}:${line.variant_id}` : String(line.id);

export const CART_KEY = 'cart';
export const WISHLIST_KEY = 'wishlist';

const num = (v: unknown, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function wishItem(raw: unknown): WishlistItem | null {
  const r = raw as Partial<CartItem> | null;
  if (!r || typeof r !== 'object' || !Number.isSafeInteger(r.id) || (r.id as number) < 1) return null;
  return {
    id: r.id as number,
    name: str(r.name),
    price: Math.max(0, num(r.price)),
    image_url: str(r.image_url),
    description: str(r.description),
  };
}
/** A stored wishlist line: wishItem's fields, and has_options when true. */
export function wishEntry(raw: unknown): WishlistItem | null {
  const base = wishItem(raw);
  return base && (raw as { has_options?: unknown }).has_options === true ? { ...base, has_options: true } : base;
}
export function cartItem(raw: unknown): CartItem | null {
  const base = wishItem(raw);
  if (!base) return null;
  const r = raw as Partial<CartItem>;
  const q = Math.floor(num(r.quantity, 1));
  const line: CartItem = { ...base, quantity: Math.min(MAX_LINE_QUANTITY, Math.max(1, q)) };
  if (Number.isSafeInteger(r.variant_id) && (r.variant_id as number) > 0) {
    line.variant_id = r.variant_id as number;
    line.variant_title = str(r.variant_title);
  }
  return line;
}

/** Totals are always derived from the lines (in cents, so 0.1 + 0.2 is 0.30). */
export function cartOf(items: CartItem[]): Cart {
  const cents = items.reduce((s, i) => s + Math.round(i.price * 100) * i.quantity, 0);
  return { items, totalQuantity: items.reduce((s, i) => s + i.quantity, 0), totalPrice: cents / 100 };
}
export const wishlistOf = (items: WishlistItem[]): Wishlist => ({ items, wishlistQuantity: items.length });

/** The valid lines of a stored list (`{items: [...]}`); invalid lines are dropped. */
export function itemsOf<T>(raw: unknown, parse: (x: unknown) => T | null): T[] {
  const list = (raw as { items?: unknown } | null)?.items;
  return Array.isArray(list) ? list.map(parse).filter((x): x is T => x !== null) : [];
}
