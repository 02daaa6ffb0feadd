// The cart and wishlist of SPEC §3, kept on the device under the fixed keys `cart` and `wishlist`, shared by every
// island. Framework-free and storage-injected, so it is tested without a browser. Composed of the per-store storage
// (stored-lists.ts) and one slice per list.
import { cartSlice } from './cart-slice';
import { createStoredLists, type StorageLike } from './stored-lists';
import { wishlistSlice } from './wishlist-slice';

export {
  CART_KEY,
  WISHLIST_KEY,
  cartOf,
  lineKey,
  type Cart,
  type CartItem,
  type CartOffer,
  type ProductLike,
  type Wishlist,
  type WishlistItem,
} from './shop-items';
export type { StorageLike } from './stored-lists';

export function createShopStore(storage: StorageLike, websiteId: number) {
  const lists = createStoredLists(storage, websiteId);
  return {
    websiteId,
    ...cartSlice(lists),
    ...wishlistSlice(lists),
    subscribe: lists.subscribe,
    notify: lists.notify,
  };
}
export type ShopStore = ReturnType<typeof createShopStore>;
