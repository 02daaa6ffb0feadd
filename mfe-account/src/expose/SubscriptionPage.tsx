// Exposed to the shell as ./SubscriptionPage (default and named export).
import type { SubscriptionPageProps } from '@app/contracts';
import { AccountRoot } from '../shared/AccountRoot';
import { SubscriptionPage as Page } from '../features/subscription/SubscriptionPage';

export function SubscriptionPage(props: SubscriptionPageProps) {
  return (
    <AccountRoot>
      <Page {...props} />
    </AccountRoot>
  );
}
export default SubscriptionPage;
