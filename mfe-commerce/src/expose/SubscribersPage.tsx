// Exposed to the shell as ./SubscribersPage (default and named export).
import { expose } from '@app/remote-kit';
import { SubscribersPage as Page } from '../features/subscribers/SubscribersPage';

export const SubscribersPage = expose('commerce', Page);
export default SubscribersPage;
