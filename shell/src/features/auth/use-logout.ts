import { logout } from './auth.store';
import { goToSignIn } from './sign-in-page';

/** Logout as the user sees it: the session ends and the login screen opens (the front door's page). */
export function useLogout(): () => Promise<void> {
  return async () => {
    await logout();
    goToSignIn();
  };
}
