// Checkout success: the order is placed, so the cart is cleared on arrival (SPEC §2) and the order number shown.
import { LAST_ORDER_KEY } from '../store/checkout-attempt';
import { shopStore } from '../lib/browser-store';
import { $, show } from '../lib/dom';
import { initHeader } from '../lib/header';
import { pageData, t } from '../lib/page-data';

initHeader();
shopStore().clearCart();
try {
  const last = JSON.parse(sessionStorage.getItem(LAST_ORDER_KEY) ?? 'null') as { store: number; id: number } | null;
  const el = $('[data-sf-order]');
  if (el && last && last.store === pageData().storeId) {
    el.textContent = t('success.order', { id: last.id });
    show(el, true);
  }
} catch {
  // no order number to show
}
