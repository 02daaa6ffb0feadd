// Exposed to the shell as ./OrderDetailPage (default and named export): /order/:orderId.
import { expose } from '@app/remote-kit';
import { OrderDetailPage as Page } from '../features/orders/OrderDetailPage';

export const OrderDetailPage = expose('commerce', Page);
export default OrderDetailPage;
