import { IslandFrame } from '../components/IslandFrame';
import type { View } from '../components/view';
import { NoticeText } from '../components/NoticeText';

/** Wishlist cards with Remove (and Add to Cart), rendered by the wishlist island from localStorage. */
export function WishlistPage({ view }: { view: View }) {
  const { t, links } = view;
  return (
    <IslandFrame view={view} island="wishlist" title={t('wishlist.title')} notices={false}>
      <div className="sf-grid" data-sf-view="" hidden></div>
      <div className="sf-empty" data-sf-empty="" hidden>
        <NoticeText title={t('wishlist.empty')} text={t('wishlist.emptyHint')} href={links.home} action={t('wishlist.backToShop')} />
      </div>
    </IslandFrame>
  );
}
