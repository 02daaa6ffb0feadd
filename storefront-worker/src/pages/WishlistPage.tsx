import { StoreLayout } from '../components/StoreLayout';
import type { View } from '../components/view';

/** Wishlist cards with Remove (and Add to Cart), rendered by the wishlist island from localStorage. */
export function WishlistPage({ view }: { view: View }) {
  const { t, links } = view;
  return (
    <StoreLayout view={view}>
      <div className="sf-container sf-section" data-sf-wishlist="">
        <h1 className="sf-page-title">{t('wishlist.title')}</h1>
        <noscript>
          <p className="sf-notice">{t('cart.noJs')}</p>
        </noscript>
        <div className="sf-grid" data-sf-view="" hidden></div>
        <div className="sf-empty" data-sf-empty="" hidden>
          <h2>{t('wishlist.empty')}</h2>
          <p>{t('wishlist.emptyHint')}</p>
          <a className="sf-btn" href={links.home}>
            {t('wishlist.backToShop')}
          </a>
        </div>
      </div>
    </StoreLayout>
  );
}
