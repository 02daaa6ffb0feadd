// The wishlist's operations (SPEC §3): a set of products, no quantities.
import { WISHLIST_KEY, itemsOf, wishEntry, wishlistOf, type ProductLike, type Wishlist, type WishlistItem } from './shop-items';
import type { StoredLists } from './stored-lists';

export function wishlistSlice(lists: StoredLists) {
  const load = () => {
    const { raw, others } = lists.read(WISHLIST_KEY);
    return { wishlist: wishlistOf(itemsOf(raw, wishEntry)), others };
  };

  return {
    wishlist: (): Wishlist => load().wishlist,

    /** Adds the product unless it is already there; true when it was added. */
    addToWishlist(p: ProductLike): boolean {
      const { wishlist, others } = load();
      if (wishlist.items.some((i) => i.id === p.id)) return false;
      lists.write(WISHLIST_KEY, wishlistOf([...wishlist.items, wishEntry(p) as WishlistItem]), others);
      return true;
    },
    removeFromWishlist(id: number): Wishlist {
      const { wishlist, others } = load();
      const next = wishlistOf(wishlist.items.filter((i) => i.id !== id));
      lists.write(WISHLIST_KEY, next, others);
      return next;
    },
    clearWishlist(): Wishlist {
      const next = wishlistOf([]);
      lists.write(WISHLIST_KEY, next, load().others);
      return next;
    },
  };
}
