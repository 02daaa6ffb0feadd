// The cart lives in the shopper's browser (localStorage): the server sends the frame and the cart island fills it,
// priced by the server (lines, discount code, totals) and clamped to the stock.
import { IslandFrame } from '../components/IslandFrame';
import type { View } from '../components/view';
import { NoticeText } from '../components/NoticeText';
import { DiscountField } from './DiscountField';
import { SummaryRows } from './SummaryRows';

export function CartPage({ view }: { view: View }) {
  const { t, links } = view;
  return (
    <IslandFrame view={view} island="cart" title={t('cart.title')}>
      <div className="sf-cart" data-sf-view="" hidden>
        <div className="sf-table-wrap">
          <table className="sf-table">
            <thead>
              <tr>
                <th scope="col">{t('cart.product')}</th>
                <th scope="col">{t('cart.price')}</th>
                <th scope="col">{t('cart.quantity')}</th>
                <th scope="col">{t('cart.total')}</th>
                <th scope="col">
                  <span className="sr-only">{t('cart.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody data-sf-lines=""></tbody>
          </table>
        </div>
        <aside className="sf-summary" aria-labelledby="sf-summary-title">
          <h2 id="sf-summary-title">{t('cart.summary')}</h2>
          <DiscountField t={t} />
          <SummaryRows t={t} />
          <p className="sf-notice" id="sf-cart-blocked" data-sf-blocked="" hidden>
            {t('cart.shop_removeSoldOut')}
          </p>
          <a className="sf-btn sf-btn--block" href={links.checkout} data-sf-proceed="" aria-describedby="sf-cart-blocked">
            {t('cart.proceed')}
          </a>
          <button type="button" className="sf-btn sf-btn--ghost sf-btn--block" data-sf-clear="">
            {t('cart.clear')}
          </button>
        </aside>
      </div>
      <div className="sf-empty" data-sf-empty="" hidden>
        <NoticeText title={t('cart.empty')} text={t('cart.emptyHint')} href={links.home} action={t('cart.continue')} />
      </div>
    </IslandFrame>
  );
}
