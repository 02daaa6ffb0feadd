// Add to Cart / Add to Wishlist / Quick view buttons ([data-sf-action] + data-id), wired once by delegation.
import type { IslandProduct } from '../../shared/island';
import { shopStore } from './browser-store';
import { pageData, t } from './page-data';
import { toast } from './toasts';

export type QuickView = (p: IslandProduct) => void;

export function productById(id: number): IslandProduct | undefined {
  return pageData().products?.find((p) => p.id === id);
}

export function addToCart(p: IslandProduct) {
  shopStore().addToCart(p, p.stock); // never more than the page says is in stock
  toast(t('toasts.addedToCart'));
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
