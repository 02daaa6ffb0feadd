// The unread contact-form messages of the signed-in merchant, for the Inbox entry's badge (issue #11 item 18).
import { api } from '@app/api-client';
import { proxy } from 'valtio';

export const inboxStore = proxy({ unread: 0 });

let latest = 0;

/** Asks the API again; a failure (no website yet, offline) leaves the badge as it was: it is a hint, not a screen. */
export async function refreshUnread(): Promise<void> {
  const call = ++latest;
  try {
    const { unread } = await api.messages.unreadCount();
    if (call === latest && Number.isSafeInteger(unread) && unread >= 0) inboxStore.unread = unread;
  } catch {
    // keep the last known count
  }
}

/** The Inbox screen knows the exact count after each load, read or delete. */
export function setUnread(unread: number): void {
  latest++;
  inboxStore.unread = Math.max(0, unread);
}
