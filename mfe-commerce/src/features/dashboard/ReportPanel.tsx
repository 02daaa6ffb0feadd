// Reports over a chosen period: revenue, paid orders, average order value, the chart and the top products.
import { REPORT_PERIODS } from '@app/contracts/constants';
import { Card, Spinner, spreadRow } from '@app/ui';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import styled from 'styled-components';
import { ListError } from '../../shared/ListState';
import { StateText } from '../../shared/table';
import { useFormat } from '../../shared/use-format';
import type { DashboardState, Period } from './dashboard.store';
import { SalesChart } from './SalesChart';
import { TopProducts } from './TopProducts';

const Head = styled.div`
  ${spreadRow}
  margin-bottom: 16px;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
`;
const Periods = styled.div`
  display: inline-flex;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 8px;
  overflow: hidden;
  button {
    border: 0;
    background: #fff;
    font: inherit;
    font-size: 0.9rem;
    padding: 6px 12px;
    cursor: pointer;
    color: ${(p) => p.theme.color.text};
  }
  button + button {
    border-inline-start: 1px solid ${(p) => p.theme.color.border};
  }
  button[aria-pressed='true'] {
    background: ${(p) => p.theme.color.primary};
    color: ${(p) => p.theme.color.primaryText};
    font-weight: 600;
  }
`;
const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: 12px;
  margin: 0 0 20px;
  div {
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: 8px;
    padding: 12px 14px;
  }
  dt {
    color: ${(p) => p.theme.color.muted};
    font-size: 0.85rem;
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.45rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;
// Test orders (#34 item 1) stand apart from the figures, never added to them.
const TestNote = styled.p`
  margin: -8px 0 20px;
  color: #92400e;
  font-size: 0.9rem;
`;
const Sub = styled.h3`
  margin: 24px 0 8px;
  font-size: 1rem;
`;

type Report = Snapshot<DashboardState['report']>;

/** Revenue, paid orders, average order value, and the refunds taken off the revenue when there are any. */
function ReportFigures({ data }: { data: NonNullable<Report['data']> }) {
  const { t } = useTranslation('commerce');
  const fmt = useFormat();
  return (
    <Figures data-testid="report-figures">
      <div>
        <dt>{t('report.revenue')}</dt>
        <dd data-testid="report-revenue">{fmt.money(data.revenue, data.currency)}</dd>
      </div>
      <div>
        <dt>{t('report.orders')}</dt>
        <dd data-testid="report-orders">{fmt.number(data.orders)}</dd>
      </div>
      <div>
        <dt>{t('report.average')}</dt>
        <dd data-testid="report-average">{fmt.money(data.average_order_value, data.currency)}</dd>
      </div>
      {/* Revenue is net of these (#17): shown once there are any, so the difference from the sales is explained. */}
      {data.refunds > 0 && (
        <div>
          <dt>{t('report.refunds')}</dt>
          <dd data-testid="report-refunds">{fmt.money(data.refunds, data.currency)}</dd>
        </div>
      )}
    </Figures>
  );
}

export function ReportPanel({
  report,
  hasWebsite,
  onPeriod,
  onRetry,
}: {
  report: Report;
  hasWebsite: boolean;
  onPeriod: (d: Period) => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('commerce');
  const fmt = useFormat();
  const data = report.data;

  let body;
  if (report.status === 'loading') body = <Spinner aria-label={t('report.loading')} />;
  else if (report.status === 'error') body = <ListError error={report.error!} onRetry={onRetry} />;
  else if (!data || !hasWebsite) body = <StateText>{t('report.noWebsite')}</StateText>;
  else
    body = (
      <>
        <ReportFigures data={data} />
        {data.test.orders > 0 && (
          <TestNote data-testid="report-test">
            {t('report.testOrders', { count: data.test.orders, amount: fmt.money(data.test.revenue, data.currency) })}
          </TestNote>
        )}
        <SalesChart points={data.sales_per_day} currency={data.currency} days={data.days} />
        <Sub>{t('report.topProducts')}</Sub>
        <TopProducts products={data.top_products} currency={data.currency} />
      </>
    );

  return (
    <Card aria-labelledby="report-title">
      <Head>
        <h2 id="report-title">{t('report.title')}</h2>
        {hasWebsite && (
          <Periods role="group" aria-label={t('report.period')}>
            {REPORT_PERIODS.map((d) => (
              <button key={d} type="button" aria-pressed={report.days === d} onClick={() => onPeriod(d)}>
                {t('report.days', { days: fmt.number(d) })}
              </button>
            ))}
          </Periods>
        )}
      </Head>
      {body}
    </Card>
  );
}
