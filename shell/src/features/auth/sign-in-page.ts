// The sign-in page is the front door's own (shell/worker/sign-in), not a route of this app: going there is a full
// page load, with the page to come back to in `next` (the front door keeps it only when it is a dashboard path).
export const SIGN_IN_PATH = '/auth/login';

export const signInUrl = (next?: string) => (next && next !== '/' ? `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}` : SIGN_IN_PATH);

/** Replaces this page with the sign-in page (Back does not return to a screen that needs a session). */
export function goToSignIn(next?: string): void {
  window.location.replace(signInUrl(next));
}
