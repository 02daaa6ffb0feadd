import { productSchema, type Product } from '@app/contracts';
import { Alert, Button, Modal } from '@app/ui';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Actions } from '../../shared/layout';
import { useOutcome } from '../../shared/use-outcome';
import { productImageErrors, productValues, type ProductValues } from './product-form';
import { updateProduct } from './products.store';
import { ProductFields } from './ProductFields';

/** Edit a product: keep or remove its saved images, add new ones (5 in all); closes once the server took it. */
export function ProductEditModal({ websiteId, product, onClose }: { websiteId: number; product: Product; onClose: () => void }) {
  const { t } = useTranslation('builder');
  const outcome = useOutcome();
  const form = useFormik<ProductValues>({
    initialValues: productValues(product),
    validationSchema: productSchema,
    validate: productImageErrors,
    onSubmit: async (values) => {
      if (outcome.show(await updateProduct(websiteId, product.id, values))) onClose();
    },
  });
  return (
    <Modal open title={t('products.editTitle', { name: product.name })} onClose={onClose}>
      <form onSubmit={form.handleSubmit} noValidate>
        <ProductFields form={form} idPrefix={`product-${product.id}`} />
        {outcome.errorText && <Alert>{outcome.errorText}</Alert>}
        <Actions>
          <Button type="submit" disabled={form.isSubmitting}>{t('products.save')}</Button>
          <Button type="button" $variant="secondary" onClick={onClose}>{t('actions.cancel')}</Button>
        </Actions>
      </form>
    </Modal>
  );
}
