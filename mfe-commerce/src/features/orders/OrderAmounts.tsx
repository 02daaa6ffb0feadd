// Below an order's items: what the items came to, the discount with the code the shopper entered, and what was charged
// (DESIGN §17: orders keep subtotal, discount, code and total, and the merchant sees them).
import type { Order } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '../../shared/use-format';

const List = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: end;
  gap: 4px 24px;
  margin: 8px 0 0;
  padding-inline-end: 12px;
  /* A narrow screen scrolls the order's table sideways: keep the amounts where the eye starts, not past the edge. */
  @media (max-width: 640px) {
    justify-content: start;
    padding-inline: 12px 0;
  }
  dt {
    color: ${(p) => p.theme.color.muted};
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  dt:last-of-type,
  dd:last-of-type {
    font-weight: 700;
    color: inherit;
  }
`;

/** The discount's label: with the code the shopper entered, or marked automatic. */
export function useDiscountLabel() {
  const { t } = useTranslation('commerce');
  return (order: Order) =>
    order.discount_code ? t('orders.amounts.discountCode', { code: order.discount_code }) : t('orders.amounts.discountAutomatic');
}

export function OrderAmounts({ order }: { order: Order }) {
  const { t } = useTranslation('commerce');
  const fmt = useFormat();
  const discountLabel = useDiscountLabel();
  return (
    <List>
      <dt>{t('orders.amounts.subtotal')}</dt>
      <dd>{fmt.money(order.subtotal, order.currency)}</dd>
      {order.discount > 0 && (
        <>
          <dt>{discountLabel(order)}</dt>
          {/* Negative: the locale's own minus sign and place for it. */}
          <dd>{fmt.money(-order.discount, order.currency)}</dd>
        </>
      )}
      <dt>{t('orders.amounts.total')}</dt>
      <dd>{fmt.money(order.total_value, order.currency)}</dd>
    </List>
  );
}
