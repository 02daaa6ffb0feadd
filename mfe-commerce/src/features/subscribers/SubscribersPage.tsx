// /subscribers (issue #11 item 17): the store's newsletter subscribers, newest first, 10 a page, and a CSV export.
import { api } from '@app/api-client';
import type { OwnerPageProps, Subscriber } from '@app/contracts';
import { SUBSCRIBERS_PAGE_SIZE } from '@app/contracts/constants';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DateTime } from '../../shared/DateTime';
import { PagedListCard } from '../../shared/ListState';
import { PageFrame, PageHead } from '@app/ui';
import { ScrollTable } from '../../shared/ScrollTable';
import { usePagedList } from '../../shared/use-paged-list';

const fetchSubscribers = (page: number, limit: number) => api.subscribers.list(page, limit);

/** The export is a download link dressed as a button (a link, so the browser saves the file itself). */
export const ButtonLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 16px;
  border-radius: 8px;
  font-weight: 600;
  text-decoration: none;
  background: ${(p) => p.theme.color.primary};
  color: ${(p) => p.theme.color.primaryText};
`;

export function SubscribersPage(_props: OwnerPageProps) {
  const { t } = useTranslation('commerce');
  const paged = usePagedList<Subscriber>(fetchSubscribers, 'fetchSubscribers', SUBSCRIBERS_PAGE_SIZE);
  const { snap, page } = paged;
  const any = paged.status === 'ready' && snap.total > 0;

  return (
    <PageFrame>
      <PageHead title={t('subscribers.title')} lead={any ? t('subscribers.count', { count: snap.total }) : t('subscribers.lead')}>
        {any && (
          <ButtonLink href={api.subscribers.exportUrl} download="subscribers.csv">
            {t('subscribers.export')}
          </ButtonLink>
        )}
      </PageHead>
      <PagedListCard ns="subscribers" list={paged}>
        {() => (
          <ScrollTable caption={t('subscribers.caption', { page })}>
            <thead>
              <tr>
                <th scope="col">{t('subscribers.columns.email')}</th>
                <th scope="col">{t('subscribers.columns.date')}</th>
              </tr>
            </thead>
            <tbody>
              {snap.items.map((s) => (
                <tr key={s.id}>
                  <td>{s.email}</td>
                  <td className="nowrap">
                    <DateTime iso={s.created_at} />
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </PagedListCard>
    </PageFrame>
  );
}
