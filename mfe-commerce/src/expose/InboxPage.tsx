// Exposed to the shell as ./InboxPage (default and named export).
import { CommerceRoot } from '../shared/CommerceRoot';
import { InboxPage as Page, type InboxPageProps } from '../features/inbox/InboxPage';

export type { InboxPageProps };

export function InboxPage(props: InboxPageProps) {
  return (
    <CommerceRoot>
      <Page {...props} />
    </CommerceRoot>
  );
}
export default InboxPage;
