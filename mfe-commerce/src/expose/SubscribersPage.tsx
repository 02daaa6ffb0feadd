// Exposed to the shell as ./SubscribersPage (default and named export).
import type { OwnerPageProps } from '@app/contracts';
import { CommerceRoot } from '../shared/CommerceRoot';
import { SubscribersPage as Page } from '../features/subscribers/SubscribersPage';

export function SubscribersPage(props: OwnerPageProps) {
  return (
    <CommerceRoot>
      <Page {...props} />
    </CommerceRoot>
  );
}
export default SubscribersPage;
