// /order (SPEC §2 Orders): the store's orders, newest first, 10 a page, filtered by status and days (in the URL), each
// row opening onto its items and linking to the order's page; a CSV of what the filters select.
import { api } from '@app/api-client';
import type { Order, OwnerPageProps } from '@app/contracts';
import { ORDERS_PAGE_SIZE } from '@app/contracts/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedListCard } from '../../shared/ListState';
import { PageFrame, PageHead } from '@app/ui';
import { ScrollTable } from '../../shared/ScrollTable';
import { usePagedList } from '../../shared/use-paged-list';
import { filterKey, filtersOf, rangeBackwards, type OrderFilters as Filters } from './order-filters';
import { OrderFilters } from './OrderFilters';
import { OrderRow } from './OrderRow';

function OrdersList({ filters }: { filters: Filters }) {
  const { t } = useTranslation('commerce');
  // Remounted for each filter set (its key), so this closure's filters are the list's.
  const paged = usePagedList<Order>((page, limit) => api.orders.list(page, limit, filters), 'fetchOrders', ORDERS_PAGE_SIZE);
  const { snap, page } = paged;
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <PagedListCard ns="orders" list={paged}>
      {() => (
        <ScrollTable cards caption={t('orders.caption', { page })}>
          <thead>
            <tr>
              <th scope="col">{t('orders.columns.order')}</th>
              <th scope="col">{t('orders.columns.customer')}</th>
              <th scope="col" className="num">
                {t('orders.columns.total')}
              </th>
              <th scope="col">{t('orders.columns.status')}</th>
              <th scope="col">{t('orders.columns.date')}</th>
              <th scope="col">{t('orders.columns.open')}</th>
            </tr>
          </thead>
          <tbody>
            {snap.items.map((o) => (
              <OrderRow key={o.id} order={o as Order} open={open.has(o.id)} onToggle={() => toggle(o.id)} />
            ))}
          </tbody>
        </ScrollTable>
      )}
    </PagedListCard>
  );
}

export function OrdersPage(_props: OwnerPageProps) {
  const { t } = useTranslation('commerce');
  const [params] = useSearchParams();
  const filters = filtersOf(params);
  return (
    <PageFrame>
      <PageHead title={t('orders.title')} lead={t('orders.lead')} />
      <OrderFilters filters={filters} />
      {!rangeBackwards(filters) && <OrdersList key={filterKey(filters)} filters={filters} />}
    </PageFrame>
  );
}
