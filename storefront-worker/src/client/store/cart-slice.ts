// The cart's operations (SPEC §3): every change reads the stored cart afresh, so two tabs never overwrite each other.
import { MAX_LINE_QUANTITY } from '@app/contracts/constants';
import {
  CART_KEY,
  cartItem,
  cartOf,
  itemsOf,
  lineKey,
  wishItem,
  type Cart,
  type CartItem,
  type CartOffer,
  type WishlistItem,
} from './shop-items';
import type { Parked, StoredLists } from './stored-lists';

export function cartSlice(lists: StoredLists) {
  const load = () => {
    const { raw, others } = lists.read(CART_KEY);
    return { cart: cartOf(itemsOf(raw, cartItem)), others };
  };
  const save = (items: CartItem[], others: Parked) => {
    const cart = cartOf(items);
    lists.write(CART_KEY, cart, others);
    return cart;
  };

  return {
    cart: (): Cart => load().cart,

    /**
     * Adds one of the product (of its chosen variant), or one more when that line is already in the cart (never more
     * than `max`, its stock).
     */
    addToCart(p: CartOffer, max: number = MAX_LINE_QUANTITY): Cart {
      const { cart, others } = load();
      const key = lineKey(p);
      const line = cart.items.find((i) => lineKey(i) === key);
      const added: CartItem = {
        ...(wishItem(p) as WishlistItem),
        quantity: 1,
        ...(p.variant_id && { variant_id: p.variant_id, variant_title: p.variant_title ?? '' }),
      };
      const items = line
        ? cart.items.map((i) =>
            lineKey(i) === key ? { ...i, quantity: Math.max(1, Math.min(MAX_LINE_QUANTITY, max, i.quantity + 1)) } : i,
          )
        : [...cart.items, added];
      return save(items, others);
    },
    /** Removes a line by its key (lineKey). */
    removeFromCart(key: string): Cart {
      const { cart, others } = load();
      return save(
        cart.items.filter((i) => lineKey(i) !== key),
        others,
      );
    },
    /**
     * Sets a line's quantity (by its lineKey): at least 1, at most `max` (what is in stock) and MAX_LINE_QUANTITY. Non-numeric input is
     * ignored: returns null and changes nothing.
     */
    setQuantity(key: string, value: string | number, max: number = MAX_LINE_QUANTITY): Cart | null {
      const n = typeof value === 'number' ? value : String(value).trim() === '' ? NaN : Number(value);
      if (!Number.isFinite(n)) return null;
      const quantity = Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(max)), Math.max(1, Math.floor(n)));
      const { cart, others } = load();
      if (!cart.items.some((i) => lineKey(i) === key)) return null;
      return save(
        cart.items.map((i) => (lineKey(i) === key ? { ...i, quantity } : i)),
        others,
      );
    },
    clearCart(): Cart {
      return save([], load().others);
    },
    /** Replaces the lines (re-pricing); quantities are kept as given. */
    replaceCart(items: CartItem[]): Cart {
      return save(
        items.map(cartItem).filter((i): i is CartItem => i !== null),
        load().others,
      );
    },
  };
}
