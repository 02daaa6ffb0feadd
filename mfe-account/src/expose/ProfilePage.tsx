// Exposed to the shell as ./ProfilePage (default and named export).
import { expose } from '@app/remote-kit';
import { ProfilePage as Page } from '../features/profile/ProfilePage';

export const ProfilePage = expose('account', Page);
export default ProfilePage;
