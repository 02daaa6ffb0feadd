// The discount code field of the cart and checkout pages: which code is applied (kept in sessionStorage per store, so
// it carries from the cart to checkout and ends with the tab) and what the field says about it, from the server's
// price answer. A code is kept only while the server accepts it; a refused one stays typed in the field with the
// reason, so the shopper can correct it. Pure, tested without a browser.
import type { CartPriceResponse } from '@app/contracts/discounts';
import type { Rule, RuleMessage } from '@app/contracts/messages';
import { sameCode } from '@app/contracts/pricing';
import type { StorageLike } from './shop-store';

const keyOf = (store: number) => `sf-discount-code:${store}`;

export function storedCode(session: StorageLike, store: number): string | null {
  try {
    return session.getItem(keyOf(store)) || null;
  } catch {
    return null;
  }
}

export function keepCode(session: StorageLike & { removeItem(key: string): void }, store: number, code: string | null) {
  try {
    if (code) session.setItem(keyOf(store), code);
    else session.removeItem(keyOf(store));
  } catch {
    // no sessionStorage: the code lasts for this page
  }
}

export type CodeView =
  | { state: 'none' }
  /** The store could not be asked: the code is sent with the order and the server decides. */
  | { state: 'unchecked'; code: string }
  | { state: 'applied'; code: string; title: string; amount: number }
  /** Valid, but an automatic discount takes off more (no stacking): that one is applied. */
  | { state: 'outdone'; code: string; title: string }
  | { state: 'refused'; code: string; reason: RuleMessage };

/** What the field shows for `code` (applied or just entered) after the answer `answer` (null: no answer). */
export function codeView(code: string | null, answer: CartPriceResponse | null): CodeView {
  if (!code) return { state: 'none' };
  if (!answer) return { state: 'unchecked', code };
  const { discount, discount_error: error } = answer;
  if (error) return { state: 'refused', code, reason: { rule: error.rule, ...(error.params && { params: error.params }) } };
  if (discount?.code && sameCode(discount.code, code)) return { state: 'applied', code, title: discount.title, amount: discount.amount };
  return { state: 'outdone', code, title: discount?.title ?? '' };
}

/** The rules a code can be refused with (pricing.ts, the checkout's schema), each with its shopper string. */
export const CODE_RULES: readonly Rule[] = [
  'discountUnknown',
  'discountInactive',
  'discountNotStarted',
  'discountEnded',
  'discountExhausted',
  'discountMinSubtotal',
  'discountEmailRequired',
  'discountUsedByEmail',
  'discountNotApplicable',
  'tooLong',
];

export interface FieldMessage {
  key: string;
  vars: Record<string, string | number>;
  /** The field is in error (aria-invalid); otherwise the message is the field's status. */
  invalid: boolean;
}

/** The field's line for a view; `money` writes amounts the shopper's way. */
export function codeMessage(v: CodeView, money: (n: number) => string): FieldMessage | null {
  switch (v.state) {
    case 'none':
    case 'unchecked':
      return null;
    case 'applied':
      return { key: 'discount.applied', vars: { code: v.code, title: v.title, amount: money(v.amount) }, invalid: false };
    case 'outdone':
      return { key: 'discount.outdone', vars: { code: v.code, title: v.title }, invalid: false };
    case 'refused': {
      const rule = CODE_RULES.includes(v.reason.rule) ? v.reason.rule : 'discountUnknown';
      const min = v.reason.params?.min;
      return { key: `discount.rules.${rule}`, vars: { code: v.code, ...(typeof min === 'number' && { min: money(min) }) }, invalid: true };
    }
  }
}

/** A checkout refused for its code (400 discount_invalid, 409 discount_exhausted): the reason at the code field. */
export function refusedCode(code: string, detail: { rule?: Rule; params?: RuleMessage['params'] }[] | undefined): CodeView {
  const d = detail?.find((x) => x.rule);
  return {
    state: 'refused',
    code,
    reason: d?.rule ? { rule: d.rule, ...(d.params && { params: d.params }) } : { rule: 'discountUnknown' },
  };
}
