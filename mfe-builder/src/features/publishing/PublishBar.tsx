import { Alert, Button } from '@app/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { websiteState } from '../website/website.store';
import { loadPublishing, publishingState } from './publishing.store';
import { useTimes } from './time';

const dialogs = () => import('./dialogs');
const ChangesModal = lazy(() => dialogs().then((m) => ({ default: m.ChangesModal })));
const CancelScheduleDialog = lazy(() => dialogs().then((m) => ({ default: m.CancelScheduleDialog })));
const HistoryModal = lazy(() => dialogs().then((m) => ({ default: m.HistoryModal })));
const PreviewLinksModal = lazy(() => dialogs().then((m) => ({ default: m.PreviewLinksModal })));
const PublishModal = lazy(() => dialogs().then((m) => ({ default: m.PublishModal })));

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
const Models = styled.small`
  flex-basis: 100%;
  color: ${(p) => p.theme.color.muted};
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
      <Models data-testid="publish-models">{t('publishing.twoModels')}</Models>
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

/** setTimeout's longest wait (~24.8 days); a schedule further ahead is re-read then and waited for again. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
/** edge-api's cron publishes what is due within the minute after its time: read the state again past that. */
const AFTER_DUE_MS = 65_000;

/**
 * While a publish is scheduled, reads the state again once it should have gone live (and every 65 s after, until the
 * cron has done it), so the bar says "Published" without a save or a reload.
 */
function useScheduledRefresh(at: string | undefined) {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!at) return;
    const wait = Math.min(Math.max(Date.parse(at) - Date.now(), 0) + AFTER_DUE_MS, LONGEST_TIMER_MS);
    const timer = setTimeout(() => {
      void loadPublishing().then(() => setTick((n) => n + 1));
    }, wait);
    return () => clearTimeout(timer);
  }, [at, tick]);
}

/**
 * The publish bar above every builder panel (DESIGN §15): what is live, what the draft changed, Publish (now or
 * scheduled), History and Share preview link. It reads the state again after every builder save (previewVersion).
 * `onRestored`: a publication was copied into the draft, so the forms must read it from the server.
 */
export function PublishBar({ onRestored }: { onRestored: () => void }) {
  const { t } = useTranslation('builder');
  const { state, loadError, busy } = useSnapshot(publishingState);
  const { previewVersion } = useSnapshot(websiteState);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  useEffect(() => void loadPublishing(), [previewVersion]);
  useScheduledRefresh(state?.scheduled?.at);

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
      <Suspense fallback={null}>
        {open === 'changes' && state && <ChangesModal changes={state.changes} onClose={close} />}
        {open === 'publish' && <PublishModal onClose={close} />}
        {open === 'history' && <HistoryModal onClose={close} onRestored={onRestored} />}
        {open === 'links' && <PreviewLinksModal onClose={close} />}
        {open === 'cancel' && state?.scheduled && <CancelScheduleDialog at={state.scheduled.at} onClose={close} />}
      </Suspense>
    </Bar>
  );
}
