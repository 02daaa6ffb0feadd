import { MAX_PRICE, MAX_STOCK, RATING_MAX } from '@app/contracts';
import { Field, Input, Select, Textarea } from '@app/ui';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { ariaFor, fieldError } from '@app/remote-kit';
import { Row } from '../../shared/layout';
import { useText } from '../../shared/use-text';
import { ImagePicker } from './ImagePicker';
import { PRODUCT_FIELDS, type ProductValues } from './product-form';

// The fields laid out by hand below; any other field of the contracts' productSchema gets a plain text input, labelled
// by its `common:productFields.<field>` translation (the label shoppers see it under too).
const LAID_OUT: ReadonlySet<string> = new Set(['name', 'description', 'price', 'stock', 'rating', 'category']);
const MORE_FIELDS = PRODUCT_FIELDS.filter((k) => !LAID_OUT.has(k));

/** The product's fields (price and stock as numeric inputs) and its images, for the create form and the edit modal. */
export function ProductFields({ form, idPrefix }: { form: FormikProps<ProductValues>; idPrefix: string }) {
  const { t } = useTranslation('builder');
  const text = useText();
  const id = (name: string) => `${idPrefix}-${name}`;
  const err = (name: keyof ProductValues) => fieldError(form, name);
  const shown = (name: keyof ProductValues) => {
    const e = err(name);
    return e && text(e);
  };
  return (
    <>
      <Field id={id('name')} label={t('products.name')} error={shown('name')}>
        <Input
          id={id('name')}
          maxLength={200}
          $invalid={!!err('name')}
          {...form.getFieldProps('name')}
          {...ariaFor(id('name'), err('name'))}
        />
      </Field>
      <Field id={id('description')} label={t('products.description')} error={shown('description')}>
        <Textarea
          id={id('description')}
          rows={3}
          maxLength={3000}
          $invalid={!!err('description')}
          {...form.getFieldProps('description')}
          {...ariaFor(id('description'), err('description'))}
        />
      </Field>
      <Row>
        <Field id={id('price')} label={t('products.price')} error={shown('price')}>
          <Input
            id={id('price')}
            type="number"
            inputMode="decimal"
            min={0}
            max={MAX_PRICE}
            step="0.01"
            $invalid={!!err('price')}
            {...form.getFieldProps('price')}
            {...ariaFor(id('price'), err('price'))}
          />
        </Field>
        <Field id={id('stock')} label={t('products.stock')} error={shown('stock')}>
          <Input
            id={id('stock')}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_STOCK}
            step="1"
            $invalid={!!err('stock')}
            {...form.getFieldProps('stock')}
            {...ariaFor(id('stock'), err('stock'))}
          />
        </Field>
        <Field id={id('rating')} label={t('products.rating')}>
          <Select
            id={id('rating')}
            value={form.values.rating}
            onChange={(e) => void form.setFieldValue('rating', Number(e.currentTarget.value))}
          >
            {Array.from({ length: RATING_MAX + 1 }, (_, n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        </Field>
      </Row>
      <Field id={id('category')} label={t('products.category')} error={shown('category')}>
        <Input
          id={id('category')}
          maxLength={120}
          $invalid={!!err('category')}
          {...form.getFieldProps('category')}
          {...ariaFor(id('category'), err('category'))}
        />
      </Field>
      {MORE_FIELDS.map((k) => (
        <Field key={k} id={id(k)} label={t(`common:productFields.${k}`)} error={shown(k)}>
          <Input id={id(k)} $invalid={!!err(k)} {...form.getFieldProps(k)} {...ariaFor(id(k), err(k))} />
        </Field>
      ))}
      <ImagePicker
        id={id('images')}
        value={{ keep: form.values.keep, files: form.values.files }}
        onChange={(v) => void form.setValues({ ...form.values, ...v })}
        error={err('files')}
      />
    </>
  );
}
