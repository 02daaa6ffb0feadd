import { StoreLayout } from '../components/StoreLayout';
import type { View } from '../components/view';

/**
 * The success page holds no order: it may be cached and anyone may open it. The success island reads the order this
 * tab paid for (sessionStorage), asks the store for it (GET .../orders/{id}?token=) and only then shows "Payment
 * Successful!" with the order's number, lines (with their variants), subtotal, discount and total, and clears the cart. Otherwise it says no order was found.
 */
export function SuccessPage({ view }: { view: View }) {
  const { t, links } = view;
  return (
    <StoreLayout view={view}>
      <div className="sf-container sf-section">
        <div className="sf-message" data-sf-state="checking" role="status">
          <div className="sf-message__icon sf-message__icon--muted" aria-hidden="true">
            …
          </div>
          <h1>{t('success.shop_checking')}</h1>
        </div>
        <div className="sf-message sf-message--success" data-sf-state="paid" data-sf-success="" hidden>
          <div className="sf-message__icon" aria-hidden="true">
            ✓
          </div>
          <h1>{t('success.title')}</h1>
          <p>{t('success.message')}</p>
          <p className="sf-hint" data-sf-order=""></p>
          <h2 className="sr-only">{t('success.shop_lines')}</h2>
          <ul className="sf-lines sf-order-lines" data-sf-order-lines=""></ul>
          <dl className="sf-summary__rows sf-order-sums">
            <dt>{t('success.shop_subtotal')}</dt>
            <dd data-sf-order-subtotal=""></dd>
            <dt data-sf-order-discount-label="" hidden></dt>
            <dd className="sf-summary__discount" data-sf-order-discount="" hidden></dd>
            <dt className="sf-summary__total">{t('success.shop_total')}</dt>
            <dd className="sf-summary__total" data-sf-order-total=""></dd>
          </dl>
          <a className="sf-btn" href={links.home}>
            {t('success.backHome')}
          </a>
        </div>
        <div className="sf-message" data-sf-state="missing" hidden>
          <div className="sf-message__icon sf-message__icon--muted" aria-hidden="true">
            ?
          </div>
          <h1>{t('success.shop_notFoundTitle')}</h1>
          <p>{t('success.shop_notFound')}</p>
          <div className="sf-actions sf-actions--center">
            <a className="sf-btn" href={links.cart}>
              {t('success.shop_viewCart')}
            </a>
            <a className="sf-btn sf-btn--ghost" href={links.home}>
              {t('success.backHome')}
            </a>
          </div>
        </div>
      </div>
    </StoreLayout>
  );
}
