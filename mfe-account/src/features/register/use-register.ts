import { normalizePhone } from '@app/contracts';
import { notify } from '@app/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useText } from '../../shared/use-text';
import type { RegisterFormValues } from './register-schema';
import { registerState, resetRegister, submitRegistration, verifyRegistrationCode } from './register.store';

export type FieldErrors = Partial<Record<'username' | 'phone_number', string>>;

/** The register screen's state and actions with the toasts of SPEC §8. */
export function useRegister() {
  const snap = useSnapshot(registerState);
  const text = useText();
  const { t } = useTranslation('account');
  // Each visit starts clean; leaving the page stops a pending success timer.
  useEffect(() => {
    resetRegister();
    return resetRegister;
  }, []);

  return {
    snap,
    /** Returns the messages that belong under a field (taken username or phone). */
    submit: async (v: RegisterFormValues): Promise<FieldErrors> => {
      const res = await submitRegistration({
        username: v.username.trim(),
        email: v.email.trim(),
        // E.164 with its '+'
        phone_number: normalizePhone(v.phone_number) ?? v.phone_number,
        password: v.password,
      });
      if (res.ok) {
        if (res.sent.text) notify.info(text(res.sent));
        return {};
      }
      for (const e of res.errors) notify.error(text(e), { toastId: `register:${e.text}` });
      const first = res.errors[0] ? text(res.errors[0]) : '';
      if (res.code === 'username_taken') return { username: first };
      if (res.code === 'phone_taken') return { phone_number: first };
      return {};
    },
    verifyCode: async (code: string) => {
      const done = await verifyRegistrationCode(code);
      if (done) notify.success(t(registerState.user ? 'register.signedInToast' : 'register.verifiedToast'));
    },
  };
}
