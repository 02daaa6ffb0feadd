// Standalone only: who is signed in (in the dashboard the shell keeps this).
import { api } from '@app/api-client';
import type { User } from '@app/contracts';
import { proxy } from 'valtio';

export const session = proxy({ user: null as User | null, checked: false, error: '' });

/** The cookie session from an earlier sign-in (on this host, any port), if any. */
export async function loadSession(): Promise<void> {
  try {
    session.user = (await api.auth.profile()).user;
  } catch {
    session.user = null;
  } finally {
    session.checked = true;
  }
}

export async function signIn(username: string, password: string): Promise<void> {
  session.error = '';
  try {
    session.user = (await api.auth.login(username, password)).user;
  } catch (err) {
    session.error = (err as Error).message;
  }
}
