// The confirmed order on the success and return pages: number, lines (with the variant bought), subtotal, discount,
// total, the email the confirmation went to, where it ships, and for cash on delivery that it is paid on arrival.
// Built with textContent only, so nothing the shopper typed can become markup.
import type { OrderStatus } from '@app/contracts';
import { shopStore } from './browser-store';
import { $, $$, h, show } from './dom';
import { money, pageData, t } from './page-data';

export function showState(state: string) {
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

/** The email, the address (one line each, as on a parcel) and the cash-on-delivery note. */
function showShopper(o: OrderStatus) {
  const cod = o.status === 'awaiting_payment';
  // A cash order is mailed only once the merchant confirms it (edge-api email/notify.ts), so nothing was sent yet.
  const sent = o.customer_email && !cod ? o.customer_email : null;
  const email = $('[data-sf-order-email]')!;
  email.textContent = sent ? t('success.shop_emailSent', { email: sent }) : '';
  show(email, Boolean(sent));
  const a = o.shipping_address;
  const country = a && (safeRegionName(a.country) ?? a.country);
  $('[data-sf-order-ship]')!.textContent = a
    ? [a.line1, a.line2, [a.postal_code, a.city].filter(Boolean).join(' '), a.region, country].filter(Boolean).join('\n')
    : '';
  show($('[data-sf-order-ship-block]'), Boolean(a));
  if (cod) $('[data-sf-order-title]')!.textContent = t('success.shop_codTitle');
  $('[data-sf-order-cod]')!.textContent = cod ? t('success.shop_codMessage', { total: moneyIn(o.total_value, o.currency) }) : '';
  show($('[data-sf-order-cod]'), cod);
}

function safeRegionName(code: string): string | undefined {
  try {
    return new Intl.DisplayNames([pageData().intlLocale], { type: 'region' }).of(code);
  } catch {
    return undefined;
  }
}

export function showOrder(o: OrderStatus) {
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
  showShopper(o);
}
