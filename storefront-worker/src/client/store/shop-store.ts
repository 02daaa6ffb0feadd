// The cart and wishlist of SPEC §3, kept on the device under the fixed keys `cart` and `wishlist`, shared by every
// island. Framework-free and storage-injected, so it is tested without a browser.
//
// Per store: every store under /published/* shares one origin and so one localStorage. The stored object keeps
// SPEC's shape at its top level ({items, totalQuantity, totalPrice} / {items, wishlistQuantity}) for the store it
// belongs to (`website_id`), and parks other stores' lists under `other_stores` by id. A page of store B therefore
// never shows store A's items, and going back to A finds its cart intact.
import { MAX_LINE_QUANTITY } from '@app/contracts/constants';

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface CartItem {
  id: number;
  name: string;
  price: number;
  image_url: string;
  description: string;
  quantity: number;
}
export type WishlistItem = Omit<CartItem, 'quantity'>;
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

export const CART_KEY = 'cart';
export const WISHLIST_KEY = 'wishlist';

type Stored<T> = T & { website_id?: number; other_stores?: Record<string, T> };

const num = (v: unknown, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

function wishItem(raw: unknown): WishlistItem | null {
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
function cartItem(raw: unknown): CartItem | null {
  const base = wishItem(raw);
  if (!base) return null;
  const q = Math.floor(num((raw as CartItem).quantity, 1));
  return { ...base, quantity: Math.min(MAX_LINE_QUANTITY, Math.max(1, q)) };
}

/** Totals are always derived from the lines (in cents, so 0.1 + 0.2 is 0.30). */
export function cartOf(items: CartItem[]): Cart {
  const cents = items.reduce((s, i) => s + Math.round(i.price * 100) * i.quantity, 0);
  return { items, totalQuantity: items.reduce((s, i) => s + i.quantity, 0), totalPrice: cents / 100 };
}
const wishlistOf = (items: WishlistItem[]): Wishlist => ({ items, wishlistQuantity: items.length });

function itemsOf<T>(raw: unknown, parse: (x: unknown) => T | null): T[] {
  const list = (raw as { items?: unknown } | null)?.items;
  return Array.isArray(list) ? list.map(parse).filter((x): x is T => x !== null) : [];
}

export function createShopStore(storage: StorageLike, websiteId: number) {
  const listeners = new Set<() => void>();

  function read<T>(key: string): { raw: Stored<T> | null; others: Record<string, T> } {
    let raw: Stored<T> | null;
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
      raw = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Stored<T>) : null;
    } catch {
      raw = null;
    }
    const others: Record<string, T> = { ...(raw?.other_stores ?? {}) };
    // Another store's list: park it, and take this store's parked list (if any) as the current one.
    if (raw && raw.website_id !== undefined && raw.website_id !== websiteId) {
      const { website_id, other_stores: _, ...own } = raw;
      others[String(website_id)] = own as unknown as T;
      raw = (others[String(websiteId)] as Stored<T>) ?? null;
    }
    delete others[String(websiteId)];
    return { raw, others };
  }

  function write<T extends object>(key: string, value: T, others: Record<string, T>) {
    const doc: Stored<T> = { ...value, website_id: websiteId };
    if (Object.keys(others).length) doc.other_stores = others;
    try {
      storage.setItem(key, JSON.stringify(doc));
    } catch {
      // storage full or disabled: the change lasts for this page only
    }
    listeners.forEach((fn) => fn());
  }

  const loadCart = () => {
    const { raw, others } = read<Cart>(CART_KEY);
    return { cart: cartOf(itemsOf(raw, cartItem)), others };
  };
  const loadWishlist = () => {
    const { raw, others } = read<Wishlist>(WISHLIST_KEY);
    return { wishlist: wishlistOf(itemsOf(raw, wishItem)), others };
  };
  const saveCart = (items: CartItem[], others: Record<string, Cart>) => {
    const cart = cartOf(items);
    write(CART_KEY, cart, others);
    return cart;
  };

  return {
    websiteId,
    cart: (): Cart => loadCart().cart,
    wishlist: (): Wishlist => loadWishlist().wishlist,

    /** Adds one of the product, or one more when it is already in the cart (never more than `max`, its stock). */
    addToCart(p: ProductLike, max: number = MAX_LINE_QUANTITY): Cart {
      const { cart, others } = loadCart();
      const line = cart.items.find((i) => i.id === p.id);
      const items = line
        ? cart.items.map((i) => (i.id === p.id ? { ...i, quantity: Math.max(1, Math.min(MAX_LINE_QUANTITY, max, i.quantity + 1)) } : i))
        : [...cart.items, { ...(wishItem(p) as WishlistItem), quantity: 1 }];
      return saveCart(items, others);
    },
    removeFromCart(id: number): Cart {
      const { cart, others } = loadCart();
      return saveCart(
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
      const { cart, others } = loadCart();
      if (!cart.items.some((i) => i.id === id)) return null;
      return saveCart(
        cart.items.map((i) => (i.id === id ? { ...i, quantity } : i)),
        others,
      );
    },
    clearCart(): Cart {
      return saveCart([], loadCart().others);
    },
    /** Replaces the lines (re-pricing); quantities are kept as given. */
    replaceCart(items: CartItem[]): Cart {
      return saveCart(
        items.map(cartItem).filter((i): i is CartItem => i !== null),
        loadCart().others,
      );
    },

    /** Adds the product unless it is already there; true when it was added. */
    addToWishlist(p: ProductLike): boolean {
      const { wishlist, others } = loadWishlist();
      if (wishlist.items.some((i) => i.id === p.id)) return false;
      write(WISHLIST_KEY, wishlistOf([...wishlist.items, wishItem(p) as WishlistItem]), others);
      return true;
    },
    removeFromWishlist(id: number): Wishlist {
      const { wishlist, others } = loadWishlist();
      const next = wishlistOf(wishlist.items.filter((i) => i.id !== id));
      write(WISHLIST_KEY, next, others);
      return next;
    },
    clearWishlist(): Wishlist {
      const next = wishlistOf([]);
      write(WISHLIST_KEY, next, loadWishlist().others);
      return next;
    },

    /** Called after every change (and by the browser wrapper when another tab changes the storage). */
    subscribe(fn: () => void): () => void {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    notify() {
      listeners.forEach((fn) => fn());
    },
  };
}
export type ShopStore = ReturnType<typeof createShopStore>;
