// The cart's operations (SPEC §3): every change reads the stored cart afresh, so two tabs never overwrite each other.
import { MAX_LINE_QUANTITY } from '@app/contracts/constants';
import { CART_KEY, cartItem, cartOf, itemsOf, wishItem, type Cart, type CartItem, type ProductLike, type WishlistItem } from './shop-items';
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

    /** Adds one of the product, or one more when it is already in the cart (never more than `max`, its stock). */
    addToCart(p: ProductLike, max: number = MAX_LINE_QUANTITY): Cart {
      const { cart, others } = load();
      const line = cart.items.find((i) => i.id === p.id);
      const items = line
        ? cart.items.map((i) => (i.id === p.id ? { ...i, quantity: Math.max(1, Math.min(MAX_LINE_QUANTITY, max, i.quantity + 1)) } : i))
        : [...cart.items, { ...(wishItem(p) as WishlistItem), quantity: 1 }];
      return save(items, others);
    },
    removeFromCart(id: number): Cart {
      const { cart, others } = load();
      return save(
        cart.items.filter((i) => i.id !== id),
        others,
      );
    },
    /**
     * Sets a line's quantity: at least 1, at most `max` (what is in stock) and MAX_LINE_QUANTITY. Non-numeric input is
     * ignored: returns null and changes nothing.
     */
    setQuantity(id: number, value: string | number, max: number = MAX_LINE_QUANTITY): Cart | null {
      const n = typeof value === 'number' ? value : String(value).trim() === '' ? NaN : Number(value);
      if (!Number.isFinite(n)) return null;
      const quantity = Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(max)), Math.max(1, Math.floor(n)));
      const { cart, others } = load();
      if (!cart.items.some((i) => i.id === id)) return null;
      return save(
        cart.items.map((i) => (i.id === id ? { ...i, quantity } : i)),
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
