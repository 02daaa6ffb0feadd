// Cart page: the SPEC §2 table (product, price, quantity 1..stock, line total, Remove), the discount code field and
// the summary (items, subtotal, discount, shipping Free, total) priced by the server, Proceed to Checkout and Clear
// Cart. A line the server cannot sell as it is (sold out, its variant gone) is marked, left out of the total, and
// Proceed to Checkout stays disabled until it is removed.
import { MAX_LINE_QUANTITY, TRUNCATE } from '@app/contracts/constants';
import { smallestCopyUrl } from '@app/db/media';
import { problemOf } from '../store/reprice';
import { lineKey, type CartItem } from '../store/shop-store';
import { shopStore } from '../lib/browser-store';
import { onPriced, priced, startPricing, summary } from '../lib/cart-sync';
import { $, h, show } from '../lib/dom';
import { initHeader } from '../lib/header';
import { money, pageData, t } from '../lib/page-data';
import { initCodeField, markOf, renderSummary } from '../lib/price-view';

const cut = (s: string, n: number) => (Array.from(s).length > n ? `${Array.from(s).slice(0, n).join('').trimEnd()}…` : s);
const productUrl = (id: number) => `${pageData().base}/shop/product/${id}`;
/** The most of a line the shopper can have: its stock when known. */
const maxOf = (key: string) => Math.max(1, Math.min(MAX_LINE_QUANTITY, priced.lines[key]?.stock ?? MAX_LINE_QUANTITY));

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
    ? // A 64 px thumbnail: the smallest copy, never the merchant's multi-megabyte original.
      h('img', { src: smallestCopyUrl(item.image_url), alt: '', width: 64, height: 64, loading: 'lazy' })
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
  const problem = problemOf(key, priced.lines);
  const left = priced.lines[key]?.stock;
  row.tr.classList.toggle('is-sold-out', !!problem);
  row.price.textContent = money(item.price);
  row.total.textContent = problem ? '—' : money(Math.round(item.price * 100 * item.quantity) / 100);
  row.qty.max = String(maxOf(key));
  row.qty.disabled = !!problem;
  if (document.activeElement !== row.qty) row.qty.value = String(item.quantity);
  row.stock.textContent = problem
    ? markOf(problem)
    : left !== undefined && item.quantity >= left
      ? t('cart.onlyLeft', { count: left })
      : '';
}

/** Proceed to Checkout is a link; while a blocked line is in the cart it has no href and says why. */
function renderProceed(blocked: CartItem[]) {
  const proceed = $<HTMLAnchorElement>('[data-sf-proceed]')!;
  proceed.dataset.href ??= proceed.getAttribute('href') ?? '';
  if (blocked.length) {
    proceed.removeAttribute('href');
    proceed.setAttribute('aria-disabled', 'true');
  } else {
    proceed.setAttribute('href', proceed.dataset.href);
    proceed.removeAttribute('aria-disabled');
  }
  const soldOutOnly = blocked.every((i) => problemOf(lineKey(i), priced.lines) === 'soldOut');
  $('[data-sf-blocked]')!.textContent = t(soldOutOnly ? 'cart.shop_removeSoldOut' : 'cart.shop_removeBlocked');
  show($('[data-sf-blocked]'), blocked.length > 0);
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
  const s = summary();
  renderSummary(s);
  renderProceed(s.blocked);
}

initHeader();
initCodeField();
$('[data-sf-clear]')?.addEventListener('click', () => shopStore().clearCart());
shopStore().subscribe(render);
onPriced(render);
render();
void startPricing();
