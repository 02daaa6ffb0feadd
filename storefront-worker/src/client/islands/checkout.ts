// Checkout: order summary priced by the server (lines, discount code, totals), the shopper's email and shipping
// address (every failing field shown at once, the first focused), the payment method, the card form checked in
// SPEC §5 order (first failure shown at its field, any edit clears it), and a real order: POST
// /api/stores/{id}/checkout with the applied code and an Idempotency-Key kept for the attempt. Of a card only the
// last 4 digits and the expiry leave the browser. The answer says where to go (store/checkout-next.ts): the success
// page, the return page, or the provider's page (https: or this origin only). Declines, an expired card, a refused code and out-of-stock lines are shown in the alert (focus moves
// there; a refused code's reason also at its field) and the cart is kept; the success page clears it once it has
// confirmed the order.
import { checkCardForm, type CardForm, type CardProblem } from '@app/contracts/card';
import { publicOperations as ops } from '@app/contracts/operations/public';
import { isLanguage } from '@app/contracts/constants';
import { attemptKey, checkoutBody, endAttempt, rememberOrder, type PaymentChoice } from '../store/checkout-attempt';
import { destination, placedOrder } from '../store/checkout-next';
import { customerProblems } from '../store/customer-form';
import { chosenMethod, offerOtherMethods, payLabel, readCustomer, showCustomerErrors, showMethod } from '../lib/checkout-details';
import { cardNumberInput, cvvInput, expiryInput } from '../store/card-input';
import { refusedCode } from '../store/discount-code';
import { paymentFailure } from '../store/payment-failure';
import { cartOf, lineKey, type CartItem } from '../store/shop-store';
import { problemOf } from '../store/reprice';
import { shopStore } from '../lib/browser-store';
import { onPriced, orderCode, priced, repriceNow, startPricing, summary } from '../lib/cart-sync';
import { call, type Answer } from '../lib/post-json';
import { $, h, show } from '../lib/dom';
import { clearFieldErrors, setFieldError } from '../lib/field-error';
import { initHeader } from '../lib/header';
import { money, pageData, t } from '../lib/page-data';
import { initCodeField, markOf, renderCodeField, renderSummary } from '../lib/price-view';

// Each failed card check: the field it is shown at and its key in the page's catalogue.
const FIELD_ERRORS: Record<CardProblem, [keyof CardForm, string]> = {
  cardName: ['name', 'checkout.errors.name'],
  cardNumber: ['cardNumber', 'checkout.errors.number'],
  cardCvv: ['cvv', 'checkout.errors.cvv'],
  cardExpiry: ['expiry', 'checkout.errors.expiry'],
  cardExpired: ['expiry', 'checkout.shop_expired'],
};

const form = $<HTMLFormElement>('[data-sf-pay]')!;
const submit = $<HTMLButtonElement>('[data-sf-submit]')!;
const errorBox = $('[data-sf-error]')!;
const field = (name: keyof CardForm) => $<HTMLInputElement>(`[data-sf-field="${name}"]`, form)!;
let busy = false;

function lineItem(i: CartItem) {
  const problem = problemOf(lineKey(i), priced.lines);
  return h(
    'li',
    { class: `sf-lines__item${problem ? ' is-sold-out' : ''}` },
    h('span', { class: 'sf-lines__name', text: i.variant_title ? `${i.name} (${i.variant_title})` : i.name }),
    h('span', { class: 'sf-muted', text: problem ? markOf(problem) : t('checkout.quantity', { count: i.quantity }) }),
    h('span', { class: 'sf-strong', text: problem ? '—' : money(Math.round(i.price * 100 * i.quantity) / 100) }),
  );
}

function render() {
  const { items } = shopStore().cart();
  const s = summary();
  show($('[data-sf-view]'), items.length > 0);
  show($('[data-sf-empty]'), items.length === 0);
  $('[data-sf-lines]')!.replaceChildren(...items.map(lineItem));
  renderSummary(s);
  const soldOutOnly = s.blocked.every((i) => problemOf(lineKey(i), priced.lines) === 'soldOut');
  $('[data-sf-blocked-text]')!.textContent = t(soldOutOnly ? 'cart.shop_removeSoldOut' : 'cart.shop_removeBlocked');
  show($('[data-sf-blocked]'), s.blocked.length > 0);
  submit.disabled = busy || s.blocked.length > 0;
  if (!busy) submit.textContent = payLabel(form, money(s.total));
}

/** A payment failure: in the alert, which takes the focus so that it is read at once. */
function showError(message: string, lines: string[] = []) {
  errorBox.replaceChildren(h('p', { text: message }), ...(lines.length ? [h('ul', {}, ...lines.map((l) => h('li', { text: l })))] : []));
  show(errorBox, true);
  errorBox.focus();
}
const clearErrors = () => {
  show(errorBox, false);
  clearFieldErrors(form);
};

function readForm(): CardForm {
  return { name: field('name').value, cardNumber: field('cardNumber').value, expiry: field('expiry').value, cvv: field('cvv').value };
}

/** A failed payment: its message in the alert (and at the expiry field when the card has expired). */
function explain(res: Answer<unknown>) {
  const failure = paymentFailure(res.status, res.body, shopStore().cart().items, res.retryAfter);
  if (failure.newAttempt) endAttempt(sessionStorage);
  if (failure.customer && showCustomerErrors(form, failure.customer)) return;
  if (failure.methodDown) offerOtherMethods(form);
  if (failure.field === 'expiry') setFieldError(field('expiry'), t(failure.key, failure.vars));
  if (failure.field === 'discount_code' && priced.code) renderCodeField((priced.view = refusedCode(priced.code, res.body.detail)));
  // What the store says now (stock, the code's reason, totals without it) replaces what this page showed.
  if (res.status !== 402) void repriceNow();
  showError(
    t(failure.key, failure.vars),
    failure.lines.map((l) => t(l.key, l.vars)),
  );
}

/** The shopper's details and payment, checked here first (address, then the card); null when a field was refused. */
function readOrder(): { customer: ReturnType<typeof readCustomer>; payment: PaymentChoice } | null {
  const customer = readCustomer(form);
  if (showCustomerErrors(form, customerProblems(customer))) return null;
  const method = chosenMethod(form);
  if (method !== 'card') return { customer, payment: { method } };
  const card = readForm();
  const failure = checkCardForm(card);
  if (failure) {
    const [name, key] = FIELD_ERRORS[failure];
    setFieldError(field(name), t(key));
    field(name).focus();
    return null;
  }
  return { customer, payment: { method, card } };
}

/** Where a placed order leads; false when its answer was not one (or its redirect not one we follow). */
function follow(status: number, body: Parameters<typeof placedOrder>[1]): boolean {
  const placed = placedOrder(status, body);
  if (!placed) return false;
  const { storeId, base } = pageData();
  const to = destination(placed, base, location.origin);
  if (!to) {
    showError(t('checkout.errors.shop_redirect'));
    return true;
  }
  endAttempt(sessionStorage);
  rememberOrder(sessionStorage, { store: storeId, order_id: placed.orderId, status_token: placed.token });
  if (placed.next.type === 'redirect') submit.textContent = t('checkout.shop_redirecting');
  location.assign(to);
  return true;
}

async function pay(e: SubmitEvent) {
  e.preventDefault();
  if (busy) return; // a double click never sends twice (and a resend would reuse the key anyway)
  clearErrors();
  const order = readOrder();
  if (!order) return;
  const { items } = shopStore().cart();
  if (!items.length || summary().blocked.length) return render();
  const { storeId } = pageData();
  const lang = document.documentElement.lang;
  const request = checkoutBody(cartOf(items), order.customer, isLanguage(lang) ? lang : 'en', order.payment, orderCode());
  const key = attemptKey(sessionStorage, storeId, JSON.stringify(request), () => crypto.randomUUID());
  busy = true;
  submit.disabled = true;
  submit.textContent = t('checkout.processing');
  try {
    const res = await call(ops.checkout, { website_id: storeId }, request, { headers: { 'Idempotency-Key': key } });
    if (res.ok && follow(res.status, res.body)) return;
    explain(res);
  } catch {
    showError(t('checkout.errors.network'));
  } finally {
    busy = false;
    render();
  }
}

/** As typed: the card number keeps digits only (letters are refused with a message), CVV digits, expiry MM/YY. */
function onInput(input: HTMLInputElement) {
  if (input.dataset.sfMethod !== undefined) {
    showMethod(form);
    render();
  }
  const name = input.dataset.sfField;
  if (name === 'expiry') input.value = expiryInput(input.value);
  if (name === 'cvv') input.value = cvvInput(input.value);
  if (name !== 'cardNumber') return;
  const typed = cardNumberInput(input.value);
  input.value = typed.value;
  if (typed.letters) setFieldError(input, t('checkout.shop_digitsOnly'));
  else if (typed.tooLong) setFieldError(input, t('checkout.errors.number'));
}

function start() {
  form.addEventListener('submit', (e) => void pay(e));
  // Editing any field clears the error (SPEC §5); what was just typed may bring its own.
  // Address errors show together, so each clears only its own field; a card error clears on any card edit.
  form.addEventListener('input', (e) => {
    const input = e.target as HTMLInputElement;
    show(errorBox, false);
    if (input.dataset.sfCustomerField) setFieldError(input, '');
    else clearFieldErrors($('[data-sf-method-panel="card"]', form) ?? form);
    onInput(input);
  });
  // A select or radio may only fire change.
  form.addEventListener('change', (e) => onInput(e.target as HTMLInputElement));
  showMethod(form);
  initCodeField();
  shopStore().subscribe(render);
  onPriced(render);
  render();
  void startPricing();
}

initHeader();
// A store that offers no payment method now gets a notice and no form (markup/CheckoutPage.tsx): nothing to run.
if ($('[data-sf-pay]')) start();
