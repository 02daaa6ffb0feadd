import { IslandFrame } from '../components/IslandFrame';
import type { View } from '../components/view';

/** Wishlist cards with Remove (and Add to Cart), rendered by the wishlist island from localStorage. */
export function WishlistPage({ view }: { view: View }) {
  const { t, links } = view;
  return (
    <IslandFrame view={view} island="wishlist" title={t('wishlist.title')} notices={false}>
      <div className="sf-grid" data-sf-view="" hidden></div>
      <div className="sf-empty" data-sf-empty="" hidden>
        <h2>{t('wishlist.empty')}</h2>
        <p>{t('wishlist.emptyHint')}</p>
        <a className="sf-btn" href={links.home}>
          {t('wishlist.backToShop')}
        </a>
      </div>
    </IslandFrame>
  );
}
