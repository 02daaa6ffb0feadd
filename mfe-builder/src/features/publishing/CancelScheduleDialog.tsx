import { notify } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { useText } from '../../shared/use-text';
import { ConfirmDialog } from './ConfirmDialog';
import { cancelSchedule } from './publishing-actions';
import { useTimes } from './time';

/** Cancel the scheduled publish after a confirmation naming its time. */
export function CancelScheduleDialog({ at, onClose }: { at: string; onClose: () => void }) {
  const { t } = useTranslation('builder');
  const text = useText();
  const times = useTimes();
  const cancel = async () => {
    const r = await cancelSchedule();
    if (r.ok) notify.success(t('publishing.toasts.scheduleCanceled'));
    else notify.error(text(r.error));
  };
  return (
    <ConfirmDialog
      title={t('publishing.confirmCancelTitle')}
      text={t('publishing.confirmCancelText', { when: times.at(at) })}
      confirmLabel={t('publishing.cancelSchedule')}
      onConfirm={cancel}
      onClose={onClose}
    />
  );
}
