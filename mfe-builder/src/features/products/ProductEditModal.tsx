import { productSchema, type Product, type ProductVariants } from '@app/contracts';
import { Alert, Button, Modal, Spinner } from '@app/ui';
import { useFormik } from 'formik';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveBar } from '../../shared/SaveBar';
import { requestLeave } from '../../shared/unsaved.store';
import { useOutcome } from '../../shared/use-outcome';
import { productImageErrors, productValues, type ProductValues } from './product-form';
import { updateProduct } from './products.store';
import { FormProblems } from './FormProblems';
import { ProductFields } from './ProductFields';
import { LiveNote } from '../publishing/LiveNote';

/** The price and stock a set of variants gives its product (lowest price, total stock); null without options. */
function totalsOf(set: Partial<ProductVariants>): { price: number; stock: number } | null {
  if (!set.options?.length || !set.variants?.length) return null;
  return { price: Math.min(...set.variants.map((v) => v.price)), stock: set.variants.reduce((n, v) => n + v.stock, 0) };
}

// Its own chunk, fetched when the merchant opens it: neither the builder's first load nor the edit modal carries it.
const VariantsEditor = lazy(() => import('./variants/VariantsEditor'));

/** The variants editor below the form: the toggle, and "Edit variants" (opens it and moves focus to its heading). */
function useVariantsPanel() {
  const [open, setOpen] = useState(false);
  const [focusKey, setFocusKey] = useState(0);
  return {
    open,
    focusKey,
    toggle: () => setOpen((o) => !o),
    edit: () => {
      setOpen(true);
      setFocusKey((n) => n + 1);
    },
  };
}

/**
 * Edit a product: keep or remove its saved images, add new ones (5 in all); closes once the server took it.
 * Closing with edits (Cancel, Escape, the backdrop) asks first;
 */
export function ProductEditModal({
  websiteId,
  product,
  onClose,
}: {
  websiteId: number;
  product: Product & Partial<ProductVariants>;
  onClose: () => void;
}) {
  const { t } = useTranslation('builder');
  const outcome = useOutcome();
  const [round, setRound] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const { open: variantsOpen, focusKey, toggle, edit } = useVariantsPanel();
  // A product with options has its price and stock from its variants (read-only here); a save of the variants below
  // may give it options or take them away.
  const [priced, setPriced] = useState(() => totalsOf(product));
  const [progress, setProgress] = useState<number | null>(null);
  const form = useFormik<ProductValues>({
    initialValues: productValues(product),
    validationSchema: productSchema,
    validate: productImageErrors,
    onSubmit: async (values) => {
      const saved = await updateProduct(websiteId, product.id, values, { pricedByVariants: priced != null, onProgress: setProgress });
      setProgress(null);
      if (outcome.show(saved, form)) {
        form.resetForm({ values });
        onClose();
      }
    },
  });
  const close = () => requestLeave(onClose);
  return (
    <Modal open title={t('products.editTitle', { name: product.name })} onClose={close} width="640px">
      <form ref={formRef} onSubmit={outcome.submit(form)} noValidate>
        <LiveNote />
        <ProductFields
          key={round}
          form={form}
          idPrefix={`product-${product.id}`}
          variantTotals={priced ? { ...priced, onEdit: edit } : undefined}
          progress={progress}
        />
        <FormProblems form={form} formRef={formRef} />
        {outcome.errorText && <Alert>{outcome.errorText}</Alert>}
        <SaveBar form={form} label={t('products.save')} onDiscard={() => setRound((r) => r + 1)}>
          <Button type="button" $variant="ghost" onClick={close}>
            {t('actions.cancel')}
          </Button>
        </SaveBar>
      </form>
      <Button type="button" $variant="secondary" aria-expanded={variantsOpen} onClick={toggle}>
        {t('products.variants.open')}
      </Button>
      {variantsOpen && (
        <Suspense fallback={<Spinner />}>
          <VariantsEditor websiteId={websiteId} product={product} focusKey={focusKey} onSaved={(set) => setPriced(totalsOf(set))} />
        </Suspense>
      )}
    </Modal>
  );
}
