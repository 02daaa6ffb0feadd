// The product's options and variants (DESIGN §17), in the product edit modal: loaded lazily with it (its own chunk),
// saved on its own (PUT replaces the whole set). Problems show at their field, the editor's own checks first.
import type { Product, ProductVariants } from '@app/contracts';
import { api, ApiError, messageOf, type Shown } from '@app/api-client';
import { Alert, Button, Spinner } from '@app/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Actions, Hint } from '../../../shared/layout';
import { useText } from '../../../shared/use-text';
import { previewChanged } from '../../website/website.store';
import { loadProducts } from '../products.store';
import { OptionFields } from './OptionFields';
import { VariantRows } from './VariantRows';
import { draftOf, localErrors, serverErrors, toInput, withOptions, type Draft, type FieldErrors } from './variants-draft';

type Status = { kind: 'loading' } | { kind: 'ready'; saved?: boolean } | { kind: 'error'; error: Shown };

/** Loads the set, then keeps the draft, the field errors and the last outcome. */
function useVariants(websiteId: number, productId: number, onSaved?: (set: ProductVariants) => void) {
  const [draft, setDraft] = useState<Draft>({ options: [], rows: [] });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    api.variants.get(websiteId, productId).then(
      (set) => live && (setDraft(draftOf(set)), setStatus({ kind: 'ready' })),
      (err) => live && setStatus({ kind: 'error', error: messageOf(err, 'generic') }),
    );
    return () => void (live = false);
  }, [websiteId, productId]);

  const save = async () => {
    const local = localErrors(draft);
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      const set = await api.variants.put(websiteId, productId, toInput(draft));
      setDraft(draftOf(set));
      onSaved?.(set);
      setStatus({ kind: 'ready', saved: true });
      previewChanged();
      void loadProducts(websiteId);
    } catch (err) {
      setErrors(err instanceof ApiError ? serverErrors(err.detail) : {});
      setStatus({ kind: 'error', error: messageOf(err, 'generic') });
    }
  };
  const edit = (next: Draft) => {
    setDraft(next);
    setStatus({ kind: 'ready' });
    // A problem of the whole set is the last save's: an edit may have solved it (the editor re-checks on Save).
    setErrors(({ variants: _v, options: _o, ...fields }) => fields);
  };
  return { draft, errors, status, save, edit };
}

interface Props {
  websiteId: number;
  product: Product;
  /** Each new value moves focus to the heading (once loaded): the product form's "Edit variants" leads here. */
  focusKey?: number;
  /** After a save, with the set as saved (the product form's price and stock follow it). */
  onSaved?: (set: ProductVariants) => void;
}

export default function VariantsEditor({ websiteId, product, focusKey = 0, onSaved }: Props) {
  const { t } = useTranslation('builder');
  const text = useText();
  const { draft, errors, status, save, edit } = useVariants(websiteId, product.id, onSaved);
  const idPrefix = `product-${product.id}-variants`;
  const loaded = status.kind !== 'loading';
  useEffect(() => {
    if (focusKey && loaded) document.getElementById(`${idPrefix}-heading`)?.focus();
  }, [focusKey, loaded, idPrefix]);
  const [busy, setBusy] = useState(false);
  // What is wrong with the set as a whole (too many variants, more than one without options), said at the Save
  // control: no field holds it. Too many combinations is said as soon as the options make them.
  const saveErrorId = `${idPrefix}-save-error`;
  const setProblem = errors.variants ?? errors.options ?? (draft.overflow ? localErrors(draft).variants : undefined);
  if (status.kind === 'loading') return <Spinner aria-label={t('products.variants.loading')} />;
  return (
    <section aria-labelledby={`${idPrefix}-heading`}>
      <h3 id={`${idPrefix}-heading`} tabIndex={-1}>
        {t('products.variants.heading')}
      </h3>
      <Hint>{t('products.variants.lead')}</Hint>
      <OptionFields draft={draft} errors={errors} idPrefix={idPrefix} onChange={(options) => edit(withOptions(draft, options))} />
      <p>{t('products.variants.count', { count: draft.overflow ?? draft.rows.length })}</p>
      {!draft.overflow && (
        <VariantRows
          rows={draft.rows}
          images={product.image_urls}
          errors={errors}
          idPrefix={idPrefix}
          onChange={(i, patch) => edit({ ...draft, rows: draft.rows.map((r, k) => (k === i ? { ...r, ...patch } : r)) })}
        />
      )}
      {status.kind === 'error' && <Alert>{text(status.error)}</Alert>}
      {status.kind === 'ready' && status.saved && (
        <Alert $tone="success" role="status">
          {t('products.variants.saved')}
        </Alert>
      )}
      <Actions>
        <Button
          type="button"
          disabled={busy}
          aria-describedby={setProblem ? saveErrorId : undefined}
          onClick={() => (setBusy(true), void save().finally(() => setBusy(false)))}
        >
          {t('products.variants.save')}
        </Button>
      </Actions>
      {setProblem && (
        <Alert id={saveErrorId} style={{ marginTop: 8 }}>
          {text(setProblem)}
        </Alert>
      )}
    </section>
  );
}
