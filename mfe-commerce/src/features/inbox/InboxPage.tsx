// /inbox (issue #11 item 18): the messages shoppers sent through the store's contact forms, newest first, 10 a page.
// Opening a message marks it read; deleting asks first. The shell's unread badge follows through `onUnreadChange`.
import type { OwnerPageProps } from '@app/contracts';
import { Button, Modal, notify } from '@app/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { messageOf } from '@app/api-client';
import { useMessageText } from '@app/i18n';
import { PagedListCard } from '../../shared/ListState';
import { MESSAGES_PAGE_SIZE, ownerApi, type ContactMessage } from '../../shared/owner-api';
import { PageFrame, PageHead } from '../../shared/PageHead';
import { usePagedList } from '../../shared/use-paged-list';
import { MessageItem } from './MessageItem';

export interface InboxPageProps extends OwnerPageProps {
  /** Told the number of unread messages whenever it is known or changes (the shell's sidebar badge). */
  onUnreadChange?: (unread: number) => void;
}

const List = styled.ul`
  list-style: none;
  margin: 0 -20px;
  padding: 0;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: flex-end;
  margin-top: 20px;
`;

export function InboxPage({ onUnreadChange }: InboxPageProps) {
  const { t } = useTranslation('commerce');
  const text = useMessageText('commerce');
  const [unread, setUnread] = useState<number | null>(null);
  const fetchMessages = useCallback(async (page: number, limit: number) => {
    const res = await ownerApi.messages(page, limit);
    setUnread(res.unread);
    return res;
  }, []);
  const paged = usePagedList<ContactMessage>(fetchMessages, 'fetchMessages', MESSAGES_PAGE_SIZE);
  const { snap, page } = paged;
  const [open, setOpen] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<ContactMessage | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (unread !== null) onUnreadChange?.(unread);
  }, [unread, onUnreadChange]);

  async function toggle(m: ContactMessage) {
    const opening = open !== m.id;
    setOpen(opening ? m.id : null);
    if (!opening || m.read) return;
    try {
      await ownerApi.setRead(m.id, true);
      const live = paged.list.state.items.find((x) => x.id === m.id);
      if (live && !live.read) {
        live.read = true;
        setUnread((n) => Math.max(0, (n ?? 1) - 1));
      }
    } catch (err) {
      notify.error(text(messageOf(err, 'updateMessage')));
    }
  }

  async function remove(m: ContactMessage) {
    setBusy(true);
    try {
      await ownerApi.remove(m.id);
      setConfirm(null);
      notify.success(t('inbox.deleted'));
      if (snap.items.length === 1 && page > 1) paged.setPage(page - 1);
      else paged.retry();
    } catch (err) {
      notify.error(text(messageOf(err, 'deleteMessage')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageFrame>
      <PageHead title={t('inbox.title')} lead={unread ? t('inbox.unread', { count: unread }) : t('inbox.lead')} />
      <PagedListCard ns="inbox" list={paged}>
        {() => (
          <List aria-label={t('inbox.caption', { page })}>
            {snap.items.map((m) => (
              <MessageItem
                key={m.id}
                message={m as ContactMessage}
                open={open === m.id}
                onToggle={() => void toggle(m as ContactMessage)}
                onDelete={() => setConfirm(m as ContactMessage)}
              />
            ))}
          </List>
        )}
      </PagedListCard>
      <Modal open={confirm !== null} title={t('inbox.confirmTitle')} onClose={() => setConfirm(null)}>
        <p>{t('inbox.confirmText')}</p>
        <Actions>
          <Button type="button" $variant="secondary" onClick={() => setConfirm(null)}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="button" $variant="danger" disabled={busy} onClick={() => confirm && void remove(confirm)}>
            {t('inbox.confirmDelete')}
          </Button>
        </Actions>
      </Modal>
    </PageFrame>
  );
}
