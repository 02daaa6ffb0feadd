import { PLAN, type SubscriptionPageProps } from '@app/contracts';
import { Card, spreadRow } from '@app/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PLAN_FEATURES } from '../../shared/PlanAdvert';
import { BillingSample } from './BillingSample';
import { trialDaysLeft, trialEnd } from './trial';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  max-width: 900px;
  margin: 24px auto 48px;
  padding: 0 16px;
`;
const Top = styled.div`
  ${spreadRow}
  gap: 20px;
  align-items: flex-start;
`;
const Days = styled.p`
  margin: 0;
  font-size: 2.4rem;
  font-weight: 800;
  color: ${(p) => p.theme.color.primary};
`;
const Bar = styled.div`
  height: 10px;
  border-radius: 999px;
  background: ${(p) => p.theme.color.border};
  overflow: hidden;
  margin: 12px 0;
`;
const Fill = styled.div<{ $pct: number }>`
  height: 100%;
  width: ${(p) => p.$pct}%;
  background: ${(p) => p.theme.color.primary};
`;
const Features = styled.ul`
  margin: 8px 0 0;
  padding-inline-start: 20px;
  columns: 2 220px;
  li {
    margin-bottom: 4px;
  }
`;

/** /subscription: the Basic plan's trial (days left from user.created_at) and the static billing sample. */
export function SubscriptionPage({ user }: SubscriptionPageProps) {
  const { t, i18n } = useTranslation('account');
  const left = trialDaysLeft(user.created_at);
  const end = trialEnd(user.created_at);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Page>
      <h1 style={{ margin: 0 }}>{t('subscription.title')}</h1>
      <Card aria-labelledby="trial-title">
        <Top>
          <div>
            <h2 id="trial-title" style={{ margin: '0 0 4px' }}>
              {t('plan.name')}
            </h2>
            <p style={{ margin: 0 }}>
              {t('plan.price', { price: PLAN.priceUsd })} · {t('plan.trial', { days: PLAN.trialDays })}
            </p>
          </div>
          <div style={{ textAlign: 'end' }}>
            <Days data-testid="trial-days-left">{left}</Days>
            <p style={{ margin: 0 }}>{left > 0 ? t('subscription.daysLeft', { count: left }) : t('subscription.trialOver')}</p>
          </div>
        </Top>
        <Bar
          role="progressbar"
          aria-label={t('subscription.progress')}
          aria-valuemin={0}
          aria-valuemax={PLAN.trialDays}
          aria-valuenow={left}
        >
          <Fill $pct={(left / PLAN.trialDays) * 100} />
        </Bar>
        {end ? (
          <p style={{ margin: 0 }}>{t(left > 0 ? 'subscription.endsOn' : 'subscription.endedOn', { date: date.format(end) })}</p>
        ) : null}
        <Features>
          {PLAN_FEATURES.map((f) => (
            <li key={f}>{t(`plan.features.${f}`)}</li>
          ))}
        </Features>
      </Card>
      <BillingSample />
    </Page>
  );
}
