// Cart page: the SPEC §2 table (product, price, quantity 1..stock, line total, Remove), the summary (items, shipping
// Free, total), Proceed to Checkout and Clear Cart; lines re-priced and clamped to the stock on arrival. A sold-out
// line is marked, left out of the total, and Proceed to Checkout stays disabled until it is removed.
import { MAX_LINE_QUANTITY, TRUNCATE } from '@app/contracts/constants';
import { isSoldOut } from '../store/reprice';
import { lineKey, type CartItem } from '../store/shop-store';
import { shopStore } from '../lib/browser-store';
import { payableCart, stockByLine, syncPrices } from '../lib/cart-sync';
import { $, h, show } from '../lib/dom';
import { initHeader } from '../lib/header';
import { money, pageData, t } from '../lib/page-data';

const cut = (s: string, n: number) => (Array.from(s).length > n ? `${Array.from(s).slice(0, n).join('').trimEnd()}…` : s);
const productUrl = (id: number) => `${pageData().base}/shop/product/${id}`;
/** The most of a line the shopper can have: its stock when known. */
const maxOf = (key: string) => Math.max(1, Math.min(MAX_LINE_QUANTITY, stockByLine[key] ?? MAX_LINE_QUANTITY));

interface Row {
  tr: HTMLTableRowElement;
  price: HTMLElement;
  qty: HTMLInputElement;
  total: HTMLElement;
  stock: HTMLElement;
}
/** The rendered rows by line (lineKey). */
const rows = new Map<string, Row>();

function setQuantity(item: CartItem, qty: HTMLInputElement) {
  const n = Number(qty.value);
  const key = lineKey(item);
  shopStore().setQuantity(key, qty.value, maxOf(key));
  // Over the stock: the field shows what can be had at once ("Only N left" is shown by render).
  if (qty.value.trim() !== '' && n > maxOf(key)) qty.value = String(maxOf(key));
}

function createRow(item: CartItem): Row {
  const store = shopStore();
  const qty = h('input', {
    type: 'number',
    min: 1,
    max: MAX_LINE_QUANTITY,
    step: 1,
    inputmode: 'numeric',
    class: 'sf-qty',
    'aria-label': t('cart.quantityOf', { name: item.name }),
  });
  qty.value = String(item.quantity);
  // Non-numeric or empty input is ignored (the store refuses it); leaving the field shows the kept quantity again.
  qty.addEventListener('input', () => setQuantity(item, qty));
  qty.addEventListener('change', () => {
    setQuantity(item, qty);
    qty.value = String(store.cart().items.find((i) => lineKey(i) === lineKey(item))?.quantity ?? item.quantity);
  });
  const remove = h('button', {
    type: 'button',
    class: 'sf-btn sf-btn--ghost sf-btn--sm',
    text: t('cart.remove'),
    'aria-label': t('cart.removeItem', { name: item.name }),
  });
  remove.addEventListener('click', () => store.removeFromCart(lineKey(item)));
  const img = item.image_url
    ? h('img', { src: item.image_url, alt: '', width: 64, height: 64, loading: 'lazy' })
    : h('span', { class: 'sf-noimage sf-noimage--sm' });
  const stock = h('span', { class: 'sf-stock sf-stock--out', id: `sf-stock-${lineKey(item).replace(':', '-')}` });
  qty.setAttribute('aria-describedby', stock.id);
  const price = h('td', { 'data-label': t('cart.price') });
  const total = h('td', { class: 'sf-strong', 'data-label': t('cart.total') });
  const tr = h(
    'tr',
    { 'data-id': item.id, 'data-line': lineKey(item) },
    h(
      'td',
      { class: 'sf-line-cell' },
      h(
        'div',
        { class: 'sf-line' },
        img,
        h(
          'div',
          { class: 'sf-line__text' },
          h('a', { href: productUrl(item.id), class: 'sf-line__name', text: item.name }),
          item.variant_title ? h('p', { class: 'sf-line__variant', text: item.variant_title }) : null,
          h('p', { class: 'sf-line__desc', text: cut(item.description, TRUNCATE.cart) }),
          stock,
        ),
      ),
    ),
    price,
    h('td', { 'data-label': t('cart.quantity') }, qty),
    total,
    h('td', {}, remove),
  );
  return { tr, price, qty, total, stock };
}

function renderRow(row: Row, item: CartItem) {
  const key = lineKey(item);
  const soldOut = isSoldOut(key, stockByLine);
  const left = stockByLine[key];
  row.tr.classList.toggle('is-sold-out', soldOut);
  row.price.textContent = money(item.price);
  row.total.textContent = soldOut ? '—' : money(Math.round(item.price * 100 * item.quantity) / 100);
  row.qty.max = String(maxOf(key));
  row.qty.disabled = soldOut;
  if (document.activeElement !== row.qty) row.qty.value = String(item.quantity);
  row.stock.textContent = soldOut
    ? t('cart.shop_soldOut')
    : left !== undefined && item.quantity >= left
      ? t('cart.onlyLeft', { count: left })
      : '';
}

/** Proceed to Checkout is a link; while a sold-out line is in the cart it has no href and says why. */
function renderProceed(blocked: boolean) {
  const proceed = $<HTMLAnchorElement>('[data-sf-proceed]')!;
  proceed.dataset.href ??= proceed.getAttribute('href') ?? '';
  if (blocked) {
    proceed.removeAttribute('href');
    proceed.setAttribute('aria-disabled', 'true');
  } else {
    proceed.setAttribute('href', proceed.dataset.href);
    proceed.removeAttribute('aria-disabled');
  }
  show($('[data-sf-blocked]'), blocked);
}

function render() {
  const { items } = shopStore().cart();
  show($('[data-sf-view]'), items.length > 0);
  show($('[data-sf-empty]'), items.length === 0);
  const body = $('[data-sf-lines]')!;
  const keys = new Set(items.map(lineKey));
  for (const [key, row] of rows) {
    if (keys.has(key)) continue;
    row.tr.remove();
    rows.delete(key);
  }
  for (const item of items) {
    let row = rows.get(lineKey(item));
    if (!row) rows.set(lineKey(item), (row = createRow(item)));
    body.append(row.tr); // keeps the cart's order
    renderRow(row, item);
  }
  const { cart, soldOut } = payableCart();
  $('[data-sf-count]')!.textContent = String(cart.totalQuantity);
  $('[data-sf-total]')!.textContent = money(cart.totalPrice);
  renderProceed(soldOut.length > 0);
}

initHeader();
$('[data-sf-clear]')?.addEventListener('click', () => shopStore().clearCart());
shopStore().subscribe(render);
render();
void syncPrices().then(render);
