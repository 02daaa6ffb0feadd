import { MAX_PRICE, MAX_STOCK, variantTitle, type RuleMessage } from '@app/contracts';
import { Field, Input, Select } from '@app/ui';
import { ariaFor } from '@app/remote-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useText } from '../../../shared/use-text';
import { fieldsInLine } from './fields-in-line';
import type { FieldErrors, RowDraft } from './variants-draft';

const Fieldset = styled.fieldset`
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 8px;
  margin: 0 0 12px;
  padding: 8px 12px 0;
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
`;

const RowError = styled.p`
  margin: 0 0 8px;
  color: ${(p) => p.theme.color.danger};
`;

// Denser than the forms' Row: two fields a line on a 390 px phone, five on a desktop.
const Cells = styled.div`
  ${fieldsInLine}
  grid-template-columns: repeat(auto-fit, minmax(min(110px, 100%), 1fr));
  input,
  select {
    width: 100%;
  }
`;

type TextField = 'price' | 'compare_at_price' | 'sku' | 'stock';
const NUMBER = { type: 'number', inputMode: 'decimal', min: 0, max: MAX_PRICE, step: '0.01' } as const;
const INPUTS: { field: TextField; label: string; extras: object }[] = [
  { field: 'price', label: 'products.price', extras: NUMBER },
  { field: 'compare_at_price', label: 'products.variants.compareAt', extras: NUMBER },
  // The SKU's one label, as the product form and the storefront show it.
  { field: 'sku', label: 'common:productFields.sku', extras: { maxLength: 40 } },
  { field: 'stock', label: 'products.stock', extras: { type: 'number', inputMode: 'numeric', min: 0, max: MAX_STOCK, step: '1' } },
];

interface Props {
  rows: RowDraft[];
  /** The product's saved photos a variant may show; left out, no photo is chosen (a product not saved yet). */
  images?: string[];
  errors: FieldErrors;
  idPrefix: string;
  onChange: (i: number, patch: Partial<RowDraft>) => void;
}

/** One fieldset per variant (its values as legend): price, compare-at price, SKU, stock and one of the product's photos. */
export function VariantRows({ rows, images, errors, idPrefix, onChange }: Props) {
  const { t } = useTranslation('builder');
  const text = useText();
  const shown = (m: RuleMessage | undefined) => m && text(m);
  return (
    <>
      {rows.map((r, i) => {
        const at = (field: string) => errors[`variants[${i}].${field}`];
        const id = (field: string) => `${idPrefix}-v${i}-${field}`;
        return (
          <Fieldset key={r.options.join('\u001f')}>
            <legend>{r.options.length ? variantTitle(r.options) : t('products.variants.defaultVariant')}</legend>
            {at('options') && <RowError role="alert">{shown(at('options'))}</RowError>}
            <Cells>
              {INPUTS.map(({ field, label, extras }) => (
                <Field key={field} id={id(field)} label={t(label)} error={shown(at(field))}>
                  <Input
                    id={id(field)}
                    {...extras}
                    value={r[field]}
                    $invalid={!!at(field)}
                    {...ariaFor(id(field), at(field))}
                    onChange={(e) => onChange(i, { [field]: e.currentTarget.value })}
                  />
                </Field>
              ))}
              {images && (
                <Field id={id('image')} label={t('products.variants.image')} error={shown(at('image_url'))}>
                  <Select
                    id={id('image')}
                    value={r.image}
                    onChange={(e) => onChange(i, { image: e.currentTarget.value })}
                    {...ariaFor(id('image'), at('image_url'))}
                  >
                    <option value="">{t('products.variants.noImage')}</option>
                    {images.map((url, n) => (
                      <option key={url} value={url}>
                        {t('products.variants.photo', { n: n + 1 })}
                      </option>
                    ))}
                  </Select>
                </Field>
              )}
            </Cells>
          </Fieldset>
        );
      })}
    </>
  );
}
