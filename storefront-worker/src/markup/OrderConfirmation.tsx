// What the success and return pages show once the store confirms the order this tab placed (the island fills the
// `data-sf-order-*` slots): number, lines with their variants, subtotal, discount, total, the email the confirmation
// went to, where it ships, and for cash on delivery that it is paid on arrival. Also their "no order found" state.
import type { View } from '../components/view';

export function OrderConfirmation({ view: { t, links } }: { view: View }) {
  return (
    <div className="sf-message sf-message--success" data-sf-state="paid" data-sf-success="" hidden>
      <div className="sf-message__icon" aria-hidden="true">
        ✓
      </div>
      <h1 data-sf-order-title="">{t('success.title')}</h1>
      <p>{t('success.message')}</p>
      <p className="sf-notice sf-notice--info" data-sf-order-cod="" hidden></p>
      <p className="sf-hint" data-sf-order=""></p>
      <p className="sf-hint" data-sf-order-email="" hidden></p>
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
      <dl className="sf-order-meta" data-sf-order-ship-block="" hidden>
        <dt>{t('success.shop_shipTo')}</dt>
        <dd data-sf-order-ship=""></dd>
      </dl>
      <a className="sf-btn" href={links.home}>
        {t('success.backHome')}
      </a>
    </div>
  );
}

export function NoOrderFound({ view: { t, links } }: { view: View }) {
  return (
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
  );
}
