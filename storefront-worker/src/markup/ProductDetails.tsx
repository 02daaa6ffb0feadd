// The product's details list: every field of the contracts' productSchema marked for shoppers (PRODUCT_DETAIL_FIELDS)
// that has a value, under the field's one label, the one the dashboard's product form shows (common.json's
// `productFields`). A new field shoppers see is listed here with no edit to this page.
import { DEFAULT_LANGUAGE, PRODUCT_DETAIL_FIELDS, type Language, type Product } from '@app/contracts';
import { useView } from '../components/view';
import { FIELD_LABELS } from '../generated/catalogues';

/** The field's label in the page's language, else in English, else its name (a label not written yet). */
export const fieldLabel = (lang: Language, field: string): string =>
  FIELD_LABELS[lang]?.[field] ?? FIELD_LABELS[DEFAULT_LANGUAGE]?.[field] ?? field;

export function ProductDetails({ product }: { product: Product }) {
  const { lang } = useView();
  const rows = PRODUCT_DETAIL_FIELDS.map((field) => ({ field, value: String(product[field] ?? '').trim() })).filter((r) => r.value);
  if (!rows.length) return null;
  return (
    <dl className="sf-details">
      {rows.map(({ field, value }) => (
        <div key={field} className="sf-details__row" data-field={field}>
          <dt>{fieldLabel(lang, field)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
