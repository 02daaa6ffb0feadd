import { notify } from '@app/ui';
import type { User } from '@app/contracts';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useText } from '../../shared/use-text';
import { closeLoginCode, loginState, requestLoginCode, resetLogin, signInWithPassword, verifyLoginCode } from './login.store';

/** The login screen's state and actions, with the toasts of SPEC §8; a success hands the user to the shell. */
export function useLogin(onAuthenticated: (user: User) => void) {
  const snap = useSnapshot(loginState);
  const text = useText();
  // Each visit starts clean (no error left over from the last one).
  useEffect(() => resetLogin(), []);

  return {
    snap,
    submitPassword: async (username: string, password: string) => {
      const user = await signInWithPassword(username, password);
      if (user) onAuthenticated(user);
    },
    submitPhone: async (phone: string) => {
      const res = await requestLoginCode(phone);
      if (res.ok) {
        if (res.sent.text) notify.info(text(res.sent));
      } else {
        for (const s of res.toasts) notify.error(text(s), { toastId: `login:${s.text}` });
      }
    },
    verifyCode: async (code: string) => {
      const user = await verifyLoginCode(code);
      if (user) {
        closeLoginCode();
        onAuthenticated(user);
      }
    },
  };
}
