// Exposed to the shell as ./DiscountsPage (default and named export).
import { expose } from '@app/remote-kit';
import { DiscountsPage as Page } from '../features/discounts/DiscountsPage';

export const DiscountsPage = expose('commerce', Page);
export default DiscountsPage;
