// A price as shoppers read it: "From" when the product's variants differ in price, and a compare-at above it struck
// through, each part read out with what it is ("Sale price", "Regular price"). Cards and the product page share it;
// the product island writes the same markup (client/lib/variant-picker.ts).
import { useView } from './view';

export function Price({ price, compareAt, from }: { price: number; compareAt?: number | null; from?: boolean }) {
  const { t, money } = useView();
  const now = from ? t('variant.from', { price: money(price) }) : money(price);
  if (compareAt == null || compareAt <= price) return <>{now}</>;
  return (
    <>
      <span className="sr-only">{t('variant.salePrice')} </span>
      <span className="sf-price__now">{now}</span>{' '}
      <s className="sf-price__was">
        <span className="sr-only">{t('variant.regularPrice')} </span>
        {money(compareAt)}
      </s>
    </>
  );
}

/** The card's "Sale" badge: on a product whose card price has a compare-at above it. */
export function SaleBadge({ price, compareAt }: { price: number; compareAt?: number | null }) {
  const { t } = useView();
  return compareAt != null && compareAt > price ? <span className="sf-sale">{t('variant.sale')}</span> : null;
}
