// The discount code field of the cart and checkout summaries: its own small form (Enter applies; on checkout it sits
// outside the payment form), filled in by the island. The reason a code does not apply is the field's error line
// (aria-invalid, aria-describedby); the applied discount is its status line, read out when it changes.
import { DISCOUNT_CODE_MAX } from '@app/contracts/discounts';
import type { View } from '../components/view';

export const DISCOUNT_INPUT_ID = 'sf-discount-code';

export function DiscountField({ t }: Pick<View, 't'>) {
  const status = `${DISCOUNT_INPUT_ID}-status`;
  return (
    <form className="sf-discount" data-sf-discount="" noValidate>
      <div className="sf-field">
        <label htmlFor={DISCOUNT_INPUT_ID}>{t('discount.label')}</label>
        <div className="sf-discount__row">
          <input
            id={DISCOUNT_INPUT_ID}
            data-sf-code=""
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={DISCOUNT_CODE_MAX}
            aria-describedby={status}
            data-describedby={status}
          />
          <button type="submit" className="sf-btn sf-btn--ghost" data-sf-code-apply="">
            {t('discount.apply')}
          </button>
          <button type="button" className="sf-btn sf-btn--ghost" data-sf-code-remove="" hidden>
            {t('discount.remove')}
          </button>
        </div>
        <p className="sf-field__error" id={`${DISCOUNT_INPUT_ID}-error`} data-sf-field-error="" aria-live="polite" hidden></p>
        <p className="sf-discount__status" id={status} data-sf-code-status="" aria-live="polite"></p>
      </div>
    </form>
  );
}
