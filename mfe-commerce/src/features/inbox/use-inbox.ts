// The inbox's state: the paged messages with the unread count, which one is open (opening marks it read), and the
// delete that was asked for and awaits confirmation.
import { api, messageOf } from '@app/api-client';
import type { ContactMessage } from '@app/contracts';
import { MESSAGES_PAGE_SIZE } from '@app/contracts/constants';
import { useMessageText } from '@app/i18n';
import { notify } from '@app/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../../shared/use-paged-list';

type PagedMessages = ReturnType<typeof usePagedList<ContactMessage>>;

/** The messages, the unread count (told to `onUnreadChange`) and the open message. */
export function useInboxMessages(onUnreadChange?: (unread: number) => void) {
  const text = useMessageText('commerce');
  const [unread, setUnread] = useState<number | null>(null);
  const fetchMessages = useCallback(async (page: number, limit: number) => {
    const res = await api.messages.list(page, limit);
    setUnread(res.unread);
    return res;
  }, []);
  const paged = usePagedList<ContactMessage>(fetchMessages, 'fetchMessages', MESSAGES_PAGE_SIZE);
  const [open, setOpen] = useState<number | null>(null);

  useEffect(() => {
    if (unread !== null) onUnreadChange?.(unread);
  }, [unread, onUnreadChange]);

  async function toggle(m: ContactMessage) {
    const opening = open !== m.id;
    setOpen(opening ? m.id : null);
    if (!opening || m.read) return;
    try {
      await api.messages.setRead(m.id, true);
      const live = paged.list.state.items.find((x) => x.id === m.id);
      if (live && !live.read) {
        live.read = true;
        setUnread((n) => Math.max(0, (n ?? 1) - 1));
      }
    } catch (err) {
      notify.error(text(messageOf(err, 'updateMessage')));
    }
  }

  return { paged, unread, open, toggle };
}

/** Deleting asks first: `confirm` is the message waiting for the answer. */
export function useDeleteMessage(paged: PagedMessages) {
  const { t } = useTranslation('commerce');
  const text = useMessageText('commerce');
  const [confirm, setConfirm] = useState<ContactMessage | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove(m: ContactMessage) {
    setBusy(true);
    try {
      await api.messages.remove(m.id);
      setConfirm(null);
      notify.success(t('inbox.deleted'));
      if (paged.snap.items.length === 1 && paged.page > 1) paged.setPage(paged.page - 1);
      else paged.retry();
    } catch (err) {
      notify.error(text(messageOf(err, 'deleteMessage')));
    } finally {
      setBusy(false);
    }
  }

  return { confirm, setConfirm, busy, remove };
}
