// The dashboard's session (SPEC §3 auth state, §4 transitions). The API keeps the session in HttpOnly cookies, so
// the shell never sees a token: "signed in" is whatever GET /protected/ says.
import { api, ApiError, readCookie } from '@app/api-client';
import { XSRF_COOKIE, type User } from '@app/contracts';
import { proxy } from 'valtio';

export interface AuthState {
  /** False until the first session check has answered: guards wait instead of redirecting too early. */
  ready: boolean;
  loading: boolean;
  error: string | null;
  success: boolean;
  isAuthenticated: boolean;
  user: User | null;
}

const initial = (): AuthState => ({ ready: false, loading: false, error: null, success: false, isAuthenticated: false, user: null });

export const authStore = proxy<AuthState>(initial());

type Auth = Pick<typeof api, 'auth'>;
let client: Auth = api;
/** Tests swap the API for a fake. */
export function setAuthApi(next: Auth): void {
  client = next;
}

function signedOut(error: string | null): void {
  Object.assign(authStore, { ready: true, loading: false, success: false, isAuthenticated: false, user: null, error });
}

/**
 * On start: the cookie session, if any. The API sets and clears the readable XSRF cookie together with the HttpOnly
 * session cookie, so without it there is no session to ask about. A 401 is the normal signed-out answer, not an error.
 */
export async function checkSession(): Promise<void> {
  if (!readCookie(XSRF_COOKIE)) return signedOut(null);
  authStore.loading = true;
  try {
    const { user } = await client.auth.profile();
    authenticated(user);
  } catch (err) {
    const expired = err instanceof ApiError && err.status === 401;
    // SPEC §4: a failed profile fetch removes the token. The session cookie is HttpOnly (the server's to clear);
    // dropping its readable XSRF companion spares every later page load the same 401.
    if (expired) document.cookie = `${XSRF_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`;
    signedOut(expired ? null : (err as Error).message);
  }
}

/** The login remote signed in (the API set the cookies) and hands over the user. */
export function authenticated(user: User): void {
  Object.assign(authStore, { ready: true, loading: false, error: null, success: true, isAuthenticated: true, user });
}

/** Revokes the session on the server; a server that cannot be reached is no reason to stay. */
export async function endSession(): Promise<void> {
  authStore.loading = true;
  try {
    await client.auth.logout();
  } catch {
    // the session expires by itself; the user asked to leave, so leave
  }
}

export function resetAuth(): void {
  Object.assign(authStore, initial());
}
