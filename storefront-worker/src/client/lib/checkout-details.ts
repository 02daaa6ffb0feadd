// The checkout form's shopper part in the page: the email and address inputs (read, errors at their fields) and the
// payment method radios (which panel shows, what the pay button says). The rules themselves are pure, elsewhere.
import type { CustomerField, CustomerForm } from '@app/contracts/address';
import type { CheckoutPaymentMethod } from '@app/contracts/payments';
import type { FieldMessage } from '../store/customer-form';
import { $, $$, show } from './dom';
import { setFieldError } from './field-error';
import { t } from './page-data';

export type Method = CheckoutPaymentMethod;
type Input = HTMLInputElement | HTMLSelectElement;

export const customerInput = (form: HTMLElement, field: CustomerField) => $<Input>(`[data-sf-customer-field="${field}"]`, form)!;

export function readCustomer(form: HTMLElement): CustomerForm {
  const v = (f: CustomerField) => customerInput(form, f).value;
  return {
    email: v('email'),
    name: v('name'),
    line1: v('line1'),
    line2: v('line2'),
    city: v('city'),
    region: v('region'),
    postal_code: v('postal_code'),
    country: v('country'),
  };
}

/** Each message at its field; the first field takes the focus. False when there was nothing to show. */
export function showCustomerErrors(form: HTMLElement, messages: FieldMessage[]): boolean {
  for (const m of messages) setFieldError(customerInput(form, m.field), t(m.key));
  if (messages[0]) customerInput(form, messages[0].field).focus();
  return messages.length > 0;
}

/** The chosen method: the checked radio, or the one panel a single-method store renders. */
export function chosenMethod(form: HTMLElement): Method {
  const radio = $<HTMLInputElement>('[data-sf-method]:checked', form);
  return (radio?.value ?? $('[data-sf-method-panel]', form)?.dataset.sfMethodPanel ?? 'card') as Method;
}

/** Shows the chosen method's panel only (a hidden panel's inputs are out of the tab order and of autofill). */
export function showMethod(form: HTMLElement) {
  const method = chosenMethod(form);
  for (const panel of $$('[data-sf-method-panel]', form)) show(panel, panel.dataset.sfMethodPanel === method);
}

/**
 * The chosen method cannot be used now (its provider is down): its radio is turned off and the next one offered is
 * chosen. With no other method, the shopper only sees why (and may try again later on a fresh page).
 */
export function offerOtherMethods(form: HTMLElement) {
  const radios = $$<HTMLInputElement>('[data-sf-method]', form);
  const down = radios.find((r) => r.checked);
  const next = radios.find((r) => r !== down && !r.disabled);
  if (!down || !next) return;
  down.disabled = true;
  next.checked = true;
  showMethod(form);
}

/** The pay button's words for the chosen method and the total. */
export function payLabel(form: HTMLElement, total: string): string {
  const method = chosenMethod(form);
  // The provider's name as the page rendered it (the provider list stays out of this island).
  if (method === 'redirect') return t('checkout.shop_continue', { provider: form.dataset.sfProviderName ?? '', total });
  if (method === 'cash_on_delivery') return t('checkout.shop_placeOrder', { total });
  return t('checkout.pay', { total });
}
