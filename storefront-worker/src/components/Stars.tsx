import { RATING_MAX } from '@app/contracts/constants';
import { useView } from './view';

/**
 * The product's rating as stars out of 5, read out as "Rated 4 out of 5". The stars are drawn by the stylesheet
 * (data-rating), not written as ★: no face in the usual font stacks has that glyph, so every text size it appeared in
 * sent the browser's first layout through the whole font list and then a system fallback lookup (on the heavy home
 * 51 of the 73 font lookups, a third of that layout).
 */
export function Stars({ rating }: { rating: number }) {
  const { t } = useView();
  const r = Math.max(0, Math.min(RATING_MAX, Math.round(rating)));
  return <span className="sf-stars" role="img" aria-label={t('products.rating', { rating: r })} data-rating={r}></span>;
}

export function StockLabel({ stock }: { stock: number }) {
  const { t } = useView();
  return stock > 0 ? (
    <span className="sf-stock">{t('products.inStock', { count: stock })}</span>
  ) : (
    <span className="sf-stock sf-stock--out">{t('products.outOfStock')}</span>
  );
}
