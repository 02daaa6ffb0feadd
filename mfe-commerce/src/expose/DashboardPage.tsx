// Exposed to the shell as ./DashboardPage (default and named export).
import type { OwnerPageProps } from '@app/contracts';
import { CommerceRoot } from '../shared/CommerceRoot';
import { DashboardPage as Page } from '../features/dashboard/DashboardPage';

export function DashboardPage(props: OwnerPageProps) {
  return (
    <CommerceRoot>
      <Page {...props} />
    </CommerceRoot>
  );
}
export default DashboardPage;
