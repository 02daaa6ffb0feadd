// Exposed to the shell as ./TransactionsPage (default and named export).
import { expose } from '@app/remote-kit';
import { TransactionsPage as Page } from '../features/transactions/TransactionsPage';

export const TransactionsPage = expose('commerce', Page);
export default TransactionsPage;
