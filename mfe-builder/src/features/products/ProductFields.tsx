import { MAX_PRICE, MAX_STOCK, RATING_MAX } from '@app/contracts';
import { Field, Select } from '@app/ui';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { fieldError } from '@app/remote-kit';
import { FormikField } from '../../shared/FormikField';
import { Row } from '../../shared/layout';
import { ImagePicker } from './ImagePicker';
import { PRODUCT_FIELDS, type ProductValues } from './product-form';

// The fields laid out by hand below; any other field of the contracts' productSchema gets a plain text input, labelled
// by its `common:productFields.<field>` translation (the label shoppers see it under too).
const LAID_OUT: ReadonlySet<string> = new Set(['name', 'description', 'price', 'stock', 'rating', 'category']);
const MORE_FIELDS = PRODUCT_FIELDS.filter((k) => !LAID_OUT.has(k));

/** The star rating, 0 to RATING_MAX, as a select (it always holds a valid value, so it has no message). */
function RatingSelect({ form, id }: { form: FormikProps<ProductValues>; id: string }) {
  const { t } = useTranslation('builder');
  return (
    <Field id={id} label={t('products.rating')}>
      <Select id={id} value={form.values.rating} onChange={(e) => void form.setFieldValue('rating', Number(e.currentTarget.value))}>
        {Array.from({ length: RATING_MAX + 1 }, (_, n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** The product's fields (price and stock as numeric inputs) and its images, for the create form and the edit modal. */
export function ProductFields({ form, idPrefix }: { form: FormikProps<ProductValues>; idPrefix: string }) {
  const { t } = useTranslation('builder');
  const id = (name: string) => `${idPrefix}-${name}`;
  const bind = (name: keyof ProductValues) => ({ form, name, id: id(name), error: fieldError(form, name) });
  return (
    <>
      <FormikField {...bind('name')} label={t('products.name')} maxLength={200} />
      <FormikField {...bind('description')} label={t('products.description')} rows={3} maxLength={3000} />
      <Row>
        <FormikField {...bind('price')} label={t('products.price')} type="number" inputMode="decimal" min={0} max={MAX_PRICE} step="0.01" />
        <FormikField {...bind('stock')} label={t('products.stock')} type="number" inputMode="numeric" min={0} max={MAX_STOCK} step="1" />
        <RatingSelect form={form} id={id('rating')} />
      </Row>
      <FormikField {...bind('category')} label={t('products.category')} maxLength={120} />
      {MORE_FIELDS.map((k) => (
        <FormikField key={k} {...bind(k)} label={t(`common:productFields.${k}`)} />
      ))}
      <ImagePicker
        id={id('images')}
        value={{ keep: form.values.keep, files: form.values.files }}
        onChange={(v) => void form.setValues({ ...form.values, ...v })}
        error={fieldError(form, 'files')}
      />
    </>
  );
}
