// Sign-up state: the form's call, the code modal and the success modal (SPEC §4 registration transitions).
import { api, type RegisterInput } from '@app/api-client';
import { SUCCESS_MODAL_DELAY_MS, type User } from '@app/contracts';
import { proxy } from 'valtio';
import { registerOtpError, registrationErrors, registrationRefused } from '@app/api-client';
import type { Shown } from '@app/api-client';

const initial = () => ({
  busy: false,
  success: false,
  otp: { open: false, phone: '', busy: false, error: null as Shown | null, verified: false },
  successOpen: false,
  /** Signed in by the verified code (POST /auth/verify-phone answers like a login) */
  user: null as User | null,
});

export const registerState = proxy(initial());
let successTimer: ReturnType<typeof setTimeout> | undefined;

export function resetRegister(): void {
  clearTimeout(successTimer);
  Object.assign(registerState, initial());
}

export type RegisterResult = { ok: true; sent: Shown } | { ok: false; errors: Shown[]; code?: string };

/** Creates the pending account; the API texts a code and the code modal opens. */
export async function submitRegistration(input: RegisterInput): Promise<RegisterResult> {
  registerState.busy = true;
  try {
    const res = await api.auth.register(input);
    if (res && res.success === false) return { ok: false, errors: [registrationRefused(res)] };
    Object.assign(registerState.otp, { open: true, phone: input.phone_number, busy: false, error: null, verified: false });
    return { ok: true, sent: { text: res?.message ?? '', key: 'register.codeSent' } };
  } catch (err) {
    const code = (err as { code?: unknown })?.code;
    return { ok: false, errors: registrationErrors(err), code: typeof code === 'string' ? code : undefined };
  } finally {
    registerState.busy = false;
  }
}

/** A right code: green state now, and SUCCESS_MODAL_DELAY_MS later the code modal gives way to the success modal. */
export async function verifyRegistrationCode(code: string): Promise<Shown | null> {
  const otp = registerState.otp;
  otp.busy = true;
  otp.error = null;
  try {
    // The answer is a sign-in ({access_token, user}, cookies set); an older API answered only a message.
    const res = await api.auth.verifyPhone(otp.phone, code);
    otp.verified = true;
    registerState.user = res?.user ?? null;
    registerState.success = true;
    clearTimeout(successTimer);
    successTimer = setTimeout(() => {
      registerState.otp.open = false;
      registerState.successOpen = true;
    }, SUCCESS_MODAL_DELAY_MS);
    return { text: res?.message ?? '' };
  } catch (err) {
    otp.error = registerOtpError(err);
    return null;
  } finally {
    otp.busy = false;
  }
}

export function clearRegisterCodeError(): void {
  registerState.otp.error = null;
}

/** Closing the code modal; once verified the success modal still follows. */
export function closeRegisterCode(): void {
  registerState.otp.open = false;
}

export function closeSuccess(): void {
  registerState.successOpen = false;
}
