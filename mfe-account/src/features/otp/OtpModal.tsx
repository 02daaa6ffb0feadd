import { ActionsRow, Button, Modal } from '@app/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useText } from '../../shared/use-text';
import type { Shown } from '@app/api-client';
import { OtpBoxes } from './OtpBoxes';
import type { ResendPurpose } from '@app/api-client';
import { useOtpCode } from './use-otp-code';
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

/** "Resend code", its countdown and what the last resend answered. */
function ResendRow({ resend, onResent }: { resend: ReturnType<typeof useResend>; onResent: () => void }) {
  const { t } = useTranslation('account');
  const text = useText();
  return (
    <Resend>
      <Button
        type="button"
        $variant="ghost"
        disabled={resend.wait > 0 || resend.busy}
        onClick={() => void resend.resend().then((ok) => ok && onResent())}
      >
        {t('otp.resend')}
      </Button>
      {resend.wait > 0 && <small data-testid="otp-resend-wait">{t('otp.resendIn', { count: resend.wait })}</small>}
      <small role="status" data-testid="otp-resend-status">
        {resend.error ? text(resend.error) : resend.sent ? t('otp.resent') : ''}
      </small>
    </Resend>
  );
}

/** SPEC §4: the 6-box code modal used by sign-up and phone sign-in. */
export function OtpModal({ open, phone, purpose, error, verified, busy, onVerify, onEdit, onClose }: OtpModalProps) {
  const { t } = useTranslation('account');
  const text = useText();
  const code = useOtpCode({ open, error, busy, onVerify, onEdit });
  const resend = useResend(open, phone, purpose);
  const shownError = code.localError ?? (error ? text(error) : null);
  const state = verified ? 'success' : shownError ? 'error' : 'idle';

  return (
    <Modal open={open} title={t('otp.title')} onClose={onClose}>
      <form onSubmit={code.submit} noValidate>
        <Lead>{t('otp.sentTo', { phone })}</Lead>
        <div ref={code.boxesRef}>
          <OtpBoxes digits={code.digits} onChange={code.onChange} state={state} disabled={busy || verified} describedBy="otp-message" />
        </div>
        <div id="otp-message" aria-live="polite">
          {shownError ? (
            <Message $tone="error" role="alert">
              {shownError}
            </Message>
          ) : null}
          {verified ? <Message $tone="success">{t('otp.verified')}</Message> : null}
        </div>
        {!verified && <ResendRow resend={resend} onResent={code.restart} />}
        <ActionsRow>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('actions.close')}
          </Button>
          <Button type="submit" disabled={busy || verified}>
            {busy ? t('otp.checking') : t('otp.verify')}
          </Button>
        </ActionsRow>
      </form>
    </Modal>
  );
}
