// Exposed to the shell as ./OrdersPage (default and named export).
import { expose } from '@app/remote-kit';
import { OrdersPage as Page } from '../features/orders/OrdersPage';

export const OrdersPage = expose('commerce', Page);
export default OrdersPage;
