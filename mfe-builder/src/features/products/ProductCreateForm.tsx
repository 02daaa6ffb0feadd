import { productSchema } from '@app/contracts';
import { Alert, Button, Spinner } from '@app/ui';
import { useFormik } from 'formik';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveBar } from '../../shared/SaveBar';
import { useOutcome } from '../../shared/use-outcome';
import { emptyProduct, productImageErrors, type ProductValues } from './product-form';
import { createProduct } from './products.store';
import { FormProblems } from './FormProblems';
import { ProductFields } from './ProductFields';
import type { SetupTotals, VariantsSetupHandle } from './variants/VariantsSetup';

// Its own chunk, fetched when the merchant opens it (mfe-builder is at its 80 KiB budget).
const VariantsSetup = lazy(() => import('./variants/VariantsSetup'));
// A product with options takes its price and stock from its variants: the form's own are neither asked nor sent.
const pricedSchema = productSchema.omit(['price', 'compare_at_price', 'stock']);

/** The options setup below the form: open or not, the totals it gives the product, and what it said at a submit. */
function useSetup() {
  const [open, setOpen] = useState(false);
  const [focusKey, setFocusKey] = useState(0);
  const [priced, setPriced] = useState<SetupTotals>(null);
  const handle = useRef<VariantsSetupHandle | null>(null);
  // At the last submit: the set to send, undefined without options, null for a problem it shows.
  const checked = useRef<ReturnType<VariantsSetupHandle['check']>>(undefined);
  return {
    open,
    focusKey,
    priced,
    setPriced,
    handle,
    checked,
    openIt: () => setOpen(true),
    focusIt: () => setFocusKey((n) => n + 1),
    check: () => void (checked.current = open && handle.current ? handle.current.check() : undefined),
    close: () => (setOpen(false), setPriced(null)),
  };
}

/**
 * Create a product (multipart, 1 to 5 images), with its options and variants when the merchant sets them up here; the
 * form empties only once the server has taken it.
 */
export function ProductCreateForm({ websiteId }: { websiteId: number }) {
  const { t } = useTranslation('builder');
  const outcome = useOutcome();
  // A new round of fields after a create: nothing of the last product (not even a picker's message) stays.
  const [round, setRound] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const setup = useSetup();
  const form = useFormik<ProductValues>({
    initialValues: emptyProduct(),
    validationSchema: () => (setup.priced ? pricedSchema : productSchema),
    validate: productImageErrors,
    onSubmit: async (values, helpers) => {
      if (setup.checked.current === null) return setup.handle.current?.focusProblem();
      const done = await createProduct(websiteId, values, { variants: setup.checked.current, onProgress: setProgress });
      setProgress(null);
      if (outcome.show(done, form)) return (helpers.resetForm(), startOver());
      // A refusal of the options and variants is said at their fields below, not beside the form.
      if (!done.ok && setup.open && setup.handle.current?.refused(done.error.detail)) outcome.clearError();
    },
  });
  const startOver = () => (setRound((r) => r + 1), setup.close());
  const submit = (e?: FormEvent<HTMLFormElement>) => (setup.check(), outcome.submit(form)(e));
  const text = (v: unknown) => String(v ?? '');
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('products.createForm')}>
      <ProductFields
        key={round}
        form={form}
        idPrefix="product-new"
        variantTotals={setup.priced ? { ...setup.priced, onEdit: setup.focusIt } : undefined}
        progress={progress}
      />
      {setup.open ? (
        <Suspense fallback={<Spinner />}>
          <VariantsSetup
            idPrefix="product-new-variants"
            start={{ price: text(form.values.price), compare_at_price: text(form.values.compare_at_price), stock: text(form.values.stock) }}
            setupRef={setup.handle}
            onTotals={setup.setPriced}
            focusKey={setup.focusKey}
          />
        </Suspense>
      ) : (
        <Button type="button" $variant="secondary" onClick={setup.openIt}>
          {t('products.variants.open')}
        </Button>
      )}
      <FormProblems form={form} formRef={formRef} />
      {outcome.errorText && <Alert>{outcome.errorText}</Alert>}
      <SaveBar form={form} label={t('products.create')} onDiscard={startOver} />
    </form>
  );
}
