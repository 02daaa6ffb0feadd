import { api, messageOf, type Shown } from '@app/api-client';
import { PUBLICATIONS_PAGE_SIZE, type Paged, type Publication } from '@app/contracts';
import { Alert, Button, Modal, notify, Pager, Spinner } from '@app/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Actions, Badge, Clamp } from '../../shared/layout';
import { CloseRow } from '../../shared/CloseRow';
import { hasUnsaved, leave } from '../../shared/unsaved.store';
import { useText } from '../../shared/use-text';
import { ConfirmDialog } from './ConfirmDialog';
import { restoreDraft, rollbackTo, type ActionResult } from './publishing-actions';
import { useTimes } from './time';

const Rows = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 10px 0;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
  }
  p {
    margin: 0 0 4px;
  }
  small {
    color: ${(p) => p.theme.color.muted};
  }
`;
type Ask = { kind: 'rollback' | 'restore'; publication: Publication } | null;

/** The history's pages, newest first; `reload` reads the current page again after a rollback. */
function useHistory() {
  const [page, setPage] = useState(1);
  const [list, setList] = useState<Paged<Publication> | null>(null);
  const [error, setError] = useState<Shown | null>(null);
  const reload = useCallback(async () => {
    try {
      setList(await api.publishing.history(page, PUBLICATIONS_PAGE_SIZE));
      setError(null);
    } catch (err) {
      setError(messageOf(err, 'generic'));
    }
  }, [page]);
  useEffect(() => void reload(), [reload]);
  return { page, setPage, list, error, reload };
}

/** The confirmation of a rollback or a restore, naming the publication by its time. */
function AskDialog({ ask, onConfirm, onClose }: { ask: NonNullable<Ask>; onConfirm: () => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation('builder');
  const { ago } = useTimes();
  const rollback = ask.kind === 'rollback';
  const text = t(rollback ? 'publishing.confirmRollbackText' : 'publishing.confirmRestoreText', { when: ago(ask.publication.created_at) });
  // A restore makes every form read the draft again, so edits not saved yet in any panel are lost: say so first.
  const unsaved = !rollback && hasUnsaved() ? ` ${t('publishing.confirmRestoreUnsaved')}` : '';
  return (
    <ConfirmDialog
      title={t(rollback ? 'publishing.confirmRollbackTitle' : 'publishing.confirmRestoreTitle')}
      text={text + unsaved}
      confirmLabel={t(rollback ? 'publishing.rollback' : 'publishing.restore')}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

/** One publication: its note, when and by whom, the Live badge, Rollback (unless live) and Restore to draft. */
function PublicationRow({ publication: p, onAsk }: { publication: Publication; onAsk: (a: Ask) => void }) {
  const { t } = useTranslation('builder');
  const { ago } = useTimes();
  return (
    <li data-testid="publication">
      <p>
        <strong>
          <Clamp>{p.note || t('publishing.noNote')}</Clamp>
        </strong>
        {p.is_live && <Badge>{t('publishing.liveBadge')}</Badge>}
      </p>
      <small>
        {ago(p.created_at)} · {t('publishing.by', { author: p.author ?? t('publishing.removedAuthor') })}
      </small>
      <Actions>
        {!p.is_live && (
          <Button type="button" $variant="secondary" onClick={() => onAsk({ kind: 'rollback', publication: p })}>
            {t('publishing.rollback')}
          </Button>
        )}
        <Button type="button" $variant="ghost" onClick={() => onAsk({ kind: 'restore', publication: p })}>
          {t('publishing.restore')}
        </Button>
      </Actions>
    </li>
  );
}

/** Publications with note, author, time and the Live badge; Rollback and Restore to draft after a confirmation. */
export function HistoryModal({ onClose, onRestored }: { onClose: () => void; onRestored: () => void }) {
  const { t } = useTranslation('builder');
  const text = useText();
  const { page, setPage, list, error, reload } = useHistory();
  const [ask, setAsk] = useState<Ask>(null);

  const settle = (r: ActionResult, toast: string) => {
    if (r.ok) notify.success(toast);
    else notify.error(r.conflict ? t('publishing.conflict') : text(r.error));
  };
  const confirm = async () => {
    if (!ask) return;
    const { kind, publication } = ask;
    if (kind === 'rollback') settle(await rollbackTo(publication.id), t('publishing.toasts.rolledBack'));
    else {
      const r = await restoreDraft(publication.id);
      settle(r, t('publishing.toasts.restored'));
      // The merchant confirmed losing them: the forms are about to show the restored draft.
      if (r.ok) leave();
      if (r.ok) onRestored();
    }
    await reload();
  };
  const pager = {
    previous: t('pager.previous'),
    next: t('pager.next'),
    nav: t('publishing.historyTitle'),
    page: t('pager.pageOf', { page, pages: Math.max(1, Math.ceil((list?.total ?? 0) / PUBLICATIONS_PAGE_SIZE)) }),
  };
  return (
    <Modal open title={t('publishing.historyTitle')} onClose={onClose} width="640px">
      {!list && !error && <Spinner aria-label={t('loading')} />}
      {error && <Alert>{text(error)}</Alert>}
      {list && list.total === 0 && <p>{t('publishing.historyEmpty')}</p>}
      <Rows aria-label={t('publishing.historyTitle')}>
        {list?.items.map((p) => (
          <PublicationRow key={p.id} publication={p} onAsk={setAsk} />
        ))}
      </Rows>
      {list && list.total > PUBLICATIONS_PAGE_SIZE && (
        <Pager page={page} total={list.total} limit={PUBLICATIONS_PAGE_SIZE} onPage={setPage} labels={pager} />
      )}
      <CloseRow onClose={onClose} />
      {ask && <AskDialog ask={ask} onConfirm={confirm} onClose={() => setAsk(null)} />}
    </Modal>
  );
}
