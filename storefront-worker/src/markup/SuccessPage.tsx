import { StoreLayout } from '../components/StoreLayout';
import type { View } from '../components/view';
import { NoOrderFound, OrderConfirmation } from './OrderConfirmation';

/**
 * The success page holds no order: it may be cached and anyone may open it. The success island reads the order this
 * tab placed (sessionStorage), asks the store for it (GET .../orders/{id}?token=) and only then shows "Payment
 * Successful!" (or, for cash on delivery, "Order placed!" and "Pay when it arrives") with the order's number, lines
 * (with their variants), subtotal, discount, total, the email the confirmation went to and the shipping address, and
 * clears the cart. Otherwise it says no order was found.
 */
export function SuccessPage({ view }: { view: View }) {
  const { t } = view;
  return (
    <StoreLayout view={view}>
      <div className="sf-container sf-section">
        <div className="sf-message" data-sf-state="checking" role="status">
          <div className="sf-message__icon sf-message__icon--muted" aria-hidden="true">
            …
          </div>
          <h1>{t('success.shop_checking')}</h1>
        </div>
        <OrderConfirmation view={view} />
        <NoOrderFound view={view} />
      </div>
    </StoreLayout>
  );
}
