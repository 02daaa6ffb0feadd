// The orders list's filters (status, a range of days) and the CSV of what they select. Each change goes to the URL at
// once; a backwards range is said at the end field and not sent.
import { api } from '@app/api-client';
import { ORDER_STATUSES } from '@app/contracts';
import { Field, Input, Select } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { ButtonAnchor } from '../../shared/links';
import { rangeBackwards, withFilters, type OrderFilters as Filters } from './order-filters';

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0 16px;
  align-items: end;
  margin-bottom: 8px;
  & > div {
    min-width: 150px;
    flex: 1 1 150px;
    max-width: 220px;
  }
  & > a {
    margin-bottom: 14px;
  }
  @media (max-width: 480px) {
    & > div {
      max-width: none;
    }
  }
`;

export function OrderFilters({ filters }: { filters: Filters }) {
  const { t } = useTranslation('commerce');
  const [, setParams] = useSearchParams();
  const set = (patch: Partial<Filters>) => setParams((prev) => withFilters(prev, { ...filters, ...patch }));
  const backwards = rangeBackwards(filters);
  return (
    <Bar role="search" aria-label={t('orders.filters.label')} onSubmit={(e) => e.preventDefault()}>
      <Field id="orders-status" label={t('orders.filters.status')}>
        <Select id="orders-status" value={filters.status} onChange={(e) => set({ status: e.target.value as Filters['status'] })}>
          <option value="">{t('orders.filters.all')}</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`orders.status.${s}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="orders-from" label={t('orders.filters.from')}>
        <Input id="orders-from" type="date" value={filters.from} onChange={(e) => set({ from: e.target.value })} />
      </Field>
      <Field id="orders-to" label={t('orders.filters.to')} error={backwards && t('orders.filters.backwards')}>
        <Input
          id="orders-to"
          type="date"
          value={filters.to}
          $invalid={backwards}
          aria-invalid={backwards || undefined}
          aria-describedby={backwards ? 'orders-to-error' : undefined}
          onChange={(e) => set({ to: e.target.value })}
        />
      </Field>
      {!backwards && (
        <ButtonAnchor $variant="secondary" href={api.orders.exportUrl(filters)} download="orders.csv">
          {t('orders.filters.export')}
        </ButtonAnchor>
      )}
    </Bar>
  );
}
