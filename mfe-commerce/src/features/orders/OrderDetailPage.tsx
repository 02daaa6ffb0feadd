// /order/:orderId (#17): one order: its items (variant titles), amounts and refunds, customer and shipping address,
// fulfilment, payments, refunds, the timeline, and the actions its state allows.
import type { OwnerPageProps } from '@app/contracts';
import { Card, PageFrame, PageHead } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { ListError } from '../../shared/ListState';
import { ButtonLink } from '../../shared/links';
import { StatusBadge } from '../../shared/StatusBadge';
import { TestMark } from '../../shared/TestMark';
import { StateText } from '../../shared/table';
import { useFormat } from '../../shared/use-format';
import { OrderActions } from './OrderActions';
import { OrderAmounts } from './OrderAmounts';
import { isGoodStatus, OrderItems } from './OrderRow';
import { CustomerPart, FulfilmentPart, MoneyPart, TimelinePart } from './OrderSections';
import { orderIdOf, useOrderDetail } from './use-order-detail';

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  align-items: start;
`;
const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  margin-bottom: 12px;
`;
const Items = styled(Card)`
  overflow-x: auto;
  margin-bottom: 16px;
`;
const Refunded = styled.p`
  text-align: end;
  margin: 4px 12px 0 0;
  font-weight: 600;
`;

export function OrderDetailPage(_props: OwnerPageProps) {
  const { t } = useTranslation('commerce');
  const fmt = useFormat();
  const id = orderIdOf(useLocation().pathname);
  const { state, load, replace } = useOrderDetail(id);
  const back = (
    <ButtonLink $variant="secondary" to="/order">
      {t('orders.detail.back')}
    </ButtonLink>
  );
  if (state.status !== 'ready') {
    return (
      <PageFrame>
        <PageHead title={t('orders.detail.title', { id: id ?? '' })}>{back}</PageHead>
        {state.status === 'loading' ? (
          <StateText role="status">{t('orders.detail.loading')}</StateText>
        ) : state.notFound ? (
          <StateText role="status">{t('orders.detail.notFound')}</StateText>
        ) : (
          <ListError error={state.error} onRetry={() => void load()} />
        )}
      </PageFrame>
    );
  }
  const o = state.order;
  return (
    <PageFrame>
      <PageHead title={t('orders.detail.title', { id: o.id })}>{back}</PageHead>
      <Summary>
        <span>
          <StatusBadge ok={isGoodStatus(o.status)} label={t(`orders.status.${o.status}`, { defaultValue: o.status })} />
          {o.test && <TestMark />}
        </span>
        <span>{t('orders.detail.placed', { when: fmt.dateTime(o.created_at) })}</span>
        <OrderActions order={o} onChange={replace} />
      </Summary>
      <Items as="section" aria-label={t('orders.items.caption', { id: o.id })}>
        <OrderItems order={o} />
        <OrderAmounts order={o} />
        {o.refunded > 0 && <Refunded>{t('orders.detail.refundedTotal', { amount: fmt.money(o.refunded, o.currency) })}</Refunded>}
      </Items>
      <Grid>
        <CustomerPart order={o} />
        <FulfilmentPart order={o} />
        <MoneyPart order={o} />
        <TimelinePart order={o} />
      </Grid>
    </PageFrame>
  );
}
