// Create or edit a discount (DESIGN §17): formik over the contracts' discountSchema (run on the body it would send),
// the server's refusals at their fields (a code taken in any case, products not the store's).
import { messageOf } from '@app/api-client';
import type { Discount, DiscountInput } from '@app/contracts';
import { formError } from '@app/remote-kit';
import { useMessageText } from '@app/i18n';
import { Alert, Button } from '@app/ui';
import { useFormik, type FormikErrors } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EMPTY_DISCOUNT, inputOf, validateDiscount, valuesOf, type DiscountFormValues } from './discounts';
import { CheckInput, SelectInput, TextInput, useFieldMessage, type DiscountForm as Form } from './form-fields';
import type { ProductChoice } from './use-discounts';

// Cells keep their own height (a message under one field does not stretch its neighbours) and may shrink below a
// date-time input's natural width instead of overflowing into the next column.
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(210px, 1fr));
  column-gap: 16px;
  align-items: start;
  & > * {
    min-width: 0;
  }
  & input {
    min-width: 0;
  }
`;
const Products = styled.fieldset`
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 8px;
  margin: 0 0 14px;
  max-height: 220px;
  overflow: auto;
`;
const Actions = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
  flex-wrap: wrap;
`;

/** The server's field refusals as form errors; the rest as one message beside the form. */
function serverErrors(err: unknown, text: (m: ReturnType<typeof messageOf>) => string) {
  const shown = messageOf(err, 'generic');
  const detail = (err as { detail?: { loc: string[]; rule?: string; params?: Record<string, string | number> }[] }).detail ?? [];
  const fields: FormikErrors<DiscountFormValues> = {};
  for (const d of detail) {
    const name = d.loc[1] as keyof DiscountFormValues;
    if (d.loc[0] !== 'body' || !Object.hasOwn(EMPTY_DISCOUNT, name)) continue;
    (fields as Record<string, string>)[name] = d.rule ? formError(d.rule as never, d.params) : text(shown);
  }
  return { fields, general: Object.keys(fields).length ? null : text(shown) };
}

function ProductPicker({ form, products }: { form: Form; products: ProductChoice[] }) {
  const { t } = useTranslation('commerce');
  const error = useFieldMessage(form)('product_ids');
  const chosen = new Set(form.values.product_ids);
  const toggle = (id: number) =>
    void form.setFieldValue(
      'product_ids',
      chosen.has(id) ? form.values.product_ids.filter((x) => x !== id) : [...form.values.product_ids, id],
    );
  return (
    <Products aria-describedby={error ? 'discount-product_ids-error' : undefined}>
      <legend>{t('discounts.form.products')}</legend>
      {products.length === 0 && <p>{t('discounts.form.noProducts')}</p>}
      {products.map((p) => (
        <label key={p.id} style={{ display: 'flex', gap: 8, minHeight: 32, alignItems: 'center' }}>
          <input type="checkbox" checked={chosen.has(p.id)} onChange={() => toggle(p.id)} />
          {p.name}
        </label>
      ))}
      {error && (
        <Alert as="p" id="discount-product_ids-error">
          {error}
        </Alert>
      )}
    </Products>
  );
}

function RuleFields({ form, products }: { form: Form; products: ProductChoice[] }) {
  const { t } = useTranslation('commerce');
  const v = form.values;
  return (
    <>
      <CheckInput form={form} name="automatic" label={t('discounts.form.automatic')} />
      <Grid>
        {!v.automatic && <TextInput form={form} name="code" label={t('discounts.form.code')} />}
        <TextInput form={form} name="title" label={t('discounts.form.title')} />
        <SelectInput form={form} name="kind" label={t('discounts.form.kind')}>
          <option value="percent">{t('discounts.kind.percent')}</option>
          <option value="fixed">{t('discounts.kind.fixed')}</option>
        </SelectInput>
        <TextInput
          form={form}
          name="value"
          inputMode="decimal"
          label={t(v.kind === 'percent' ? 'discounts.form.percent' : 'discounts.form.amount')}
        />
        <SelectInput form={form} name="applies_to" label={t('discounts.form.appliesTo')}>
          <option value="order">{t('discounts.target.order')}</option>
          <option value="products">{t('discounts.target.products')}</option>
        </SelectInput>
        <TextInput form={form} name="min_subtotal" inputMode="decimal" label={t('discounts.form.minSubtotal')} />
      </Grid>
      {v.applies_to === 'products' && <ProductPicker form={form} products={products} />}
    </>
  );
}

function LimitFields({ form }: { form: Form }) {
  const { t } = useTranslation('commerce');
  return (
    <>
      <Grid>
        <TextInput form={form} name="starts_at" type="datetime-local" label={t('discounts.form.startsAt')} />
        <TextInput form={form} name="ends_at" type="datetime-local" label={t('discounts.form.endsAt')} />
        <TextInput form={form} name="usage_limit" inputMode="numeric" label={t('discounts.form.usageLimit')} />
      </Grid>
      <CheckInput form={form} name="once_per_email" label={t('discounts.form.oncePerEmail')} />
      <CheckInput form={form} name="active" label={t('discounts.form.active')} />
    </>
  );
}

export function DiscountForm(props: {
  discount: Discount | null;
  products: ProductChoice[];
  onSave: (body: DiscountInput, id?: number) => Promise<void>;
  onCancel: () => void;
}) {
  const { discount, products, onSave, onCancel } = props;
  const { t } = useTranslation('commerce');
  const text = useMessageText('commerce');
  const [general, setGeneral] = useState<string | null>(null);
  const form = useFormik<DiscountFormValues>({
    initialValues: discount ? valuesOf(discount) : EMPTY_DISCOUNT,
    validate: validateDiscount,
    onSubmit: async (values) => {
      setGeneral(null);
      try {
        await onSave(inputOf(values), discount?.id);
      } catch (err) {
        const refused = serverErrors(err, text);
        form.setErrors(refused.fields);
        setGeneral(refused.general);
      }
    },
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label={t(discount ? 'discounts.edit' : 'discounts.create')}>
      <RuleFields form={form} products={products} />
      <LimitFields form={form} />
      {general && <Alert>{general}</Alert>}
      <Actions>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t('discounts.cancel')}
        </Button>
        <Button type="submit" disabled={form.isSubmitting}>
          {t('discounts.save')}
        </Button>
      </Actions>
    </form>
  );
}
