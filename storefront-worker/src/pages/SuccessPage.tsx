import { StoreLayout } from '../components/StoreLayout';
import type { View } from '../components/view';

/** "Payment Successful!": the success island clears the cart on arrival and shows the order number. */
export function SuccessPage({ view }: { view: View }) {
  const { t, links } = view;
  return (
    <StoreLayout view={view}>
      <div className="sf-container sf-section">
        <div className="sf-message sf-message--success" data-sf-success="">
          <div className="sf-message__icon" aria-hidden="true">
            ✓
          </div>
          <h1>{t('success.title')}</h1>
          <p>{t('success.message')}</p>
          <p className="sf-hint" data-sf-order="" hidden></p>
          <a className="sf-btn" href={links.home}>
            {t('success.backHome')}
          </a>
        </div>
      </div>
    </StoreLayout>
  );
}
