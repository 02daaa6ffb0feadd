// Exposed to the shell as ./ProfilePage (default and named export).
import type { ProfilePageProps } from '@app/contracts';
import { AccountRoot } from '../shared/AccountRoot';
import { ProfilePage as Page } from '../features/profile/ProfilePage';

export function ProfilePage(props: ProfilePageProps) {
  return (
    <AccountRoot>
      <Page {...props} />
    </AccountRoot>
  );
}
export default ProfilePage;
