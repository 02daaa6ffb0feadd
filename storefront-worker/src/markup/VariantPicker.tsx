// The option picker of a product with options (DESIGN §17): one fieldset of radio buttons per option inside a GET form
// to the product's own URL, so that without JavaScript "Show this choice" asks the server for the chosen values
// (`?o1=M&o2=Red`, shared/variant-choice.ts). The product island (client/lib/variant-picker.ts) follows each change at
// once and hides the button. The price, compare-at and stock of the choice are here too: the island rewrites them.
import type { ProductOption, Variant } from '@app/contracts';
import { optionLabel, stockState, valueLabel, valueState, type Choice } from '../shared/variant-choice';
import { useView } from '../components/view';
import type { T } from '../lib/i18n';

function StockLine({ variant }: { variant: Variant | null }) {
  const { t } = useView();
  const s = stockState(variant);
  const text = {
    in: () => t('variant.inStock'),
    few: () => t('variant.fewLeft', { count: s.kind === 'few' ? s.count : 0 }),
    out: () => t('variant.soldOut'),
    none: () => t('variant.unavailable'),
  }[s.kind]();
  return (
    <span className={`sf-stock${s.kind === 'out' || s.kind === 'none' ? ' sf-stock--out' : ''}`} data-sf-stock="">
      {text}
    </span>
  );
}

function OptionField({ option, index, choice, variants }: { option: ProductOption; index: number; choice: Choice; variants: Variant[] }) {
  const { t } = useView();
  return (
    <fieldset className="sf-picker__option">
      <legend className="sf-picker__name">{optionLabel(option)}</legend>
      <div className="sf-picker__values">
        {option.values.map((value, j) => {
          const state = valueState(variants, choice.values, index, value);
          const id = `sf-o${index + 1}-${j}`;
          return (
            <span key={value} className="sf-picker__value">
              <input type="radio" id={id} name={`o${index + 1}`} value={value} defaultChecked={choice.values[index] === value} />
              <label htmlFor={id} className={state === 'available' ? undefined : 'is-unavailable'} data-sf-value={value}>
                {valueLabel(option, j)}
                <span className="sr-only" data-sf-mark="">
                  {state === 'soldout' ? ` (${t('variant.soldOut')})` : state === 'none' ? ` (${t('variant.unavailable')})` : ''}
                </span>
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Why Add to Cart is off for this choice ('' when it is on); the button points at it with aria-describedby. */
export function unavailableReason(t: T, variant: Variant | null): string {
  if (!variant) return t('variant.noSuchChoice');
  return variant.stock > 0 ? '' : t('variant.soldOutChoice');
}

export function VariantPicker({
  productId,
  options,
  variants,
  choice,
}: {
  productId: number;
  options: ProductOption[];
  variants: Variant[];
  choice: Choice;
}) {
  const { t, links } = useView();
  return (
    <form className="sf-picker" method="get" action={links.product(productId)} data-sf-picker="">
      {options.map((o, i) => (
        <OptionField key={o.name} option={o} index={i} choice={choice} variants={variants} />
      ))}
      <button type="submit" className="sf-btn sf-btn--ghost" data-sf-picker-submit="">
        {t('variant.update')}
      </button>
      <p className="sf-picker__status" aria-live="polite" data-sf-variant-status="">
        <StockLine variant={choice.variant} />
      </p>
    </form>
  );
}
