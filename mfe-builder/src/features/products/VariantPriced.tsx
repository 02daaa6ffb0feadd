// The price and stock of a product with options, read-only in the product form: they are changed per variant, which
// the hint says, with the way to the variants editor.
import { Button, Field, Input } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { Hint } from '../../shared/layout';

/** A product with options: the price and stock its variants give it (lowest price, total stock), and the way to them. */
export interface VariantTotals {
  /** NaN while no variant has a price yet. */
  price: number;
  stock: number;
  onEdit: () => void;
}

export default function VariantPriced({ totals, id }: { totals: VariantTotals; id: (name: string) => string }) {
  const { t } = useTranslation('builder');
  const hint = id('priced-hint');
  const shown = (name: string, label: string, value: string) => (
    <Field id={id(name)} label={label}>
      <Input id={id(name)} value={value} readOnly aria-describedby={hint} />
    </Field>
  );
  return (
    <>
      {/* Empty until a variant has a price (a set up before the first save): never a price of 0.00 nobody typed. */}
      {shown('price', t('products.priceFrom'), Number.isFinite(totals.price) ? totals.price.toFixed(2) : '')}
      {shown('stock', t('products.stockTotal'), String(totals.stock))}
      <Hint id={hint} style={{ gridColumn: '1 / -1' }}>
        {t('products.pricedByVariants')}{' '}
        <Button type="button" $variant="ghost" onClick={totals.onEdit}>
          {t('products.editVariants')}
        </Button>
      </Hint>
    </>
  );
}
