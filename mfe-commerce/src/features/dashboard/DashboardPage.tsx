// /dashboard: the merchant's home. The store at a glance, the reports of a chosen period and the setup checklist.
import type { OwnerPageProps, Website } from '@app/contracts';
import { Card, PageFrame, PageHead, Spinner } from '@app/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ListError } from '../../shared/ListState';
import { ReportPanel } from './ReportPanel';
import { SetupChecklist } from './SetupChecklist';
import { setupSteps } from './setup-steps';
import { StoreCard } from './StoreCard';
import { useDashboard } from './use-dashboard';
import { useGreeting } from './greeting';

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
    > .wide {
      grid-column: 1 / -1;
    }
  }
`;

export function DashboardPage({ user }: OwnerPageProps) {
  const { t } = useTranslation('commerce');
  const { store, snap } = useDashboard();
  const greeting = useGreeting(user);
  const { overview, report } = snap;
  const website = overview.website as Website | null;

  return (
    <PageFrame>
      <PageHead title={t('dashboard.title')} lead={t(`dashboard.${greeting}`, { name: user.username })} />
      <Grid>
        <div className="wide">
          {overview.status === 'loading' && (
            <Card>
              <Spinner aria-label={t('dashboard.loading')} />
            </Card>
          )}
          {overview.status === 'error' && (
            <Card>
              <ListError error={overview.error!} onRetry={() => void store.loadOverview()} />
            </Card>
          )}
          {overview.status === 'ready' && <StoreCard website={website} onShared={store.markShared} />}
        </div>
        <ReportPanel
          report={report}
          hasWebsite={overview.status !== 'ready' || !!website}
          onPeriod={(d) => void store.loadReport(d)}
          onRetry={() => void store.loadReport()}
        />
        {overview.status === 'ready' && (
          <SetupChecklist steps={setupSteps(website, overview.productCount, overview.shared, overview.realPayments)} />
        )}
      </Grid>
    </PageFrame>
  );
}
