import { Alert, Button, Field, Input, Modal, notify } from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Actions, Hint } from '../../shared/layout';
import { useText } from '../../shared/use-text';
import { publishNow, schedulePublish, type ActionResult } from './publishing-actions';
import { checkSchedule } from './schedule';
import { useTimes } from './time';

const Later = styled.fieldset`
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 8px;
  margin: 16px 0 0;
  padding: 12px 14px 4px;
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
`;
const NOTE_MAX = 200;

/** The schedule's date-time field (a field error below it) and its Schedule button. */
function ScheduleFields(p: { when: string; error: string | null; busy: boolean; onChange: (v: string) => void; onSchedule: () => void }) {
  const { t } = useTranslation('builder');
  return (
    <Later>
      <legend>{t('publishing.scheduleHeading')}</legend>
      <Field id="publish-at" label={t('publishing.scheduleAt')} error={p.error}>
        <Input
          id="publish-at"
          type="datetime-local"
          value={p.when}
          $invalid={!!p.error}
          aria-invalid={!!p.error}
          aria-describedby={p.error ? 'publish-at-error' : undefined}
          onChange={(e) => p.onChange(e.target.value)}
        />
      </Field>
      <Actions style={{ marginBottom: 12 }}>
        <Button type="button" $variant="secondary" disabled={p.busy} onClick={p.onSchedule}>
          {t('publishing.schedule')}
        </Button>
      </Actions>
    </Later>
  );
}

/** Publish now (with a note) or schedule the draft for a future minute; a refusal stays in the dialog. */
export function PublishModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('builder');
  const text = useText();
  const { at } = useTimes();
  const [note, setNote] = useState('');
  const [when, setWhen] = useState('');
  const [whenError, setWhenError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const settle = (r: ActionResult, toast: string) => {
    if (r.ok) {
      notify.success(toast);
      onClose();
      return;
    }
    notify.error(r.conflict ? t('publishing.conflict') : text(r.error));
    if (r.error.field === 'at') setWhenError(text(r.error));
    else setError(r.conflict ? t('publishing.conflict') : text(r.error));
  };
  const run = async (action: () => Promise<ActionResult>, toast: string) => {
    setBusy(true);
    setError(null);
    settle(await action(), toast);
    setBusy(false);
  };
  const schedule = () => {
    const check = checkSchedule(when);
    setWhenError(check.ok ? null : t(`publishing.${check.reason}`));
    if (check.ok) void run(() => schedulePublish(note, check.iso), t('publishing.toasts.scheduled', { when: at(check.iso) }));
  };

  return (
    <Modal open title={t('publishing.publishTitle')} onClose={onClose}>
      <Hint>{t('publishing.publishIntro')}</Hint>
      <Field id="publish-note" label={t('publishing.note')}>
        <Input id="publish-note" value={note} maxLength={NOTE_MAX} onChange={(e) => setNote(e.target.value)} />
      </Field>
      {error && <Alert>{error}</Alert>}
      <Actions>
        <Button type="button" disabled={busy} onClick={() => void run(() => publishNow(note), t('publishing.toasts.published'))}>
          {t('publishing.publishNow')}
        </Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={onClose}>
          {t('actions.cancel')}
        </Button>
      </Actions>
      <ScheduleFields when={when} error={whenError} busy={busy} onChange={setWhen} onSchedule={schedule} />
    </Modal>
  );
}
