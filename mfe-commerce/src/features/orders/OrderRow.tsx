import type { Order } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DateTime } from '../../shared/DateTime';
import { StatusBadge } from '../../shared/StatusBadge';
import { TestMark } from '../../shared/TestMark';
import { NumberHeads } from '../../shared/ScrollTable';
import { Table } from '../../shared/table';
import { useFormat } from '../../shared/use-format';
import { ButtonLink } from '../../shared/links';
import { OrderAmounts, useDiscountLabel } from './OrderAmounts';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  border: 0;
  background: none;
  padding: 4px 0;
  font: inherit;
  font-weight: 600;
  color: ${(p) => p.theme.color.primary};
  cursor: pointer;
  white-space: nowrap;
  &::before {
    content: '';
    width: 0;
    height: 0;
    transition: transform 0.15s;
    border-inline-start: 6px solid currentColor;
    border-block: 5px solid transparent;
  }
  &[aria-expanded='true']::before {
    transform: rotate(90deg);
  }
`;
const Details = styled.td`
  background: ${(p) => p.theme.color.bg};
  && {
    padding: 8px 16px 12px 36px;
  }
`;
const Muted = styled.span`
  color: ${(p) => p.theme.color.muted};
  font-size: 0.85em;
`;
const Variant = styled.span`
  display: block;
  font-size: 0.9em;
`;
const Note = styled.span`
  display: block;
  color: ${(p) => p.theme.color.muted};
  font-size: 0.85em;
  white-space: nowrap;
`;
const NoItems = styled.p`
  margin: 6px 0;
  color: ${(p) => p.theme.color.muted};
`;

const ORDER_COLUMNS = 6;

/** Green: the money is in and nothing was given back (paid, shipped); every other state is marked. */
export const isGoodStatus = (s: Order['status']) => s === 'paid' || s === 'fulfilled';

/** What the order bought: product and variant, price, quantity and line total. */
export function OrderItems({ order }: { order: Order }) {
  const { t } = useTranslation('commerce');
  const fmt = useFormat();
  if (order.items.length === 0) return <NoItems>{t('orders.items.none')}</NoItems>;
  return (
    <Table>
      <caption>{t('orders.items.caption', { id: order.id })}</caption>
      <NumberHeads
        first={t('orders.items.product')}
        numbers={[t('orders.items.price'), t('orders.items.quantity'), t('orders.items.lineTotal')]}
      />
      <tbody>
        {order.items.map((item, i) => (
          <tr key={`${item.product_id}-${i}`}>
            <td>
              {item.name || t('orders.items.productId', { id: item.product_id })} <Muted>#{item.product_id}</Muted>
              {item.variant_title && <Variant>{item.variant_title}</Variant>}
            </td>
            <td className="num">{fmt.money(item.price, order.currency)}</td>
            <td className="num">{fmt.number(item.quantity)}</td>
            <td className="num">{fmt.money(Math.round(item.price * item.quantity * 100) / 100, order.currency)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** One order (its discount noted under the total) and, when open, the row below it: the items and the amounts. */
export function OrderRow({ order, open, onToggle }: { order: Order; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('commerce');
  const fmt = useFormat();
  const discountLabel = useDiscountLabel();
  const detailsId = `order-${order.id}-items`;
  return (
    <>
      <tr>
        <td>
          <Toggle
            type="button"
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            aria-label={t(open ? 'orders.hideItems' : 'orders.showItems', { id: order.id })}
            onClick={onToggle}
          >
            #{order.id}
          </Toggle>
        </td>
        <td>{order.customer_name}</td>
        <td className="num">
          {fmt.money(order.total_value, order.currency)}
          {order.discount > 0 && (
            <Note>{t('orders.discountNote', { amount: fmt.money(-order.discount, order.currency), label: discountLabel(order) })}</Note>
          )}
        </td>
        <td>
          <StatusBadge ok={isGoodStatus(order.status)} label={t(`orders.status.${order.status}`, { defaultValue: order.status })} />
          {order.test && <TestMark />}
        </td>
        <td className="nowrap">
          <DateTime iso={order.created_at} />
        </td>
        <td>
          <ButtonLink $variant="secondary" to={`/order/${order.id}`} aria-label={t('orders.openOrder', { id: order.id })}>
            {t('orders.open')}
          </ButtonLink>
        </td>
      </tr>
      {open && (
        <tr id={detailsId}>
          <Details colSpan={ORDER_COLUMNS}>
            <OrderItems order={order} />
            <OrderAmounts order={order} />
          </Details>
        </tr>
      )}
    </>
  );
}
