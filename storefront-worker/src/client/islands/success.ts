// Checkout success: confirms only an order this tab paid for. The URL carries the order id; the status token that
// proves it is this shopper's stays in sessionStorage. The order is read from the store (GET .../orders/{id}?token=)
// and shown (number, lines with their variants, subtotal, discount, total); only then is the cart cleared. No order,
// or one the store does not confirm as paid: "No order found", and the cart is kept.
import type { OrderStatus } from '@app/contracts';
import { publicOperations as ops } from '@app/contracts/operations/public';
import { lastOrder } from '../store/checkout-attempt';
import { shopStore } from '../lib/browser-store';
import { $, $$, h, show } from '../lib/dom';
import { initHeader } from '../lib/header';
import { call } from '../lib/post-json';
import { money, pageData, t } from '../lib/page-data';

function showState(state: 'checking' | 'paid' | 'missing') {
  for (const el of $$('[data-sf-state]')) el.hidden = el.dataset.sfState !== state;
}

function moneyIn(n: number, currency: string): string {
  try {
    return new Intl.NumberFormat(pageData().intlLocale, { style: 'currency', currency }).format(n);
  } catch {
    return money(n);
  }
}

/**
 * Under a language prefix a line is named as the cart named it (in the page's language; the cart is cleared only after
 * this): the order records the store's default-language names.
 */
function localNames(): Map<number, string> {
  if (pageData().locale === null) return new Map();
  return new Map(
    shopStore()
      .cart()
      .items.map((i) => [i.id, i.name]),
  );
}

/** A line's name with the variant bought, as the cart wrote it ("Shirt (M / Red)"). */
const lineName = (name: string, variant?: string | null) => (variant ? `${name} (${variant})` : name);

function showOrder(o: OrderStatus) {
  const names = localNames();
  $('[data-sf-order]')!.textContent = t('success.order', { id: o.id });
  $('[data-sf-order-lines]')!.replaceChildren(
    ...o.items.map((i) =>
      h(
        'li',
        { class: 'sf-lines__item' },
        h('span', { class: 'sf-lines__name', text: lineName(names.get(i.product_id) ?? i.name, i.variant_title) }),
        h('span', { class: 'sf-muted', text: t('success.shop_quantity', { count: i.quantity }) }),
        h('span', { class: 'sf-strong', text: moneyIn(Math.round(i.price * 100 * i.quantity) / 100, o.currency) }),
      ),
    ),
  );
  showSums(o);
}

/** Subtotal, the discount (with its code; an automatic one has none on the order) and what was charged. */
function showSums(o: OrderStatus) {
  const discount = o.discount ?? 0;
  $('[data-sf-order-subtotal]')!.textContent = moneyIn(o.subtotal ?? o.total_value, o.currency);
  const label = $('[data-sf-order-discount-label]')!;
  const amount = $('[data-sf-order-discount]')!;
  label.textContent = o.discount_code ? t('discount.line', { name: o.discount_code }) : t('discount.lineNoName');
  amount.textContent = `−${moneyIn(discount, o.currency)}`;
  show(label, discount > 0);
  show(amount, discount > 0);
  $('[data-sf-order-total]')!.textContent = moneyIn(o.total_value, o.currency);
}

async function confirm(): Promise<boolean> {
  const { storeId } = pageData();
  const id = Number(new URLSearchParams(location.search).get('order'));
  const mine = Number.isSafeInteger(id) && id > 0 ? lastOrder(sessionStorage, storeId, id) : null;
  if (!mine) return false;
  const res = await call(ops.orderStatus, { website_id: storeId, order_id: id }, undefined, { query: { token: mine.status_token } });
  if (!res.ok) return false;
  const order: OrderStatus | undefined = res.body.order;
  if (!order || order.id !== id || order.status !== 'paid' || !Array.isArray(order.items)) return false;
  showOrder(order);
  return true;
}

initHeader();
confirm()
  .catch(() => false)
  .then((paid) => {
    showState(paid ? 'paid' : 'missing');
    if (paid) shopStore().clearCart();
  });
