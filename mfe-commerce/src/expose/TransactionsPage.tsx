// Exposed to the shell as ./TransactionsPage (default and named export).
import type { OwnerPageProps } from '@app/contracts';
import { CommerceRoot } from '../shared/CommerceRoot';
import { TransactionsPage as Page } from '../features/transactions/TransactionsPage';

export function TransactionsPage(props: OwnerPageProps) {
  return (
    <CommerceRoot>
      <Page {...props} />
    </CommerceRoot>
  );
}
export default TransactionsPage;
