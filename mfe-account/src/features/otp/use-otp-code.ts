// The code being typed in the OTP modal: the six digits, the local "not a 6-digit code" error, and focus handling.
import { otpSchema } from '@app/contracts';
import type { Shown } from '@app/api-client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useText } from '../../shared/use-text';
import { codeOf, emptyDigits, type Digits } from '@app/contracts/otp-digits';

interface CodeOptions {
  open: boolean;
  /** The server's refusal: each new one has the code typed again from the first box */
  error: Shown | null;
  busy: boolean;
  onVerify: (code: string) => void;
  onEdit: () => void;
}

export function useOtpCode({ open, error, busy, onVerify, onEdit }: CodeOptions) {
  const text = useText();
  const [digits, setDigits] = useState<Digits>(emptyDigits);
  const [localError, setLocalError] = useState<string | null>(null);
  const boxesRef = useRef<HTMLDivElement>(null);
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
  /** After a resent code: empty boxes, first one focused. */
  const restart = () => {
    setDigits(emptyDigits());
    focusFirst();
  };

  return { digits, localError, boxesRef, onChange, submit, restart };
}
