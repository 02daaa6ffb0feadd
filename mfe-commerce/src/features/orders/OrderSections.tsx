// The parts of one order's page below its items: customer and shipping, fulfilment, payments, refunds, the timeline.
import type { OrderDetail } from '@app/contracts';
import { Card } from '@app/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DateTime } from '../../shared/DateTime';
import { useFormat } from '../../shared/use-format';
import { useReasonText } from '../../shared/use-reason';

const Section = styled(Card)`
  h2 {
    margin: 0 0 10px;
    font-size: 1.05rem;
  }
  dl {
    display: grid;
    grid-template-columns: minmax(90px, auto) 1fr;
    gap: 4px 16px;
    margin: 0;
  }
  dt {
    color: ${(p) => p.theme.color.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
const Plain = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  li {
    display: grid;
    gap: 2px;
    overflow-wrap: anywhere;
  }
`;
const Muted = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.muted};
`;

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Section>
  );
}

export function CustomerPart({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('commerce');
  const address = order.shipping_address;
  return (
    <Part id="order-customer" title={t('orders.detail.customer')}>
      <dl>
        <dt>{t('orders.detail.name')}</dt>
        <dd>{order.customer_name}</dd>
        <dt>{t('orders.detail.email')}</dt>
        <dd>{order.customer_email ?? '—'}</dd>
        <dt>{t('orders.detail.shipping')}</dt>
        <dd>
          {address
            ? [address.line1, address.line2, address.city, address.region, address.postal_code, address.country].filter(Boolean).join(', ')
            : t('orders.detail.noShipping')}
        </dd>
      </dl>
    </Part>
  );
}

export function FulfilmentPart({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('commerce');
  const fmt = useFormat();
  return (
    <Part id="order-fulfilment" title={t('orders.detail.fulfilment')}>
      {order.fulfilled_at ? (
        <dl>
          <dt>{t('orders.detail.shippedAt')}</dt>
          <dd>{fmt.dateTime(order.fulfilled_at)}</dd>
          <dt>{t('orders.detail.carrier')}</dt>
          <dd>{order.carrier ?? '—'}</dd>
          <dt>{t('orders.detail.tracking')}</dt>
          <dd>{order.tracking_number ?? '—'}</dd>
        </dl>
      ) : (
        <Muted>{t('orders.detail.notShipped')}</Muted>
      )}
    </Part>
  );
}

export function MoneyPart({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('commerce');
  const fmt = useFormat();
  const reason = useReasonText();
  return (
    <Part id="order-money" title={t('orders.detail.payments')}>
      {order.payments.length === 0 && <Muted>{t('orders.detail.noPayments')}</Muted>}
      <Plain>
        {order.payments.map((p) => (
          <li key={p.txn_id}>
            <strong>
              {fmt.money(p.amount, p.currency)} · {t(`orders.detail.paymentStatus.${p.status}`, { defaultValue: p.status })}
            </strong>
            <span>
              {t(`transactions.via.${p.payment_via}`, { defaultValue: p.payment_via })} · {reason(p.reason)} · {fmt.dateTime(p.created_at)}
            </span>
          </li>
        ))}
      </Plain>
      <h2>{t('orders.detail.refunds')}</h2>
      {order.refunds.length === 0 && <Muted>{t('orders.detail.noRefunds')}</Muted>}
      <Plain>
        {order.refunds.map((r) => (
          <li key={r.id}>
            <strong>
              {fmt.money(r.amount, order.currency)} · {t(`orders.detail.refundStatus.${r.status}`)}
            </strong>
            <span>
              {r.reason === 'cancelled' ? t('orders.detail.refundOfCancel') : r.reason || '—'}
              {r.restock ? ` · ${t('orders.detail.restocked')}` : ''} · {fmt.dateTime(r.created_at)}
            </span>
          </li>
        ))}
      </Plain>
    </Part>
  );
}

export function TimelinePart({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('commerce');
  const reason = useReasonText();
  return (
    <Part id="order-timeline" title={t('orders.detail.timeline')}>
      {order.events.length === 0 && <Muted>{t('orders.detail.noEvents')}</Muted>}
      <Plain as="ol">
        {order.events.map((e, i) => (
          <li key={i}>
            <strong>{t(`orders.events.${e.type}`, { defaultValue: e.type })}</strong>
            {e.to_status && (
              <span>
                {[e.from_status, e.to_status]
                  .filter((s): s is string => s != null)
                  .map((s) => t(`orders.status.${s}`, { defaultValue: s }))
                  .join(' → ')}
              </span>
            )}
            <span>
              {t(`orders.actors.${e.actor}`)}
              {[reason(e.code, e.params), e.note]
                .filter(Boolean)
                .map((s) => ` · ${s}`)
                .join('')}
            </span>
            <DateTime iso={e.created_at} />
          </li>
        ))}
      </Plain>
    </Part>
  );
}
