// Exposed to the shell as ./PaymentsPage (default and named export).
import { expose } from '@app/remote-kit';
import { PaymentsPage as Page } from '../features/payments/PaymentsPage';

export const PaymentsPage = expose('commerce', Page);
export default PaymentsPage;
