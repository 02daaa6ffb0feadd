import { productSchema } from '@app/contracts';
import { Alert } from '@app/ui';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveBar } from '../../shared/SaveBar';
import { useOutcome } from '../../shared/use-outcome';
import { emptyProduct, productImageErrors, type ProductValues } from './product-form';
import { createProduct } from './products.store';
import { FormProblems } from './FormProblems';
import { ProductFields } from './ProductFields';

/** Create a product (multipart, 1 to 5 images); the form empties only once the server has taken it. */
export function ProductCreateForm({ websiteId }: { websiteId: number }) {
  const { t } = useTranslation('builder');
  const outcome = useOutcome();
  // A new round of fields after a create: nothing of the last product (not even a picker's message) stays.
  const [round, setRound] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormik<ProductValues>({
    initialValues: emptyProduct(),
    validationSchema: productSchema,
    validate: productImageErrors,
    onSubmit: async (values, helpers) => {
      if (!outcome.show(await createProduct(websiteId, values), form)) return;
      helpers.resetForm();
      setRound((r) => r + 1);
    },
  });
  return (
    <form ref={formRef} onSubmit={outcome.submit(form)} noValidate aria-label={t('products.createForm')}>
      <ProductFields key={round} form={form} idPrefix="product-new" />
      <FormProblems form={form} formRef={formRef} />
      {outcome.errorText && <Alert>{outcome.errorText}</Alert>}
      <SaveBar form={form} label={t('products.create')} onDiscard={() => setRound((r) => r + 1)} />
    </form>
  );
}
