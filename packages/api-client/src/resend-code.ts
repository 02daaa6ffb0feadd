// "Resend code" (POST /auth/resend-code): the server says when the next send is allowed, in the answer's
// `retry_after` or, over its limits, in a 429's Retry-After header; the countdown shows exactly that.
import { ApiError, createClient } from './client';
import { messageOf, type Shown } from './messages';
import { SMS_MIN_INTERVAL_SECONDS } from '@app/contracts/constants';
import { accountOperations as ops } from '@app/contracts/operations/account';
import { API_PREFIX } from '@app/contracts/operations/define';

export type ResendPurpose = 'register' | 'login';
export type ResendResult = { ok: true; retryAfter: number } | { ok: false; retryAfter: number | null; error: Shown | null };

const seconds = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) && n >= 0 ? Math.ceil(n) : null;
};

/** Asks for a new code; a refusal over the limits carries how long to wait, and says nothing else. */
export async function resendCode(phone_number: string, purpose: ResendPurpose): Promise<ResendResult> {
  let retryHeader: string | null = null;
  // The shared client (XSRF echo, error bodies) with a fetch that also keeps the Retry-After header.
  const client = createClient(API_PREFIX, async (...args) => {
    const res = await fetch(...args);
    retryHeader = res.headers.get('Retry-After');
    return res;
  });
  try {
    const res = await client.op(ops.resendCode, {}, { phone_number, purpose }, { defaultMessage: 'otp' });
    return { ok: true, retryAfter: seconds(res?.retry_after) ?? SMS_MIN_INTERVAL_SECONDS };
  } catch (err) {
    if (err instanceof ApiError && err.status === 429)
      return { ok: false, retryAfter: seconds(retryHeader) ?? SMS_MIN_INTERVAL_SECONDS, error: null };
    return { ok: false, retryAfter: null, error: messageOf(err, 'otp') };
  }
}
