import { otpSchema } from '@app/contracts';
import { Button, Modal } from '@app/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useText } from '../../shared/use-text';
import type { Shown } from '@app/api-client';
import { OtpBoxes } from './OtpBoxes';
import { codeOf, emptyDigits, type Digits } from './otp-digits';
import type { ResendPurpose } from './resend';
import { useResend } from './use-resend';

const Lead = styled.p`
  margin: 0 0 8px;
  color: ${(p) => p.theme.color.muted};
`;
const Message = styled.p<{ $tone: 'error' | 'success' }>`
  margin: 8px 0 0;
  text-align: center;
  font-weight: 600;
  color: ${(p) => (p.$tone === 'error' ? p.theme.color.danger : p.theme.color.success)};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: flex-end;
  margin-top: 18px;
`;
const Resend = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 10px;
  align-items: center;
  justify-content: center;
  margin-top: 10px;
  small {
    color: ${(p) => p.theme.color.muted};
  }
`;

export interface OtpModalProps {
  open: boolean;
  phone: string;
  /** Which code "Resend code" asks for */
  purpose: ResendPurpose;
  /** The server's refusal, chosen by the SPEC §8 rules */
  error: Shown | null;
  verified: boolean;
  busy: boolean;
  onVerify: (code: string) => void;
  /** Any edit clears the error shown under the boxes */
  onEdit: () => void;
  /** Must keep its identity between renders (the Modal re-focuses when it changes) */
  onClose: () => void;
}

/** SPEC §4: the 6-box code modal used by sign-up and phone sign-in. */
export function OtpModal({ open, phone, purpose, error, verified, busy, onVerify, onEdit, onClose }: OtpModalProps) {
  const { t } = useTranslation('account');
  const text = useText();
  const [digits, setDigits] = useState<Digits>(emptyDigits);
  const [localError, setLocalError] = useState<string | null>(null);
  const boxesRef = useRef<HTMLDivElement>(null);
  const resend = useResend(open, phone, purpose);
  const focusFirst = () => boxesRef.current?.querySelector<HTMLInputElement>('input')?.focus();

  // Each opening starts empty with the first box focused (after the Modal has focused its dialog).
  useEffect(() => {
    if (!open) return;
    setDigits(emptyDigits());
    setLocalError(null);
    const id = setTimeout(focusFirst, 0);
    return () => clearTimeout(id);
  }, [open]);
  // After a refusal the code is typed again from the first box (typing over replaces the digits in order).
  useEffect(() => {
    if (open && error && !busy) focusFirst();
  }, [open, error, busy]);

  const onChange = (next: Digits) => {
    setDigits(next);
    setLocalError(null);
    onEdit();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = codeOf(digits);
    if (!otpSchema.isValidSync(code)) {
      setLocalError(text({ rule: 'otpInvalid' }));
      focusFirst();
      return;
    }
    onVerify(code);
  };
  const shownError = localError ?? (error ? text(error) : null);
  const state = verified ? 'success' : shownError ? 'error' : 'idle';

  return (
    <Modal open={open} title={t('otp.title')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Lead>{t('otp.sentTo', { phone })}</Lead>
        <div ref={boxesRef}>
          <OtpBoxes digits={digits} onChange={onChange} state={state} disabled={busy || verified} describedBy="otp-message" />
        </div>
        <div id="otp-message" aria-live="polite">
          {shownError ? (
            <Message $tone="error" role="alert">
              {shownError}
            </Message>
          ) : null}
          {verified ? <Message $tone="success">{t('otp.verified')}</Message> : null}
        </div>
        {!verified && (
          <Resend>
            <Button
              type="button"
              $variant="ghost"
              disabled={resend.wait > 0 || resend.busy}
              onClick={() => void resend.resend().then((ok) => ok && (setDigits(emptyDigits()), focusFirst()))}
            >
              {t('otp.resend')}
            </Button>
            {resend.wait > 0 && <small data-testid="otp-resend-wait">{t('otp.resendIn', { count: resend.wait })}</small>}
            <small role="status" data-testid="otp-resend-status">
              {resend.error ? text(resend.error) : resend.sent ? t('otp.resent') : ''}
            </small>
          </Resend>
        )}
        <Actions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('actions.close')}
          </Button>
          <Button type="submit" disabled={busy || verified}>
            {busy ? t('otp.checking') : t('otp.verify')}
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}
