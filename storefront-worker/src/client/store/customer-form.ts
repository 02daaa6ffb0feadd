// The shopper's email and address as the checkout island checks them (the shared contract's checks, so the browser
// and the API refuse the same input) and as the API's 400 names them: each failing field with the catalogue key of
// its message. Pure, so every case is tested without a browser.
import { checkCustomerForm, type CustomerField, type CustomerForm, type CustomerProblem } from '@app/contracts/address';
import type { ErrorDetail } from '@app/contracts/errors';

export interface FieldMessage {
  field: CustomerField;
  key: string;
}

function keyOf(field: CustomerField, problem: CustomerProblem): string {
  if (field === 'email') return problem === 'required' ? 'checkout.errors.shop_email' : 'checkout.errors.shop_emailInvalid';
  if (field === 'country') return 'checkout.errors.shop_country';
  if (problem === 'tooLong') return 'checkout.errors.shop_tooLong';
  if (problem === 'invalid' && field === 'postal_code') return 'checkout.errors.shop_postalCode';
  return 'checkout.errors.shop_required';
}

/** Every failing field of the form, in display order. */
export const customerProblems = (form: CustomerForm): FieldMessage[] =>
  checkCustomerForm(form).map(({ field, problem }) => ({ field, key: keyOf(field, problem) }));

const FIELDS = new Set<string>(['email', 'name', 'line1', 'line2', 'city', 'region', 'postal_code', 'country']);
const REQUIRED_RULES = new Set(['emailRequired', 'required', 'isRequired', 'cardName']);
const LONG_RULES = new Set(['tooLong', 'stringMax']);

/** The fields a 400 names under body.customer (and body.customer.shipping_address), once each, in the API's order. */
export function serverCustomerProblems(detail: Partial<ErrorDetail>[] = []): FieldMessage[] {
  const seen = new Set<string>();
  return detail.flatMap((d) => {
    const loc = d.loc ?? [];
    if (loc[0] !== 'body' || loc[1] !== 'customer') return [];
    const field = loc[2] === 'shipping_address' ? loc[3] : loc[2];
    if (!field || !FIELDS.has(field) || seen.has(field)) return [];
    seen.add(field);
    const rule = String(d.rule ?? '');
    const problem: CustomerProblem = REQUIRED_RULES.has(rule)
      ? 'required'
      : LONG_RULES.has(rule) || rule === 'emailMax'
        ? 'tooLong'
        : 'invalid';
    return [{ field: field as CustomerField, key: keyOf(field as CustomerField, problem) }];
  });
}
