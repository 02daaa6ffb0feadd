// /order (SPEC §2 Orders): the store's orders, newest first, 10 a page, each row opening onto its items.
import { api } from '@app/api-client';
import type { Order, OwnerPageProps } from '@app/contracts';
import { ORDERS_PAGE_SIZE } from '@app/contracts/constants';
import { DEFAULT_ERRORS } from '@app/contracts/errors';
import { Card } from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../shared/ListPager';
import { ListError, ListMessage } from '../../shared/ListState';
import { PageFrame, PageHead } from '../../shared/PageHead';
import { Table, TableScroll } from '../../shared/table';
import { usePagedList } from '../../shared/use-paged-list';
import { OrderRow } from './OrderRow';

const fetchOrders = (page: number, limit: number) => api.orders.list(page, limit);

export function OrdersPage(_props: OwnerPageProps) {
  const { t } = useTranslation('commerce');
  const { snap, status, page, setPage, retry } = usePagedList<Order>(fetchOrders, DEFAULT_ERRORS.fetchOrders, ORDERS_PAGE_SIZE);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  let body;
  if (status === 'loading') body = <ListMessage>{t('orders.loading')}</ListMessage>;
  else if (status === 'error') body = <ListError error={snap.error!} onRetry={retry} />;
  else if (snap.items.length === 0) body = <ListMessage>{t(snap.noWebsite ? 'orders.noWebsite' : 'orders.empty')}</ListMessage>;
  else
    body = (
      <TableScroll>
        <Table>
          <caption>{t('orders.caption', { page })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orders.columns.order')}</th>
              <th scope="col">{t('orders.columns.customer')}</th>
              <th scope="col" className="num">{t('orders.columns.total')}</th>
              <th scope="col">{t('orders.columns.status')}</th>
              <th scope="col">{t('orders.columns.date')}</th>
            </tr>
          </thead>
          <tbody>
            {snap.items.map((o) => (
              <OrderRow key={o.id} order={o as Order} open={open.has(o.id)} onToggle={() => toggle(o.id)} />
            ))}
          </tbody>
        </Table>
      </TableScroll>
    );

  return (
    <PageFrame>
      <PageHead title={t('orders.title')} lead={t('orders.lead')} />
      <Card>
        {body}
        {(snap.total > 0 || page > 1) && <ListPager page={page} total={snap.total} limit={snap.limit} onPage={setPage} />}
      </Card>
    </PageFrame>
  );
}
