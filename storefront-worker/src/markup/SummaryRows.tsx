// The item count, shipping and total rows shared by the cart's and the checkout's summaries; the islands fill the
// `data-sf-count` and `data-sf-total` slots from the stored cart.
import type { View } from '../components/view';

export function SummaryRows({ t }: Pick<View, 't'>) {
  return (
    <dl className="sf-summary__rows">
      <dt>{t('cart.items')}</dt>
      <dd data-sf-count=""></dd>
      <dt>{t('cart.shipping')}</dt>
      <dd>{t('cart.free')}</dd>
      <dt className="sf-summary__total">{t('cart.total')}</dt>
      <dd className="sf-summary__total" data-sf-total=""></dd>
    </dl>
  );
}
