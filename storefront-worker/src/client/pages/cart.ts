// Cart page: the SPEC §2 table (product, price, quantity >= 1, line total, Remove), the summary (items, shipping
// Free, total), Proceed to Checkout and Clear Cart; lines re-priced against the store on arrival.
import { MAX_LINE_QUANTITY, TRUNCATE } from '@app/contracts/constants';
import type { CartItem } from '../store/shop-store';
import { shopStore } from '../lib/browser-store';
import { stockById, syncPrices } from '../lib/cart-sync';
import { $, h, show } from '../lib/dom';
import { initHeader } from '../lib/header';
import { money, pageData, t } from '../lib/page-data';

const cut = (s: string, n: number) => (Array.from(s).length > n ? `${Array.from(s).slice(0, n).join('').trimEnd()}…` : s);
const productUrl = (id: number) => `${pageData().base}/shop/product/${id}`;

interface Row {
  tr: HTMLTableRowElement;
  price: HTMLElement;
  qty: HTMLInputElement;
  total: HTMLElement;
  stock: HTMLElement;
}
const rows = new Map<number, Row>();

function createRow(item: CartItem): Row {
  const store = shopStore();
  const qty = h('input', { type: 'number', min: 1, max: MAX_LINE_QUANTITY, step: 1, inputmode: 'numeric', class: 'sf-qty', 'aria-label': t('cart.quantityOf', { name: item.name }) });
  qty.value = String(item.quantity);
  // Non-numeric or empty input is ignored (the store refuses it); leaving the field shows the kept quantity again.
  qty.addEventListener('input', () => store.setQuantity(item.id, qty.value));
  qty.addEventListener('change', () => {
    store.setQuantity(item.id, qty.value);
    qty.value = String(store.cart().items.find((i) => i.id === item.id)?.quantity ?? item.quantity);
  });
  const remove = h('button', { type: 'button', class: 'sf-btn sf-btn--ghost sf-btn--sm', text: t('cart.remove'), 'aria-label': t('cart.removeItem', { name: item.name }) });
  remove.addEventListener('click', () => store.removeFromCart(item.id));
  const img = item.image_url ? h('img', { src: item.image_url, alt: '', width: 64, height: 64, loading: 'lazy' }) : h('span', { class: 'sf-noimage sf-noimage--sm' });
  const stock = h('span', { class: 'sf-stock sf-stock--out' });
  const price = h('td', { 'data-label': t('cart.price') });
  const total = h('td', { class: 'sf-strong', 'data-label': t('cart.total') });
  const tr = h(
    'tr',
    { 'data-id': item.id },
    h('td', { class: 'sf-line-cell' }, h('div', { class: 'sf-line' }, img, h('div', {}, h('a', { href: productUrl(item.id), class: 'sf-line__name', text: item.name }), h('p', { class: 'sf-line__desc', text: cut(item.description, TRUNCATE.cart) }), stock))),
    price,
    h('td', { 'data-label': t('cart.quantity') }, qty),
    total,
    h('td', {}, remove),
  );
  return { tr, price, qty, total, stock };
}

function render() {
  const cart = shopStore().cart();
  show($('[data-sf-view]'), cart.items.length > 0);
  show($('[data-sf-empty]'), cart.items.length === 0);
  const body = $('[data-sf-lines]')!;
  const ids = new Set(cart.items.map((i) => i.id));
  for (const [id, row] of rows) if (!ids.has(id)) (row.tr.remove(), rows.delete(id));
  for (const item of cart.items) {
    let row = rows.get(item.id);
    if (!row) rows.set(item.id, (row = createRow(item)));
    body.append(row.tr); // keeps the cart's order
    row.price.textContent = money(item.price);
    row.total.textContent = money(Math.round(item.price * 100 * item.quantity) / 100);
    if (document.activeElement !== row.qty) row.qty.value = String(item.quantity);
    const left = stockById[item.id];
    row.stock.textContent = left === undefined || left >= item.quantity ? '' : left > 0 ? t('cart.onlyLeft', { count: left }) : t('products.outOfStock');
  }
  $('[data-sf-count]')!.textContent = String(cart.totalQuantity);
  $('[data-sf-total]')!.textContent = money(cart.totalPrice);
}

initHeader();
$('[data-sf-clear]')?.addEventListener('click', () => shopStore().clearCart());
shopStore().subscribe(render);
render();
void syncPrices().then(render);
