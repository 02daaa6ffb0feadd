// Cart and checkout pages: compare the cart with the store's current products (GET .../products?ids=) and show
// what changed (price, stock, removed) above the cart.
import { MAX_CART_LINES } from '@app/contracts/constants';
import { publicOperations as ops } from '@app/contracts/operations/public';
import { payable, reprice, type Change, type CurrentProduct } from '../store/reprice';
import type { Cart, CartItem } from '../store/shop-store';
import { shopStore } from './browser-store';
import { $, h } from './dom';
import { money, pageData, t } from './page-data';
import { call } from './post-json';

function changeText(c: Change): string {
  switch (c.kind) {
    case 'price':
      return t('cart.priceChanged', { name: c.name, old: money(c.old), new: money(c.new) });
    case 'removed':
      return t('cart.removed', { name: c.name });
    case 'soldOut':
      return t('cart.soldOut', { name: c.name });
    case 'lowStock':
      return t('cart.lowStock', { name: c.name, count: c.stock });
  }
}

function showNotices(messages: string[], kind: 'warning' | 'info' = 'warning') {
  const box = $('[data-sf-notices]');
  if (!box) return;
  box.replaceChildren(...messages.map((m) => h('p', { class: `sf-notice sf-notice--${kind}`, text: m })));
}

/** Current stock per line (lineKey) after the last check (for "Only N left" and the quantity input's max). */
export const stockByLine: Record<string, number> = {};

/** The cart as it can be paid now: sold-out lines (after the last check) left out of the count and the total. */
export const payableCart = (): { cart: Cart; soldOut: CartItem[] } => payable(shopStore().cart().items, stockByLine);

export async function syncPrices(): Promise<void> {
  const store = shopStore();
  const cart = store.cart();
  if (!cart.items.length) return;
  const { storeId } = pageData();
  const ids = cart.items.slice(0, MAX_CART_LINES * 2).map((i) => i.id);
  showNotices([t('cart.checking')], 'info');
  try {
    const res = await call(ops.productList, { website_id: storeId }, undefined, { query: { ids: ids.join(','), limit: 100 } });
    const current: CurrentProduct[] | undefined = res.body.items;
    if (!res.ok || !current) throw new Error(String(res.status));
    // Lines added while we were asking are kept as they are.
    const latest = store.cart().items;
    const checked = latest.filter((i) => ids.includes(i.id));
    const result = reprice(checked, current, pageData().locale !== null);
    Object.assign(stockByLine, result.stock);
    store.replaceCart([...result.items, ...latest.filter((i) => !ids.includes(i.id))]);
    showNotices(result.changes.map(changeText));
  } catch {
    showNotices([t('cart.offline')], 'info');
  }
}
