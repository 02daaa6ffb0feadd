import { productSchema } from '@app/contracts';
import { Alert, Button } from '@app/ui';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Actions } from '../../shared/layout';
import { useOutcome } from '../../shared/use-outcome';
import { emptyProduct, productImageErrors, type ProductValues } from './product-form';
import { createProduct } from './products.store';
import { ProductFields } from './ProductFields';

/** Create a product (multipart, 1 to 5 images); the form empties only once the server has taken it. */
export function ProductCreateForm({ websiteId }: { websiteId: number }) {
  const { t } = useTranslation('builder');
  const outcome = useOutcome();
  const form = useFormik<ProductValues>({
    initialValues: emptyProduct(),
    validationSchema: productSchema,
    validate: productImageErrors,
    onSubmit: async (values, helpers) => {
      if (outcome.show(await createProduct(websiteId, values))) helpers.resetForm();
    },
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label={t('products.createForm')}>
      <ProductFields form={form} idPrefix="product-new" />
      {outcome.errorText && <Alert>{outcome.errorText}</Alert>}
      <Actions>
        <Button type="submit" disabled={form.isSubmitting}>{t('products.create')}</Button>
      </Actions>
    </form>
  );
}
