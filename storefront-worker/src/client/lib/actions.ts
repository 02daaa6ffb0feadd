// Add to Cart / Add to Wishlist / Quick view buttons ([data-sf-action] + data-id), wired once by delegation.
import type { IslandProduct } from '../../shared/island';
import { shopStore } from './browser-store';
import { pageData, t } from './page-data';
import { toast } from './toasts';

export type QuickView = (p: IslandProduct) => void;

function productById(id: number): IslandProduct | undefined {
  return pageData().products?.find((p) => p.id === id);
}

/** Adds one more, never past the stock the page was rendered with (the cart page checks again). */
export function addToCart(p: IslandProduct) {
  const quantity = (items: { id: number; quantity: number }[]) => items.find((i) => i.id === p.id)?.quantity ?? 0;
  const before = quantity(shopStore().cart().items);
  const added = quantity(shopStore().addToCart(p, p.stock).items) > before;
  toast(added ? t('toasts.addedToCart') : t('toasts.shop_allInCart', { count: p.stock }), added ? 'success' : 'info');
}

export function addToWishlist(p: IslandProduct) {
  toast(shopStore().addToWishlist(p) ? t('toasts.addedToWishlist') : t('toasts.alreadyInWishlist'), 'success');
}

export function initActions(quickView?: QuickView) {
  document.addEventListener('click', (e) => {
    const button = (e.target as Element).closest<HTMLElement>('[data-sf-action]');
    if (!button) return;
    const p = productById(Number(button.dataset.id));
    if (!p) return;
    const action = button.dataset.sfAction;
    if (action === 'cart') addToCart(p);
    else if (action === 'wishlist') addToWishlist(p);
    else if (action === 'quick' && quickView) quickView(p);
  });
}
