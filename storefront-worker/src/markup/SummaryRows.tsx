// The rows shared by the cart's and the checkout's summaries: item count, subtotal, the applied discount (hidden
// until there is one), shipping and total. The islands fill the `data-sf-*` slots from the server's price answer.
import type { View } from '../components/view';

export function SummaryRows({ t }: Pick<View, 't'>) {
  return (
    <dl className="sf-summary__rows" data-sf-summary="">
      <dt>{t('cart.items')}</dt>
      <dd data-sf-count=""></dd>
      <dt>{t('discount.subtotal')}</dt>
      <dd data-sf-subtotal=""></dd>
      <dt data-sf-discount-label="" hidden></dt>
      <dd className="sf-summary__discount" data-sf-discount-amount="" hidden></dd>
      <dt>{t('cart.shipping')}</dt>
      <dd>{t('cart.free')}</dd>
      <dt className="sf-summary__total">{t('cart.total')}</dt>
      <dd className="sf-summary__total" data-sf-total=""></dd>
    </dl>
  );
}
