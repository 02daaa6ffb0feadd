// Checkout: order summary, card form checked in SPEC §5 order (first failure shown, any edit clears it), and a real
// payment: POST /api/stores/{id}/checkout with an Idempotency-Key kept for the attempt. Only the name, the last 4
// digits and the expiry leave the browser. Declines and out-of-stock lines are shown and the cart is kept; the
// success page clears it.
import { checkCardForm, type CardForm } from '@app/contracts/card';
import { MESSAGES } from '@app/contracts/errors';
import { attemptKey, checkoutBody, endAttempt, LAST_ORDER_KEY } from '../store/checkout-attempt';
import { shopStore } from '../lib/browser-store';
import { syncPrices } from '../lib/cart-sync';
import { $, $$, h, show } from '../lib/dom';
import { initHeader } from '../lib/header';
import { money, pageData, t } from '../lib/page-data';

const FIELD_ERRORS: Record<string, [keyof CardForm, string]> = {
  [MESSAGES.cardName]: ['name', 'checkout.errors.name'],
  [MESSAGES.cardNumber]: ['cardNumber', 'checkout.errors.number'],
  [MESSAGES.cardCvv]: ['cvv', 'checkout.errors.cvv'],
  [MESSAGES.cardExpiry]: ['expiry', 'checkout.errors.expiry'],
};

const form = $<HTMLFormElement>('[data-sf-pay]')!;
const submit = $<HTMLButtonElement>('[data-sf-submit]')!;
const errorBox = $('[data-sf-error]')!;
const field = (name: keyof CardForm) => $<HTMLInputElement>(`[data-sf-field="${name}"]`, form)!;
let busy = false;

function render() {
  const cart = shopStore().cart();
  show($('[data-sf-view]'), cart.items.length > 0);
  show($('[data-sf-empty]'), cart.items.length === 0);
  $('[data-sf-lines]')!.replaceChildren(
    ...cart.items.map((i) =>
      h('li', { class: 'sf-lines__item' }, h('span', { text: i.name }), h('span', { class: 'sf-muted', text: t('checkout.quantity', { count: i.quantity }) }), h('span', { class: 'sf-strong', text: money(Math.round(i.price * 100 * i.quantity) / 100) })),
    ),
  );
  $('[data-sf-count]')!.textContent = String(cart.totalQuantity);
  $('[data-sf-total]')!.textContent = money(cart.totalPrice);
  if (!busy) submit.textContent = t('checkout.pay', { total: money(cart.totalPrice) });
}

function showError(message: string, lines: string[] = []) {
  errorBox.replaceChildren(h('p', { text: message }), ...(lines.length ? [h('ul', {}, ...lines.map((l) => h('li', { text: l })))] : []));
  show(errorBox, true);
}
const clearError = () => {
  show(errorBox, false);
  for (const input of $$('input', form)) input.removeAttribute('aria-invalid');
};

/** MM/YY as the shopper types: digits only, the slash added after the month. */
function formatExpiry(input: HTMLInputElement) {
  const digits = input.value.replace(/\D/g, '').slice(0, 4);
  input.value = digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function readForm(): CardForm {
  return { name: field('name').value, cardNumber: field('cardNumber').value, expiry: field('expiry').value, cvv: field('cvv').value };
}

interface ApiErrorBody {
  message?: string;
  code?: string;
  detail?: { loc?: string[]; msg?: string; product_id?: number; requested?: number; available?: number }[];
}

function explain(status: number, body: ApiErrorBody) {
  const items = shopStore().cart().items;
  const nameOf = (d: NonNullable<ApiErrorBody['detail']>[number]) =>
    items.find((i) => i.id === d.product_id)?.name ?? items[Number(d.loc?.[1])]?.name ?? `#${d.product_id ?? '?'}`;
  if (status === 402) return showError(t('checkout.errors.declined'));
  if (body.code === 'out_of_stock') {
    return showError(
      t('checkout.errors.outOfStock'),
      (body.detail ?? []).map((d) => t('checkout.errors.outOfStockLine', { name: nameOf(d), available: d.available ?? 0, requested: d.requested ?? 0 })),
    );
  }
  if (body.code === 'product_not_found') {
    return showError(t('checkout.errors.outOfStock'), (body.detail ?? []).map((d) => t('checkout.errors.removedProduct', { name: nameOf(d) })));
  }
  if (body.code === 'idempotency_in_progress') return showError(t('checkout.errors.inProgress'));
  if (body.code === 'idempotency_mismatch') endAttempt(sessionStorage);
  showError(t('checkout.errors.generic'));
}

async function pay(e: SubmitEvent) {
  e.preventDefault();
  if (busy) return; // a double click never sends twice (and a resend would reuse the key anyway)
  clearError();
  const cardForm = readForm();
  const failure = checkCardForm(cardForm);
  if (failure) {
    const [name, key] = FIELD_ERRORS[failure] ?? ['name', 'checkout.errors.generic'];
    showError(t(key));
    field(name).setAttribute('aria-invalid', 'true');
    field(name).focus();
    return;
  }
  const cart = shopStore().cart();
  if (!cart.items.length) return render();
  const { api, storeId, base } = pageData();
  const body = JSON.stringify(checkoutBody(cart, cardForm));
  const key = attemptKey(sessionStorage, storeId, body, () => crypto.randomUUID());
  busy = true;
  submit.disabled = true;
  submit.textContent = t('checkout.processing');
  try {
    const res = await fetch(`${api}/stores/${storeId}/checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, Accept: 'application/json' },
      body,
    });
    const data = (await res.json().catch(() => ({}))) as ApiErrorBody & { order?: { id: number } };
    if (res.ok && data.order) {
      endAttempt(sessionStorage);
      sessionStorage.setItem(LAST_ORDER_KEY, JSON.stringify({ store: storeId, id: data.order.id }));
      location.assign(`${base}/checkout/success`);
      return;
    }
    explain(res.status, data);
  } catch {
    showError(t('checkout.errors.network'));
  } finally {
    busy = false;
    submit.disabled = false;
    render();
  }
}

initHeader();
form.addEventListener('submit', (e) => void pay(e));
// Editing any field clears the error (SPEC §5).
form.addEventListener('input', (e) => {
  if ((e.target as HTMLElement).dataset.sfField === 'expiry') formatExpiry(e.target as HTMLInputElement);
  clearError();
});
shopStore().subscribe(render);
render();
void syncPrices();
