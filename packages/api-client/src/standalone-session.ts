// A remote running alone (`pnpm --filter mfe-* dev`) keeps its own record of who is signed in; inside the dashboard
// the shell's auth store does this and passes the user in. One copy for every remote's standalone mode.
import type { User } from '@app/contracts';
import { proxy } from 'valtio';
import { api } from './endpoints';

export const standaloneSession = proxy({ user: null as User | null, checked: false, error: '' });

/** The cookie session from an earlier sign-in (on this host, any port), if any. */
export async function loadSession(): Promise<void> {
  try {
    standaloneSession.user = (await api.auth.profile()).user;
  } catch {
    standaloneSession.user = null;
  } finally {
    standaloneSession.checked = true;
  }
}

export function signedIn(user: User): void {
  standaloneSession.user = user;
}

export async function signIn(username: string, password: string): Promise<void> {
  standaloneSession.error = '';
  try {
    standaloneSession.user = (await api.auth.login(username, password)).user;
  } catch (err) {
    standaloneSession.error = (err as Error).message;
  }
}

export async function signOut(): Promise<void> {
  try {
    await api.auth.logout();
  } catch {
    // the session is dropped here whatever the server says
  }
  standaloneSession.user = null;
}
