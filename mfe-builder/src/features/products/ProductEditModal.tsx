import { productSchema, type Product } from '@app/contracts';
import { Alert, Button, Modal } from '@app/ui';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveBar } from '../../shared/SaveBar';
import { requestLeave } from '../../shared/unsaved.store';
import { useOutcome } from '../../shared/use-outcome';
import { productImageErrors, productValues, type ProductValues } from './product-form';
import { updateProduct } from './products.store';
import { ProductFields } from './ProductFields';

// The variants editor (./variants/VariantsEditor, a lazy chunk of its own) is not offered here yet: until the
// storefront's option picker and checkout by variant land (issue #16), a product given options could not be bought
// (its checkout answers out_of_stock). Open it from this modal again in the same change that ships those.

/**
 * Edit a product: keep or remove its saved images, add new ones (5 in all); closes once the server took it.
 * Closing with edits (Cancel, Escape, the backdrop) asks first;
 */
export function ProductEditModal({ websiteId, product, onClose }: { websiteId: number; product: Product; onClose: () => void }) {
  const { t } = useTranslation('builder');
  const outcome = useOutcome();
  const [round, setRound] = useState(0);
  const form = useFormik<ProductValues>({
    initialValues: productValues(product),
    validationSchema: productSchema,
    validate: productImageErrors,
    onSubmit: async (values) => {
      if (outcome.show(await updateProduct(websiteId, product.id, values), form)) {
        form.resetForm({ values });
        onClose();
      }
    },
  });
  const close = () => requestLeave(onClose);
  return (
    <Modal open title={t('products.editTitle', { name: product.name })} onClose={close} width="640px">
      <form onSubmit={outcome.submit(form)} noValidate>
        <ProductFields key={round} form={form} idPrefix={`product-${product.id}`} />
        {outcome.errorText && <Alert>{outcome.errorText}</Alert>}
        <SaveBar form={form} label={t('products.save')} onDiscard={() => setRound((r) => r + 1)}>
          <Button type="button" $variant="ghost" onClick={close}>
            {t('actions.cancel')}
          </Button>
        </SaveBar>
      </form>
    </Modal>
  );
}
