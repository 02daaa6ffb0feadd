import { SMS_MIN_INTERVAL_SECONDS } from '@app/contracts';
import { useCallback, useEffect, useState } from 'react';
import type { Shown } from '@app/api-client';
import { resendCode, type ResendPurpose } from '@app/api-client';

/**
 * The resend button's state: a code was just sent when the modal opens, so the first resend waits the server's
 * minimum interval; after that, as long as the server says. Counts down once a second.
 */
export function useResend(open: boolean, phone: string, purpose: ResendPurpose) {
  const [wait, setWait] = useState(SMS_MIN_INTERVAL_SECONDS);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<Shown | null>(null);

  useEffect(() => {
    if (!open) return;
    setWait(SMS_MIN_INTERVAL_SECONDS);
    setSent(false);
    setError(null);
  }, [open, phone]);

  const counting = open && wait > 0;
  useEffect(() => {
    if (!counting) return;
    const id = setInterval(() => setWait((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(id);
  }, [counting]);

  const resend = useCallback(async () => {
    setBusy(true);
    setError(null);
    setSent(false);
    const res = await resendCode(phone, purpose);
    setBusy(false);
    if (res.retryAfter !== null) setWait(res.retryAfter);
    setSent(res.ok);
    if (!res.ok) setError(res.error);
    return res.ok;
  }, [phone, purpose]);

  return { wait, busy, sent, error, resend };
}
