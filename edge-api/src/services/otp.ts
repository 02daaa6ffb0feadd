// Sending and checking one-time codes (DESIGN.md §5): 6 digits, 10 minutes, single use, 5 wrong tries kill the
// code and lock the phone for 15 minutes (a new code does not unlock it), at most 1 send per 30 s and 5 per hour.
import { MESSAGES, OTP_LENGTH } from '@app/contracts';
import type { Bindings } from '../env';
import { ApiError, tooMany } from '../errors';
import { randomDigits } from '../lib/crypto';
import { nowIso } from '../lib/time';
import { consumeCode, hashCode, insertCode, latestCode, recordMiss, type OtpPurpose } from '../db/otp';
import { clear, counterKeys, hit, LIMITS } from './counters';
import { codeMessage, getSmsSender } from './sms';

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * Counts one send for the phone and refuses when over either limit. Called before anything else (also for
 * unknown phones), so the limits cannot be used to learn whether a phone is registered.
 */
export async function enforceSendLimits(env: Bindings, phone: string): Promise<{ nextSendIn: number }> {
  // The 30 s check comes first so that a burst of refused sends does not eat the hourly budget.
  const interval = await hit(env, counterKeys.smsInterval(phone), LIMITS.smsInterval);
  if (interval.over) throw tooMany(`Please wait ${interval.retryAfter} seconds before requesting another code.`, interval.retryAfter);
  const hourly = await hit(env, counterKeys.smsHourly(phone), LIMITS.smsHourly);
  if (hourly.over) throw tooMany(`Too many codes requested. Try again in ${minutes(hourly.retryAfter)} minutes.`, hourly.retryAfter);
  // When this send used the hour's last one, the next is allowed only when the hour is over.
  return { nextSendIn: hourly.count >= LIMITS.smsHourly.max ? hourly.retryAfter : interval.retryAfter };
}

/** Creates a fresh code and sends it (codes sent earlier stay valid until they expire). Limits are checked by the caller. */
export async function deliverCode(env: Bindings, purpose: OtpPurpose, phone: string): Promise<void> {
  const code = randomDigits(OTP_LENGTH);
  await insertCode(env.CONTROL, purpose, phone, await hashCode(env.PEPPER, purpose, phone, code));
  await getSmsSender(env).send({ to: phone, body: codeMessage(code), code });
}

const wrongCode = () => new ApiError(400, 'otp_invalid', MESSAGES.otpWrong);

/**
 * Checks a code and consumes it. The per-phone failure counter is hit BEFORE the check (and cleared on success),
 * so parallel guesses cannot all pass a read-then-compare: at most OTP_MAX_ATTEMPTS non-successful tries per window.
 */
export async function verifyCode(env: Bindings, purpose: OtpPurpose, phone: string, code: string): Promise<void> {
  const key = counterKeys.otpFailures(phone);
  const failures = await hit(env, key, LIMITS.otpFailures);
  if (failures.over) {
    throw new ApiError(429, 'otp_locked', `Too many wrong codes. Try again in ${minutes(failures.retryAfter)} minutes.`, undefined, {
      'Retry-After': String(failures.retryAfter),
    });
  }

  if (await consumeCode(env.CONTROL, purpose, phone, await hashCode(env.PEPPER, purpose, phone, code))) {
    await clear(env, key);
    return;
  }
  if ((await recordMiss(env.CONTROL, purpose, phone)) > 0) throw wrongCode();
  // No live code: say so when the newest one simply ran out of time.
  const row = await latestCode(env.CONTROL, purpose, phone);
  if (row && row.used_at === null && row.attempts < LIMITS.otpFailures.max && row.expires_at <= nowIso()) {
    throw new ApiError(400, 'otp_expired', 'This code has expired. Please request a new one.');
  }
  throw wrongCode();
}
