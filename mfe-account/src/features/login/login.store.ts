// Sign-in state (SPEC §3 auth state: loading, error) and its actions; the shell keeps the signed-in user.
import { api } from '@app/api-client';
import type { User } from '@app/contracts';
import { proxy } from 'valtio';
import { loginError, loginOtpError, phoneLoginError, phoneLoginToast } from '../../shared/auth-failures';
import type { Shown } from '@app/api-client';

export type LoginTab = 'phone' | 'password';

const initial = () => ({
  tab: 'phone' as LoginTab,
  busy: false,
  /** The red alert above the forms */
  error: null as Shown | null,
  otp: { open: false, phone: '', busy: false, error: null as Shown | null, verified: false },
});

export const loginState = proxy(initial());

export function resetLogin(): void {
  Object.assign(loginState, initial());
}

export function selectTab(tab: LoginTab): void {
  loginState.tab = tab;
  loginState.error = null;
}

export async function signInWithPassword(username: string, password: string): Promise<User | null> {
  loginState.busy = true;
  loginState.error = null;
  try {
    const { user } = await api.auth.login(username.trim(), password);
    return user;
  } catch (err) {
    loginState.error = loginError(err);
    return null;
  } finally {
    loginState.busy = false;
  }
}

export type CodeRequest = { ok: true; sent: Shown } | { ok: false; toasts: Shown[] };

/** Asks for a login code; the API answers the same whether or not the phone is registered. */
export async function requestLoginCode(phone: string): Promise<CodeRequest> {
  loginState.busy = true;
  loginState.error = null;
  try {
    const res = await api.auth.loginWithPhone(phone);
    Object.assign(loginState.otp, { open: true, phone, busy: false, error: null, verified: false });
    return { ok: true, sent: { text: res.detail ?? res.message ?? '', key: 'login.codeSent' } };
  } catch (err) {
    loginState.error = phoneLoginError(err);
    return { ok: false, toasts: phoneLoginToast(err) };
  } finally {
    loginState.busy = false;
  }
}

export async function verifyLoginCode(code: string): Promise<User | null> {
  const otp = loginState.otp;
  otp.busy = true;
  otp.error = null;
  try {
    const { user } = await api.auth.verifyOtp(otp.phone, code);
    otp.verified = true;
    return user;
  } catch (err) {
    otp.error = loginOtpError(err);
    // Also above the forms, so the reason stays visible after the modal is closed.
    loginState.error = otp.error;
    return null;
  } finally {
    otp.busy = false;
  }
}

export function clearLoginCodeError(): void {
  loginState.otp.error = null;
}

export function closeLoginCode(): void {
  loginState.otp.open = false;
}
