// /inbox (issue #11 item 18): the messages shoppers sent through the store's contact forms, newest first, 10 a page.
// Opening a message marks it read; deleting asks first. The shell's unread badge follows through `onUnreadChange`.
import type { ContactMessage, OwnerPageProps } from '@app/contracts';
import { ActionsRow, Button, Modal } from '@app/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PagedListCard } from '../../shared/ListState';
import { PageFrame, PageHead } from '../../shared/PageHead';
import { MessageItem } from './MessageItem';
import { useDeleteMessage, useInboxMessages } from './use-inbox';

export interface InboxPageProps extends OwnerPageProps {
  /** Told the number of unread messages whenever it is known or changes (the shell's sidebar badge). */
  onUnreadChange?: (unread: number) => void;
}

const List = styled.ul`
  list-style: none;
  margin: 0 -20px;
  padding: 0;
`;
function ConfirmDelete({ deletion }: { deletion: ReturnType<typeof useDeleteMessage> }) {
  const { t } = useTranslation('commerce');
  const { confirm, setConfirm, busy, remove } = deletion;
  return (
    <Modal open={confirm !== null} title={t('inbox.confirmTitle')} onClose={() => setConfirm(null)}>
      <p>{t('inbox.confirmText')}</p>
      <ActionsRow $top="20px">
        <Button type="button" $variant="secondary" onClick={() => setConfirm(null)}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="button" $variant="danger" disabled={busy} onClick={() => confirm && void remove(confirm)}>
          {t('inbox.confirmDelete')}
        </Button>
      </ActionsRow>
    </Modal>
  );
}

export function InboxPage({ onUnreadChange }: InboxPageProps) {
  const { t } = useTranslation('commerce');
  const { paged, unread, open, toggle } = useInboxMessages(onUnreadChange);
  const deletion = useDeleteMessage(paged);
  const { snap, page } = paged;

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
                onDelete={() => deletion.setConfirm(m as ContactMessage)}
              />
            ))}
          </List>
        )}
      </PagedListCard>
      <ConfirmDelete deletion={deletion} />
    </PageFrame>
  );
}
