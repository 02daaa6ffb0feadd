// Exposed to the shell as ./InboxPage (default and named export).
import { expose } from '@app/remote-kit';
import { InboxPage as Page, type InboxPageProps } from '../features/inbox/InboxPage';

export type { InboxPageProps };

export const InboxPage = expose('commerce', Page);
export default InboxPage;
