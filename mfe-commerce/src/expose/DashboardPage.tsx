// Exposed to the shell as ./DashboardPage (default and named export).
import { expose } from '@app/remote-kit';
import { DashboardPage as Page } from '../features/dashboard/DashboardPage';

export const DashboardPage = expose('commerce', Page);
export default DashboardPage;
