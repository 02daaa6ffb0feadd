// /transaction (SPEC §2 Transactions): every payment attempt of the store, newest first, 10 a page.
import { api } from '@app/api-client';
import type { OwnerPageProps, Transaction } from '@app/contracts';
import { TRANSACTIONS_PAGE_SIZE } from '@app/contracts/constants';
import { DEFAULT_ERRORS } from '@app/contracts/errors';
import { Card } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../shared/ListPager';
import { ListError, ListMessage } from '../../shared/ListState';
import { PageFrame, PageHead } from '../../shared/PageHead';
import { Table, TableScroll } from '../../shared/table';
import { usePagedList } from '../../shared/use-paged-list';
import { TRANSACTION_COLUMNS, TransactionRow } from './TransactionRow';

const fetchTransactions = (page: number, limit: number) => api.transactions.list(page, limit);
const NUMERIC = new Set<string>(['merId', 'amount', 'orderId']);

export function TransactionsPage(_props: OwnerPageProps) {
  const { t } = useTranslation('commerce');
  const { snap, status, page, setPage, retry } = usePagedList<Transaction>(
    fetchTransactions,
    DEFAULT_ERRORS.fetchTransactions,
    TRANSACTIONS_PAGE_SIZE,
  );

  let body;
  if (status === 'loading') body = <ListMessage>{t('transactions.loading')}</ListMessage>;
  else if (status === 'error') body = <ListError error={snap.error!} onRetry={retry} />;
  else if (snap.items.length === 0) body = <ListMessage>{t(snap.noWebsite ? 'transactions.noWebsite' : 'transactions.empty')}</ListMessage>;
  else
    body = (
      <TableScroll>
        <Table $dense>
          <caption>{t('transactions.caption', { page })}</caption>
          <thead>
            <tr>
              {TRANSACTION_COLUMNS.map((c) => (
                <th key={c} scope="col" className={NUMERIC.has(c) ? 'num' : undefined}>
                  {t(`transactions.columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {snap.items.map((txn) => (
              <TransactionRow key={txn.txn_id} txn={txn as Transaction} />
            ))}
          </tbody>
        </Table>
      </TableScroll>
    );

  return (
    <PageFrame>
      <PageHead title={t('transactions.title')} lead={t('transactions.lead')} />
      <Card>
        {body}
        {(snap.total > 0 || page > 1) && <ListPager page={page} total={snap.total} limit={snap.limit} onPage={setPage} />}
      </Card>
    </PageFrame>
  );
}
