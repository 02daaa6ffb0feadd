// /order (SPEC §2 Orders): the store's orders, newest first, 10 a page, each row opening onto its items.
import { api } from '@app/api-client';
import type { Order, OwnerPageProps } from '@app/contracts';
import { ORDERS_PAGE_SIZE } from '@app/contracts/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedListCard } from '../../shared/ListState';
import { PageFrame, PageHead } from '@app/ui';
import { ScrollTable } from '../../shared/ScrollTable';
import { usePagedList } from '../../shared/use-paged-list';
import { OrderRow } from './OrderRow';

const fetchOrders = (page: number, limit: number) => api.orders.list(page, limit);

export function OrdersPage(_props: OwnerPageProps) {
  const { t } = useTranslation('commerce');
  const paged = usePagedList<Order>(fetchOrders, 'fetchOrders', ORDERS_PAGE_SIZE);
  const { snap, page } = paged;
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <PageFrame>
      <PageHead title={t('orders.title')} lead={t('orders.lead')} />
      <PagedListCard ns="orders" list={paged}>
        {() => (
          <ScrollTable caption={t('orders.caption', { page })}>
            <thead>
              <tr>
                <th scope="col">{t('orders.columns.order')}</th>
                <th scope="col">{t('orders.columns.customer')}</th>
                <th scope="col" className="num">
                  {t('orders.columns.total')}
                </th>
                <th scope="col">{t('orders.columns.status')}</th>
                <th scope="col">{t('orders.columns.date')}</th>
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
    </PageFrame>
  );
}
