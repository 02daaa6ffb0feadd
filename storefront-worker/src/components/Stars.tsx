import { RATING_MAX } from '@app/contracts/constants';
import { useView } from './view';

/** The product's rating as stars out of 5, read out as "Rated 4 out of 5". */
export function Stars({ rating }: { rating: number }) {
  const { t } = useView();
  const r = Math.max(0, Math.min(RATING_MAX, Math.round(rating)));
  return (
    <span className="sf-stars" role="img" aria-label={t('products.rating', { rating: r })}>
      <span className="sf-stars__on" aria-hidden="true">
        {'★'.repeat(r)}
      </span>
      <span className="sf-stars__off" aria-hidden="true">
        {'★'.repeat(RATING_MAX - r)}
      </span>
    </span>
  );
}

export function StockLabel({ stock }: { stock: number }) {
  const { t } = useView();
  return stock > 0 ? (
    <span className="sf-stock">{t('products.inStock', { count: stock })}</span>
  ) : (
    <span className="sf-stock sf-stock--out">{t('products.outOfStock')}</span>
  );
}
