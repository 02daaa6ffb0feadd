// The framework-free cart and wishlist store (SPEC §3, §4), against an in-memory Storage.
import { describe, expect, it } from 'vitest';
import { CART_KEY, createShopStore, lineKey, WISHLIST_KEY, type StorageLike } from '../src/client/store/shop-store';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}
const product = (id: number, price = 10, extra: object = {}) => ({
  id,
  name: `P${id}`,
  price,
  image_url: `/media/${id}.jpg`,
  description: `About ${id}`,
  stock: 9,
  ...extra,
});
const stored = (s: ReturnType<typeof memoryStorage>, key: string) => JSON.parse(s.data.get(key)!);

describe('cart', () => {
  it('adds with quantity 1 and increments when added again; totals follow', () => {
    const storage = memoryStorage();
    const store = createShopStore(storage, 1);
    store.addToCart(product(1, 12.5));
    store.addToCart(product(1, 12.5));
    const cart = store.addToCart(product(2, 0.1));
    expect(cart.items.map((i) => [i.id, i.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(cart.totalQuantity).toBe(3);
    expect(cart.totalPrice).toBe(25.1);
  });

  it('keeps the SPEC §3 shape under the key `cart` (only the line fields, plus the store id)', () => {
    const storage = memoryStorage();
    createShopStore(storage, 7).addToCart(product(3, 4.2));
    expect(stored(storage, CART_KEY)).toEqual({
      items: [{ id: 3, name: 'P3', price: 4.2, image_url: '/media/3.jpg', description: 'About 3', quantity: 1 }],
      totalQuantity: 1,
      totalPrice: 4.2,
      website_id: 7,
    });
  });

  it('removes a line and clears the cart', () => {
    const store = createShopStore(memoryStorage(), 1);
    store.addToCart(product(1));
    store.addToCart(product(2));
    expect(store.removeFromCart('1').items.map((i) => i.id)).toEqual([2]);
    expect(store.clearCart()).toEqual({ items: [], totalQuantity: 0, totalPrice: 0 });
  });

  it('sets a quantity of at least 1 and ignores non-numeric input', () => {
    const store = createShopStore(memoryStorage(), 1);
    store.addToCart(product(1, 2));
    expect(store.setQuantity('1', '5')!.totalPrice).toBe(10);
    expect(store.setQuantity('1', 0)!.items[0].quantity).toBe(1);
    expect(store.setQuantity('1', '-3')!.items[0].quantity).toBe(1);
    expect(store.setQuantity('1', '2.7')!.items[0].quantity).toBe(2);
    expect(store.setQuantity('1', 'abc')).toBeNull();
    expect(store.setQuantity('1', '')).toBeNull();
    expect(store.setQuantity('1', '  ')).toBeNull();
    expect(store.cart().items[0].quantity).toBe(2);
    expect(store.setQuantity('99', '3')).toBeNull();
    expect(store.setQuantity('1', 1e9)!.items[0].quantity).toBe(999);
  });

  it('adds cents exactly', () => {
    const store = createShopStore(memoryStorage(), 1);
    store.addToCart(product(1, 0.1));
    expect(store.addToCart(product(2, 0.2)).totalPrice).toBe(0.3);
  });

  it('survives damaged storage', () => {
    const storage = memoryStorage();
    storage.setItem(CART_KEY, '{not json');
    storage.setItem(WISHLIST_KEY, '[1,2]');
    const store = createShopStore(storage, 1);
    expect(store.cart()).toEqual({ items: [], totalQuantity: 0, totalPrice: 0 });
    storage.setItem(CART_KEY, JSON.stringify({ items: [{ id: 'x' }, { id: 2, name: 'ok', price: 'free', quantity: -4 }, null] }));
    expect(store.cart().items).toEqual([{ id: 2, name: 'ok', price: 0, image_url: '', description: '', quantity: 1 }]);
  });

  it('keeps each store its own cart on one origin, and gives it back', () => {
    const storage = memoryStorage();
    const a = createShopStore(storage, 1);
    const b = createShopStore(storage, 2);
    a.addToCart(product(1));
    expect(b.cart().items).toEqual([]);
    b.addToCart(product(50));
    expect(a.cart().items.map((i) => i.id)).toEqual([1]);
    expect(b.cart().items.map((i) => i.id)).toEqual([50]);
    expect(stored(storage, CART_KEY).website_id).toBe(2);
    expect(stored(storage, CART_KEY).other_stores['1'].items[0].id).toBe(1);
    a.clearCart();
    expect(b.cart().items.map((i) => i.id)).toEqual([50]);
  });

  it('tells subscribers about changes', () => {
    const store = createShopStore(memoryStorage(), 1);
    let calls = 0;
    const off = store.subscribe(() => calls++);
    store.addToCart(product(1));
    store.addToWishlist(product(1));
    off();
    store.clearCart();
    expect(calls).toBe(2);
  });
});

describe('wishlist', () => {
  it('adds only when absent, removes, clears, with the SPEC §3 shape', () => {
    const storage = memoryStorage();
    const store = createShopStore(storage, 3);
    expect(store.addToWishlist(product(1))).toBe(true);
    expect(store.addToWishlist(product(1))).toBe(false);
    expect(store.addToWishlist(product(2))).toBe(true);
    expect(stored(storage, WISHLIST_KEY)).toEqual({
      items: [
        { id: 1, name: 'P1', price: 10, image_url: '/media/1.jpg', description: 'About 1' },
        { id: 2, name: 'P2', price: 10, image_url: '/media/2.jpg', description: 'About 2' },
      ],
      wishlistQuantity: 2,
      website_id: 3,
    });
    expect(store.removeFromWishlist(1).wishlistQuantity).toBe(1);
    expect(store.clearWishlist()).toEqual({ items: [], wishlistQuantity: 0 });
  });
});

describe('stock-aware cart', () => {
  it('clamps a typed quantity to the stock (100 asked, 8 left -> 8) and adding never passes the stock', () => {
    const store = createShopStore(memoryStorage(), 1);
    store.addToCart({ id: 1, name: 'Mug', price: 2, image_url: '', description: '' }, 2);
    expect(store.setQuantity('1', '100', 8)!.items[0].quantity).toBe(8);
    expect(store.setQuantity('1', '3', 8)!.items[0].quantity).toBe(3);
    expect(store.setQuantity('1', '0', 8)!.items[0].quantity).toBe(1);
    store.setQuantity('1', '2', 8);
    expect(store.addToCart({ id: 1, name: 'Mug', price: 2, image_url: '', description: '' }, 2).items[0].quantity).toBe(2);
  });

  it('keeps each variant of a product as its own line, keyed by product and variant', () => {
    const storage = memoryStorage();
    const store = createShopStore(storage, 1);
    const shirt = { id: 4, name: 'Shirt', price: 20, image_url: '', description: '' };
    store.addToCart({ ...shirt, variant_id: 11, variant_title: 'M / Red' });
    store.addToCart({ ...shirt, variant_id: 12, variant_title: 'L / Red' });
    const cart = store.addToCart({ ...shirt, variant_id: 11, variant_title: 'M / Red' });
    expect(cart.items.map((i) => [lineKey(i), i.quantity, i.variant_title])).toEqual([
      ['4:11', 2, 'M / Red'],
      ['4:12', 1, 'L / Red'],
    ]);
    expect(store.setQuantity('4:12', '3')!.items[1]!.quantity).toBe(3);
    expect(store.removeFromCart('4:11').items.map(lineKey)).toEqual(['4:12']);
    // Read back from storage: the variant survives; a forged variant id is dropped to a plain product line.
    expect(createShopStore(storage, 1).cart().items[0]).toMatchObject({ variant_id: 12, variant_title: 'L / Red' });
    storage.setItem('cart', JSON.stringify({ website_id: 1, items: [{ ...shirt, quantity: 1, variant_id: -2, variant_title: 'x' }] }));
    expect(createShopStore(storage, 1).cart().items[0]).not.toHaveProperty('variant_id');
  });
});
