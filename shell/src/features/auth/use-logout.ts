import { endSession } from './auth.store';
import { goToSignIn } from './sign-in-page';

/**
 * Logout as the user sees it: the session ends and the login screen opens (the front door's page, a full load that
 * drops this app's state). The state is left as it is until then: cleared first, the guard of the page on screen
 * would send the merchant to sign in to come back to it, racing this navigation.
 */
export function useLogout(): () => Promise<void> {
  return async () => {
    await endSession();
    goToSignIn();
  };
}
