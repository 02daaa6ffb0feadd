// Standalone only: who is signed in (in the dashboard the shell keeps this).
import { api } from '@app/api-client';
import type { User } from '@app/contracts';
import { proxy } from 'valtio';

export const session = proxy({ user: null as User | null, checked: false });

/** The cookie session from an earlier sign-in, if any. */
export async function loadSession(): Promise<void> {
  try {
    session.user = (await api.auth.profile()).user;
  } catch {
    session.user = null;
  } finally {
    session.checked = true;
  }
}

export function signedIn(user: User): void {
  session.user = user;
}

export async function signOut(): Promise<void> {
  try {
    await api.auth.logout();
  } catch {
    // the session is dropped here whatever the server says
  }
  session.user = null;
}
