// Exposed to the shell as ./SubscriptionPage (default and named export).
import { expose } from '@app/remote-kit';
import { SubscriptionPage as Page } from '../features/subscription/SubscriptionPage';

export const SubscriptionPage = expose('account', Page);
export default SubscriptionPage;
