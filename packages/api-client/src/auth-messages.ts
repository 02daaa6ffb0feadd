// SPEC.md §8: which message a failed auth call shows. Pure functions, so the rules are tested without rendering.
import { defaultMessage, messageOf, type Shown } from './messages';
import { isRuleMessage } from '@app/contracts/messages';

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
}

const asErrorLike = (err: unknown): ErrorLike => (err && typeof err === 'object' ? (err as ErrorLike) : {});
const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** Password login: the alert above the forms. */
export const loginError = (err: unknown): Shown => messageOf(err, 'login');
/** Asking for a phone login code: the alert above the forms. */
export const phoneLoginError = (err: unknown): Shown => messageOf(err, 'otp');
/** Phone login: the code was refused. */
export const loginOtpError = (err: unknown): Shown => messageOf(err, 'otpVerification');
/** Registration: the code was refused ("the error message or 'Please enter the valid code'"). */
export const registerOtpError = (err: unknown): Shown => messageOf(err, 'otpWrong');

const invalidInput = defaultMessage('invalidInput');

// A detail list shows each item's msg, by its rule where it names one ('Invalid input' for an item without a msg);
// a string detail is shown as is.
function detailMessages(detail: unknown): Shown[] | null {
  if (Array.isArray(detail) && detail.length > 0) {
    return detail.map((d) => {
      const msg = d && typeof d === 'object' ? (d as { msg?: unknown }).msg : undefined;
      if (!nonEmpty(msg)) return invalidInput;
      return isRuleMessage(d) ? { text: msg, rule: d.rule, ...(d.params && { params: d.params }) } : { text: msg };
    });
  }
  if (nonEmpty(detail)) return [{ text: detail }];
  return null;
}

/** The phone login error toast shows the answer's detail, else its message, else 'OTP failed'. */
export function phoneLoginToast(err: unknown): Shown[] {
  return detailMessages(asErrorLike(err).detail) ?? [phoneLoginError(err)];
}

/**
 * Registration failure toasts in SPEC §8's order: a detail list shows each item's msg (or 'Invalid input'),
 * a string detail is shown, else the message, else 'Registration failed. Please try again.'
 */
export function registrationErrors(err: unknown): Shown[] {
  return detailMessages(asErrorLike(err).detail) ?? [messageOf(err, 'registerRetry')];
}

/** A 2xx answer that still says it failed (`success: false`): its message, else 'Registration failed'. */
export function registrationRefused(body: { message?: unknown } | null | undefined): Shown {
  return nonEmpty(body?.message) ? { text: body.message } : defaultMessage('register');
}
