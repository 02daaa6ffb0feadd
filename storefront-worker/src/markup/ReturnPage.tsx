import { StoreLayout } from '../components/StoreLayout';
import type { View } from '../components/view';
import { NoOrderFound, OrderConfirmation } from './OrderConfirmation';

/**
 * Where the payment provider sends the shopper back (`/checkout/return?order=`, DESIGN §18). Like the success page it
 * holds no order: the return island polls the order this tab placed with its token from sessionStorage (backing off,
 * for at most 2 minutes) and says what it learns in the live region: paid -> the confirmation; failed or expired ->
 * why, and back to checkout with the cart kept; still pending after 2 minutes -> that an email will follow.
 */
export function ReturnPage({ view }: { view: View }) {
  const { t, links } = view;
  return (
    <StoreLayout view={view}>
      <div className="sf-container sf-section">
        <p className="sr-only" role="status" aria-live="polite" data-sf-live="">
          {t('return.checking')}
        </p>
        <div className="sf-message" data-sf-state="checking">
          <div className="sf-message__icon sf-message__icon--muted" aria-hidden="true">
            …
          </div>
          <h1>{t('return.checking')}</h1>
        </div>
        <OrderConfirmation view={view} />
        <div className="sf-message" data-sf-state="failed" hidden>
          <div className="sf-message__icon sf-message__icon--muted" aria-hidden="true">
            !
          </div>
          <h1>{t('return.failedTitle')}</h1>
          <p data-sf-failed-text="">{t('return.failed')}</p>
          <a className="sf-btn" href={links.checkout}>
            {t('return.backToCheckout')}
          </a>
        </div>
        <div className="sf-message" data-sf-state="slow" hidden>
          <div className="sf-message__icon sf-message__icon--muted" aria-hidden="true">
            …
          </div>
          <h1>{t('return.slowTitle')}</h1>
          <p>{t('return.slow')}</p>
          <button type="button" className="sf-btn" data-sf-check-again="">
            {t('return.checkAgain')}
          </button>
        </div>
        <NoOrderFound view={view} />
      </div>
    </StoreLayout>
  );
}
