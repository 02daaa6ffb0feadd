import { Button, Modal } from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Actions } from '../../shared/layout';

export interface ConfirmProps {
  title: string;
  text: string;
  confirmLabel: string;
  /** Runs on Confirm; the dialog stays (its buttons disabled) until it settles, then closes. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** A confirmation in a modal (focus trapped, Escape cancels), never the browser's confirm(): it speaks our languages. */
export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onClose }: ConfirmProps) {
  const { t } = useTranslation('builder');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Modal open title={title} onClose={busy ? () => undefined : onClose}>
      <p>{text}</p>
      <Actions>
        <Button type="button" disabled={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={onClose}>
          {t('actions.cancel')}
        </Button>
      </Actions>
    </Modal>
  );
}
