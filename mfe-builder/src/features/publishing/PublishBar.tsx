import { Alert, Button, notify } from '@app/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { useText } from '../../shared/use-text';
import { websiteState } from '../website/website.store';
import { ChangesModal } from './ChangesModal';
import { ConfirmDialog } from './ConfirmDialog';
import { HistoryModal } from './HistoryModal';
import { PreviewLinksModal } from './PreviewLinksModal';
import { PublishModal } from './PublishModal';
import { cancelSchedule, loadPublishing, publishingState } from './publishing.store';
import { useTimes } from './time';

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 14px;
  padding: 10px 14px;
  margin-bottom: 16px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 10px;
  background: #f8fafc;
  > .status {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 14px;
    align-items: center;
    margin-inline-end: auto;
  }
  > .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;
const Live = styled.strong`
  font-weight: 600;
`;
type Open = 'changes' | 'publish' | 'history' | 'links' | 'cancel' | null;

/** The live state, the schedule and the count of unpublished changes (a button listing them). */
function Status({ onOpen }: { onOpen: (o: Open) => void }) {
  const { t } = useTranslation('builder');
  const { ago, at } = useTimes();
  const { state } = useSnapshot(publishingState);
  if (!state) return null;
  const n = state.changes.length;
  return (
    <div className="status">
      <Live data-testid="publish-live">
        {state.live ? t('publishing.live', { when: ago(state.live.created_at) }) : t('publishing.notPublished')}
      </Live>
      {n > 0 ? (
        <Button type="button" $variant="ghost" onClick={() => onOpen('changes')} data-testid="publish-changes">
          {t('publishing.changes', { count: n })}
        </Button>
      ) : (
        <span data-testid="publish-changes">{t('publishing.upToDate')}</span>
      )}
      {state.scheduled && (
        <span data-testid="publish-scheduled">
          {t('publishing.scheduledFor', { when: at(state.scheduled.at) })}{' '}
          <Button type="button" $variant="ghost" onClick={() => onOpen('cancel')}>
            {t('publishing.cancelSchedule')}
          </Button>
        </span>
      )}
    </div>
  );
}

/**
 * The publish bar above every builder panel (DESIGN §15): what is live, what the draft changed, Publish (now or
 * scheduled), History and Share preview link. It reads the state again after every builder save (previewVersion).
 * `onRestored`: a publication was copied into the draft, so the forms must read it from the server.
 */
export function PublishBar({ onRestored }: { onRestored: () => void }) {
  const { t } = useTranslation('builder');
  const text = useText();
  const { at } = useTimes();
  const { state, loadError, busy } = useSnapshot(publishingState);
  const { previewVersion } = useSnapshot(websiteState);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  useEffect(() => void loadPublishing(), [previewVersion]);

  const cancel = async () => {
    const r = await cancelSchedule();
    if (r.ok) notify.success(t('publishing.toasts.scheduleCanceled'));
    else notify.error(text(r.error));
  };
  return (
    <Bar aria-label={t('publishing.barLabel')} aria-busy={busy}>
      <Status onOpen={setOpen} />
      {loadError && <Alert>{t('publishing.loadFailed')}</Alert>}
      <div className="actions">
        <Button type="button" $variant="secondary" onClick={() => setOpen('history')}>
          {t('publishing.history')}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setOpen('links')}>
          {t('publishing.shareLinks')}
        </Button>
        <Button type="button" disabled={!state} onClick={() => setOpen('publish')}>
          {t('publishing.publish')}
        </Button>
      </div>
      {open === 'changes' && state && <ChangesModal changes={state.changes} onClose={close} />}
      {open === 'publish' && <PublishModal onClose={close} />}
      {open === 'history' && <HistoryModal onClose={close} onRestored={onRestored} />}
      {open === 'links' && <PreviewLinksModal onClose={close} />}
      {open === 'cancel' && state?.scheduled && (
        <ConfirmDialog
          title={t('publishing.confirmCancelTitle')}
          text={t('publishing.confirmCancelText', { when: at(state.scheduled.at) })}
          confirmLabel={t('publishing.cancelSchedule')}
          onConfirm={cancel}
          onClose={close}
        />
      )}
    </Bar>
  );
}
