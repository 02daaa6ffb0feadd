// Exposed to the shell as ./OrdersPage (default and named export).
import type { OwnerPageProps } from '@app/contracts';
import { CommerceRoot } from '../shared/CommerceRoot';
import { OrdersPage as Page } from '../features/orders/OrdersPage';

export function OrdersPage(props: OwnerPageProps) {
  return (
    <CommerceRoot>
      <Page {...props} />
    </CommerceRoot>
  );
}
export default OrdersPage;
