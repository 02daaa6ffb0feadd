// Options and variants set up on the create form, before the product exists (#34 item 8; Shopify's "Add product"
// does the same): sent with the product and written with it in one request. Its own chunk, fetched when the merchant
// opens it. The rows are the variants editor's, without images (the product has none saved yet: a photo is matched to
// a variant after the first save).
import type { ErrorDetail, VariantsInput } from '@app/contracts';
import { Alert } from '@app/ui';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from '../../../shared/layout';
import { useText } from '../../../shared/use-text';
import { OptionFields } from './OptionFields';
import { VariantRows } from './VariantRows';
import { localErrors, serverErrors, toInput, withOptions, type Draft, type FieldErrors } from './variants-draft';

/** What the create form asks of the setup when it is submitted. */
export interface VariantsSetupHandle {
  /** The set to send: undefined without options; null when something is wrong (shown at its field). */
  check(): VariantsInput | undefined | null;
  /** Moves focus to the first problem check() showed. */
  focusProblem(): void;
  /**
   * The server's refusal of the create: its problems with the options and variants are said at their fields (as the
   * variants editor says a refused save), focus on the first. False when it named none of them.
   */
  refused(detail?: ErrorDetail[]): boolean;
}

/** The price and stock the rows give the product (lowest price typed, NaN before any; total stock); null without options. */
export type SetupTotals = { price: number; stock: number } | null;

interface Props {
  idPrefix: string;
  /** The form's price, compare-at price and stock when opened: the first variant starts with them. */
  start: { price: string; compare_at_price: string; stock: string };
  setupRef: RefObject<VariantsSetupHandle | null>;
  onTotals: (totals: SetupTotals) => void;
  /** Each new value moves focus to the heading (the read-only price's "Edit variants"). */
  focusKey: number;
}

function totalsOf(draft: Draft): SetupTotals {
  if (!draft.options.length || !draft.rows[0]?.options.length) return null;
  const prices = draft.rows.map((r) => (r.price.trim() ? Number(r.price) : NaN)).filter((n) => Number.isFinite(n) && n >= 0);
  const stock = draft.rows.reduce((n, r) => n + (Number(r.stock) || 0), 0);
  return { price: prices.length ? Math.min(...prices) : NaN, stock };
}

/** The element of a problem's field ("options[0].values", "variants[2].price"); the heading for the set's own. */
function fieldIdOf(idPrefix: string, key: string): string {
  const option = /^options\[(\d+)\]\.(name|values)/.exec(key);
  if (option) return `${idPrefix}-option${option[1]}-${option[2]}`;
  const row = /^variants\[(\d+)\]\.(\w+)/.exec(key);
  return row ? `${idPrefix}-v${row[1]}-${row[2]}` : `${idPrefix}-heading`;
}

/** What the create form calls on submit and on the server's refusal (VariantsSetupHandle), kept on `setupRef`. */
function useSetupHandle(
  setupRef: RefObject<VariantsSetupHandle | null>,
  draft: Draft,
  on: { setErrors: (e: FieldErrors) => void; focusOn: (key: string | undefined) => void; refusedAt: (key: string) => void },
) {
  useEffect(() => {
    setupRef.current = {
      check: () => {
        if (!draft.options.length) return undefined;
        const local = localErrors(draft);
        on.setErrors(local);
        return Object.keys(local).length ? null : toInput(draft);
      },
      focusProblem: () => on.focusOn(Object.keys(localErrors(draft))[0]),
      refused: (detail) => {
        // The create's places are the variants PUT's ("body", "variants[2]", "price"): the product's own are not ours.
        const ours = Object.entries(serverErrors(detail)).filter(([key]) => /^(options|variants)\b/.test(key));
        if (!ours.length) return false;
        on.setErrors(Object.fromEntries(ours));
        on.refusedAt(ours[0]![0]);
        return true;
      },
    };
  });
}

export default function VariantsSetup({ idPrefix, start, setupRef, onTotals, focusKey }: Props) {
  const { t } = useTranslation('builder');
  const text = useText();
  const [draft, setDraft] = useState<Draft>(() => ({
    options: [{ name: '', values: '' }],
    rows: [{ options: [], ...start, sku: '', image: '' }],
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const headingId = `${idPrefix}-heading`;
  const focusOn = (key: string | undefined) => key && document.getElementById(fieldIdOf(idPrefix, key))?.focus();
  // A refused field to focus once its message is shown (so that it is read with it): a new object each refusal.
  const [refusedAt, setRefusedAt] = useState<{ key: string }>();
  useEffect(() => void focusOn(refusedAt?.key), [refusedAt]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => onTotals(totalsOf(draft)), [draft, onTotals]);
  useEffect(() => {
    // Opened: straight to the first option's name. "Edit variants" later: to the heading.
    document.getElementById(focusKey ? headingId : `${idPrefix}-option0-name`)?.focus();
  }, [focusKey, headingId, idPrefix]);
  useSetupHandle(setupRef, draft, { setErrors, focusOn, refusedAt: (key) => setRefusedAt({ key }) });
  const edit = (next: Draft) => {
    setDraft(next);
    // A problem of the whole set may be solved by the edit (checked again on the next submit).
    setErrors(({ variants: _v, options: _o, ...fields }) => fields);
  };
  const withRows = draft.rows[0]?.options.length ? draft.rows : [];
  const setProblem = errors.variants ?? errors.options ?? (draft.overflow ? localErrors(draft).variants : undefined);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} tabIndex={-1}>
        {t('products.variants.heading')}
      </h3>
      <Hint>{t('products.variants.setupLead')}</Hint>
      <OptionFields draft={draft} errors={errors} idPrefix={idPrefix} onChange={(options) => edit(withOptions(draft, options))} />
      {withRows.length > 0 && <p>{t('products.variants.count', { count: draft.overflow ?? withRows.length })}</p>}
      {!draft.overflow && (
        <VariantRows
          rows={withRows}
          errors={errors}
          idPrefix={idPrefix}
          onChange={(i, patch) => edit({ ...draft, rows: draft.rows.map((r, k) => (k === i ? { ...r, ...patch } : r)) })}
        />
      )}
      {setProblem && <Alert>{text(setProblem)}</Alert>}
    </section>
  );
}
