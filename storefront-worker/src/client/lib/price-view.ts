// What the cart and checkout islands share on screen: the summary rows from the server's price (count, subtotal,
// discount, total) and the discount code field (Apply, Remove once applied, the applied discount or the reason a
// code does not apply, tied to the input).
import { codeMessage, type CodeView } from '../store/discount-code';
import type { LineProblem, Summary } from '../store/reprice';
import { onPriced, priced, useCode } from './cart-sync';
import { $, show } from './dom';
import { setFieldError } from './field-error';
import { money, t } from './page-data';

/** What a blocked line says beside its name. */
export const markOf = (p: LineProblem) => (p === 'soldOut' ? t('cart.shop_soldOut') : t(`cart.shop_mark.${p}`));

/** The summary rows; `stale` (a change still being priced) marks them busy rather than showing made-up totals. */
export function renderSummary(s: Summary & { stale: boolean }) {
  $('[data-sf-count]')!.textContent = String(s.count);
  $('[data-sf-subtotal]')!.textContent = money(s.subtotal);
  const label = $('[data-sf-discount-label]')!;
  const amount = $('[data-sf-discount-amount]')!;
  const d = s.discount;
  label.textContent = d ? t('discount.line', { name: d.code ?? d.title }) : '';
  amount.textContent = d ? `−${money(d.amount)}` : '';
  show(label, !!d);
  show(amount, !!d);
  $('[data-sf-total]')!.textContent = money(s.total);
  $('[data-sf-summary]')!.setAttribute('aria-busy', String(s.stale));
}

const form = () => $<HTMLFormElement>('[data-sf-discount]');
const input = () => $<HTMLInputElement>('[data-sf-code]')!;

/** The field as the view says: the code kept, Apply or Remove, and the status or error line. */
export function renderCodeField(view: CodeView) {
  if (!form()) return;
  const field = input();
  const applied = view.state === 'applied' || view.state === 'outdone' || view.state === 'unchecked';
  const message = codeMessage(view, money);
  const text = message ? t(message.key, message.vars) : '';
  if (view.state !== 'none' && document.activeElement !== field) field.value = view.code;
  field.readOnly = applied;
  setFieldError(field, message?.invalid ? text : '');
  $('[data-sf-code-status]')!.textContent = message && !message.invalid ? text : '';
  const remove = $<HTMLButtonElement>('[data-sf-code-remove]')!;
  // Focus stays in the field's group when the button that had it is hidden.
  const moveTo =
    applied && document.activeElement === $('[data-sf-code-apply]') ? remove : !applied && document.activeElement === remove ? field : null;
  show($('[data-sf-code-apply]'), !applied);
  show(remove, applied);
  remove.setAttribute('aria-label', t('discount.removeCode', { code: view.state === 'none' ? '' : view.code }));
  moveTo?.focus();
}

/** Wires the field: Apply (or Enter) prices the cart with the typed code; Remove prices it without. */
export function initCodeField() {
  const f = form();
  if (!f) return;
  f.addEventListener('submit', (e) => {
    e.preventDefault();
    const code = input().value.trim();
    if (!code) return input().focus();
    void useCode(code);
  });
  $('[data-sf-code-remove]')!.addEventListener('click', () => {
    input().value = '';
    void useCode(null);
  });
  onPriced(() => renderCodeField(priced.view));
}
