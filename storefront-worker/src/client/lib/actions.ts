// Add to Cart / Add to Wishlist / Quick view buttons ([data-sf-action] + data-id), wired once by delegation.
import type { IslandProduct } from '../../shared/island';
import { variantOffer } from '../../shared/variant-choice';
import { lineKey, type CartOffer } from '../store/shop-items';
import { shopStore } from './browser-store';
import { pageData, t } from './page-data';
import { toast } from './toasts';

export type QuickView = (p: IslandProduct) => void;

function productById(id: number): IslandProduct | undefined {
  return pageData().products?.find((p) => p.id === id);
}

/** Adds one more of the line (product, and variant if any), never past its stock on the page (the cart checks again). */
export function addToCart(p: CartOffer & { stock: number }) {
  const key = lineKey(p);
  const quantity = (items: { id: number; variant_id?: number; quantity: number }[]) => items.find((i) => lineKey(i) === key)?.quantity ?? 0;
  const before = quantity(shopStore().cart().items);
  const added = quantity(shopStore().addToCart(p, p.stock).items) > before;
  toast(added ? t('toasts.addedToCart') : t('toasts.shop_allInCart', { count: p.stock }), added ? 'success' : 'info');
}

export function addToWishlist(p: IslandProduct) {
  toast(shopStore().addToWishlist(p) ? t('toasts.addedToWishlist') : t('toasts.alreadyInWishlist'), 'success');
}

/**
 * A button with data-variant (the product page of a product with options) buys the variant the picker chose, never
 * the bare product; "" there means no variant has the chosen values, and nothing is added.
 */
function cartAction(p: IslandProduct, button: HTMLElement) {
  if (button.dataset.variant === undefined) return addToCart(p);
  const v = pageData().variants?.variants.find((x) => x.id === Number(button.dataset.variant));
  if (v && v.stock > 0) addToCart(variantOffer(p, v));
}

export function initActions(quickView?: QuickView) {
  document.addEventListener('click', (e) => {
    const button = (e.target as Element).closest<HTMLElement>('[data-sf-action]');
    if (!button) return;
    const p = productById(Number(button.dataset.id));
    if (!p) return;
    const action = button.dataset.sfAction;
    if (action === 'cart') cartAction(p, button);
    else if (action === 'wishlist') addToWishlist(p);
    else if (action === 'quick' && quickView) quickView(p);
  });
}
