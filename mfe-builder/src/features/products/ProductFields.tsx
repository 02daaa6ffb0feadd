import { MAX_PRICE, MAX_STOCK, RATING_MAX } from '@app/contracts';
import { Field, Select } from '@app/ui';
import type { FormikProps } from 'formik';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { fieldError } from '@app/remote-kit';
import { FormikField } from '../../shared/FormikField';
import { Hint, Row } from '../../shared/layout';
import { ImagePicker } from './ImagePicker';
import { PRODUCT_FIELDS, type ProductValues } from './product-form';
import { productsState } from './products.store';
import type { VariantTotals } from './VariantPriced';

/** The price and stock inputs: numeric, in cents and whole units. */
const NUMERIC = {
  price: { inputMode: 'decimal', max: MAX_PRICE, step: '0.01' },
  compare_at_price: { inputMode: 'decimal', max: MAX_PRICE, step: '0.01' },
  stock: { inputMode: 'numeric', max: MAX_STOCK, step: '1' },
} as const;

// The fields laid out by hand below; any other field of the contracts' productSchema gets a plain text input, labelled
// by its `common:productFields.<field>` translation (the label shoppers see it under too).
const LAID_OUT: ReadonlySet<string> = new Set(['name', 'description', 'price', 'compare_at_price', 'stock', 'rating', 'category']);
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

// Its own chunk: only a product with options shows it (mfe-builder is at its 80 KiB budget).
const VariantPriced = lazy(() => import('./VariantPriced'));

/**
 * The product's fields (price and stock as numeric inputs, or read-only with `variantTotals`) and its images, for the
 * create form and the edit modal.
 */
export function ProductFields({
  form,
  idPrefix,
  variantTotals,
  progress,
}: {
  form: FormikProps<ProductValues>;
  idPrefix: string;
  variantTotals?: VariantTotals;
  /** Percent of the new photos sent while a save is under way (null until the first bytes are reported). */
  progress?: number | null;
}) {
  const { t } = useTranslation('builder');
  const { categories } = useSnapshot(productsState);
  const id = (name: string) => `${idPrefix}-${name}`;
  const bind = (name: keyof ProductValues) => ({ form, name, id: id(name), error: fieldError(form, name) });
  return (
    <>
      <FormikField {...bind('name')} label={t('products.name')} maxLength={200} />
      <FormikField {...bind('description')} label={t('products.description')} rows={3} maxLength={3000} />
      <Row>
        {variantTotals ? (
          <Suspense fallback={null}>
            <VariantPriced totals={variantTotals} id={id} />
          </Suspense>
        ) : (
          (['price', 'compare_at_price', 'stock'] as const).map((k) => (
            <FormikField key={k} {...bind(k)} label={t(`products.${k}`)} type="number" min={0} {...NUMERIC[k]} />
          ))
        )}
        <RatingSelect form={form} id={id('rating')} />
      </Row>
      {/* The categories of the products read so far, to choose from (or a new one typed). */}
      <FormikField {...bind('category')} label={t('products.category')} maxLength={120} list={id('categories')} />
      <datalist id={id('categories')}>
        {categories.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      {MORE_FIELDS.map((k) => (
        <FormikField key={k} {...bind(k)} label={t(`common:productFields.${k}`)} />
      ))}
      <ImagePicker
        id={id('images')}
        value={{ keep: form.values.keep, files: form.values.files }}
        onChange={(v) => void form.setValues({ ...form.values, ...v })}
        error={fieldError(form, 'files')}
      />
      {/* The status line is said once; the bar's value (its aria-valuenow) follows the bytes sent. */}
      {form.isSubmitting && form.values.files.length > 0 && (
        <Hint role="status">
          <progress max={100} value={progress ?? undefined} aria-label={t('products.uploading', { count: form.values.files.length })} />{' '}
          {t('products.uploading', { count: form.values.files.length })}
        </Hint>
      )}
    </>
  );
}
