import { Card, pill, spreadRow } from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PAYMENT_PROVIDERS, SAMPLE_HISTORY, SAMPLE_PLAN, type PaymentProvider } from './billing-sample';

const Badge = styled.span`
  ${pill}
  margin-inline-start: 8px;
  padding: 2px 10px;
  font-size: 0.8rem;
  background: #fef3c7;
  color: #92400e;
  vertical-align: middle;
`;
const Row = styled.div`
  ${spreadRow}
  margin-bottom: 16px;
`;
const Price = styled.p`
  margin: 0;
  font-size: 1.4rem;
  font-weight: 700;
`;
const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
// Visible but plainly inert: SPEC shows these links without behaviour; here they say so.
const Soon = styled.button`
  border: 1px dashed ${(p) => p.theme.color.border};
  background: none;
  border-radius: 8px;
  padding: 6px 10px;
  font: inherit;
  color: ${(p) => p.theme.color.muted};
  cursor: not-allowed;
  small {
    display: block;
    font-size: 0.72rem;
  }
`;
const Providers = styled.fieldset`
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 8px;
  padding: 10px 14px;
  margin: 0 0 16px;
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
  label {
    display: inline-flex;
    gap: 6px;
    align-items: center;
    cursor: pointer;
  }
`;
const TableWrap = styled.div`
  overflow-x: auto;
  max-width: 100%;
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  th,
  td {
    text-align: start;
    padding: 8px 10px;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
    white-space: nowrap;
  }
  th {
    color: ${(p) => p.theme.color.muted};
    font-weight: 600;
  }
`;
const H2 = styled.h2`
  margin: 0 0 12px;
  font-size: 1.2rem;
`;
const H3 = styled.h3`
  margin: 16px 0 8px;
  font-size: 1rem;
`;

function NotYet({ label }: { label: string }) {
  const { t } = useTranslation('account');
  return (
    <Soon type="button" aria-disabled="true" title={t('billing.notAvailable')} onClick={(e) => e.preventDefault()}>
      {label}
      <small>{t('billing.notAvailable')}</small>
    </Soon>
  );
}

/** The sample's past invoices. */
function BillingHistory({ money, date }: { money: Intl.NumberFormat; date: Intl.DateTimeFormat }) {
  const { t } = useTranslation('account');
  return (
    <>
      <H3 id="billing-history">{t('billing.history')}</H3>
      {/* A scrolling region is reachable from the keyboard, named by its heading. */}
      <TableWrap tabIndex={0} role="region" aria-labelledby="billing-history">
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('billing.columns.invoice')}</th>
              <th scope="col">{t('billing.columns.date')}</th>
              <th scope="col">{t('billing.columns.plan')}</th>
              <th scope="col">{t('billing.columns.amount')}</th>
              <th scope="col">{t('billing.columns.status')}</th>
            </tr>
          </thead>
          <tbody>
            {SAMPLE_HISTORY.map((row) => (
              <tr key={row.id}>
                <td>{row.id}</td>
                <td>{date.format(new Date(row.date))}</td>
                <td>{t(`billing.plans.${SAMPLE_PLAN.key}`)}</td>
                <td>{money.format(row.amountUsd)}</td>
                <td>{t(`billing.status.${row.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
    </>
  );
}

/** The static billing sample of SPEC §2: active plan, two payment providers, billing history. */
export function BillingSample() {
  const { t, i18n } = useTranslation('account');
  const [provider, setProvider] = useState<PaymentProvider>('telebirr');
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <Card aria-labelledby="billing-title">
      <H2 id="billing-title">
        {t('billing.title')}
        <Badge>{t('billing.sampleBadge')}</Badge>
      </H2>
      <p style={{ marginTop: 0 }}>{t('billing.sampleNote')}</p>
      <Row>
        <div>
          <H3 style={{ marginTop: 0 }}>{t('billing.activePlan')}</H3>
          <p style={{ margin: 0 }}>{t(`billing.plans.${SAMPLE_PLAN.key}`)}</p>
          <Price>{t('billing.perMonth', { price: money.format(SAMPLE_PLAN.priceUsd) })}</Price>
          <p style={{ margin: 0 }}>{t('billing.renewsOn', { date: date.format(new Date(SAMPLE_PLAN.renewsOn)) })}</p>
        </div>
        <Links>
          <NotYet label={t('billing.cancelPlan')} />
          <NotYet label={t('billing.manage')} />
        </Links>
      </Row>
      <Providers>
        <legend>{t('billing.paymentMethod')}</legend>
        {PAYMENT_PROVIDERS.map((p) => (
          <label key={p}>
            <input type="radio" name="provider" value={p} checked={provider === p} onChange={() => setProvider(p)} />
            {t(`billing.providers.${p}`)}
          </label>
        ))}
        <Links>
          <NotYet label={t('billing.change')} />
          <NotYet label={t('billing.remove')} />
        </Links>
      </Providers>
      <BillingHistory money={money} date={date} />
    </Card>
  );
}
