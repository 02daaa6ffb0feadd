// The frame of a page that a shopper island fills from localStorage (cart, wishlist, checkout): the title, the note
// for browsers without JavaScript and, where the island reports changes, the live notices area.
import type { ReactNode } from 'react';
import { StoreLayout } from './StoreLayout';
import type { View } from './view';

export function IslandFrame({
  view,
  island,
  title,
  notices = true,
  children,
}: {
  view: View;
  island: 'cart' | 'wishlist' | 'checkout';
  title: string;
  notices?: boolean;
  children: ReactNode;
}) {
  return (
    <StoreLayout view={view}>
      <div className="sf-container sf-section" {...{ [`data-sf-${island}`]: '' }}>
        <h1 className="sf-page-title">{title}</h1>
        <noscript>
          <p className="sf-notice">{view.t('cart.noJs')}</p>
        </noscript>
        {notices ? <div className="sf-notices" data-sf-notices="" role="status" aria-live="polite"></div> : null}
        {children}
      </div>
    </StoreLayout>
  );
}
