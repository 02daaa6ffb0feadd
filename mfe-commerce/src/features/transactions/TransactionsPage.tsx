// /transaction (SPEC §2 Transactions): every payment attempt of the store, newest first, 10 a page.
import { api } from '@app/api-client';
import type { OwnerPageProps, Transaction } from '@app/contracts';
import { TRANSACTIONS_PAGE_SIZE } from '@app/contracts/constants';
import { useTranslation } from 'react-i18next';
import { PagedListCard } from '../../shared/ListState';
import { PageFrame, PageHead } from '@app/ui';
import { ScrollTable } from '../../shared/ScrollTable';
import { usePagedList } from '../../shared/use-paged-list';
import { TRANSACTION_COLUMNS, TransactionRow } from './TransactionRow';

const fetchTransactions = (page: number, limit: number) => api.transactions.list(page, limit);
const NUMERIC = new Set<string>(['merId', 'amount', 'orderId']);

export function TransactionsPage(_props: OwnerPageProps) {
  const { t } = useTranslation('commerce');
  const paged = usePagedList<Transaction>(fetchTransactions, 'fetchTransactions', TRANSACTIONS_PAGE_SIZE);
  const { snap, page } = paged;

  return (
    <PageFrame>
      <PageHead title={t('transactions.title')} lead={t('transactions.lead')} />
      <PagedListCard ns="transactions" list={paged}>
        {() => (
          <ScrollTable caption={t('transactions.caption', { page })} dense cards>
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
          </ScrollTable>
        )}
      </PagedListCard>
    </PageFrame>
  );
}
