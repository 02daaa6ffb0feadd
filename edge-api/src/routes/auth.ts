// /auth: sign-up with a phone code, password and phone sign-in, sign-out (SPEC.md §7, DESIGN.md §5).
import { MESSAGES, normalizePhone, ops, type ErrorDetail, type LoginRequest, type ResendCodeResponse } from '@app/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../errors';
import { readFormOrJson, readJson, invalid, ruleDetail } from '../lib/http';
import { body, route } from '../lib/operations';

import { activateByPhone, findActiveByPhone, hasPendingPhone } from '../db/users';
import type { OtpPurpose } from '../db/otp';
import { revokeSession } from '../db/sessions';
import { clearSessionCookies, loginWithPassword, register, startSession } from '../services/auth';
import { deliverCode, enforceSendLimits, verifyCode } from '../services/otp';
import { counterKeys, enforce, LIMITS } from '../services/counters';
import { clientKey } from '../lib/client';
import { sameOriginOnly } from '../middleware/same-origin';

export const authRoutes = new Hono<AppEnv>();

// Every sign-in, sign-up and code step (and sign-out) refuses a cross-site browser post: login CSRF.
authRoutes.use('/auth/*', sameOriginOnly);

/**
 * Every auth field is text. yup's trim() throws a TypeError (a 500) on an object or array before its type check
 * runs, so such values are refused here first with a 400 naming the fields.
 */
function textFields(body: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const detail: ErrorDetail[] = keys
    .filter((k) => body[k] !== null && typeof body[k] === 'object')
    .map((k) => ruleDetail(['body', k], { rule: 'mustBeText', params: { path: k } }));
  if (detail.length) throw new ApiError(400, 'validation_failed', detail[0].msg, detail);
  return body;
}

/** JSON auth body: SPEC gives two readings (`phone_number` and `phone`), both accepted everywhere; text fields only. */
function authBody(body: Record<string, unknown>): Record<string, unknown> {
  if (body.phone_number === undefined && body.phone !== undefined) body = { ...body, phone_number: body.phone };
  return textFields(body, ['username', 'email', 'phone_number', 'password', 'role_name', 'code', 'otp', 'purpose']);
}

/** The schemas already checked the phone; this is the E.164 form stored and compared everywhere. */
function e164(raw: string): string {
  const phone = normalizePhone(raw);
  if (!phone) throw invalid({ rule: 'phoneInvalid' });
  return phone;
}

route(authRoutes, ops.register, async (c) => {
  // Counted first, for every request: probing names and phones costs the same budget as signing up.
  await enforce(
    c.env,
    [[counterKeys.registerClient(clientKey(c)), LIMITS.registerClient]],
    'Too many sign-up attempts. Please try again later.',
  );
  const data = await body(ops.register, authBody(await readJson(c)));
  await register(c.env, {
    username: data.username,
    email: data.email ? data.email : null,
    phone: e164(data.phone_number),
    password: data.password,
  });
  return c.json({ success: true, status: 200, message: 'A verification code has been sent to your phone.' });
});

route(authRoutes, ops.verifyPhone, async (c) => {
  const data = await body(ops.verifyPhone, authBody(await readJson(c)));
  const phone = e164(data.phone_number);
  await verifyCode(c.env, 'register', phone, data.code);
  const user = await activateByPhone(c.env.CONTROL, phone);
  // The code was right but no sign-up waits for it (already verified, or replaced after its codes expired).
  if (!user) throw new ApiError(400, 'otp_invalid', MESSAGES.otpWrong);
  // Verified is signed in: the same answer and cookies as POST /auth/login.
  return c.json(await startSession(c, user));
});

route(authRoutes, ops.resendCode, async (c) => {
  const data = await body(ops.resendCode, authBody(await readJson(c)));
  const phone = e164(data.phone_number);
  // Limits first and for every phone, so neither the answer nor a 429 tells whether the phone is known.
  const { nextSendIn } = await enforceSendLimits(c.env, phone);
  const purpose = data.purpose as OtpPurpose;
  const waiting =
    purpose === 'register' ? await hasPendingPhone(c.env.CONTROL, phone) : (await findActiveByPhone(c.env.CONTROL, phone)) !== null;
  if (waiting) {
    try {
      await deliverCode(c.env, purpose, phone);
    } catch (err) {
      console.error('code not resent', err);
    }
  }
  return c.json<ResendCodeResponse>({ sent: true, retry_after: nextSendIn });
});

route(authRoutes, ops.login, async (c) => {
  const data = await body<LoginRequest>(ops.login, textFields(await readFormOrJson(c), ['username', 'password']));
  const user = await loginWithPassword(c.env, data.username, data.password);
  return c.json(await startSession(c, user));
});

const PHONE_LOGIN_SENT = 'If this phone number belongs to an account, a login code has been sent.';

route(authRoutes, ops.loginWithPhone, async (c) => {
  const data = await body(ops.loginWithPhone, authBody(await readJson(c)));
  const phone = e164(data.phone_number);
  // Limits first and for every phone, so neither the answer nor a 429 tells whether the phone is registered.
  await enforceSendLimits(c.env, phone);
  const user = await findActiveByPhone(c.env.CONTROL, phone);
  if (user) {
    try {
      await deliverCode(c.env, 'login', phone);
    } catch (err) {
      // An error only for registered phones would reveal them; the person can ask again after the interval.
      console.error('login code not sent', err);
    }
  }
  return c.json({ success: true, status: 200, detail: PHONE_LOGIN_SENT, message: PHONE_LOGIN_SENT });
});

route(authRoutes, ops.verifyOtp, async (c) => {
  const data = await body(ops.verifyOtp, authBody(await readJson(c)));
  const phone = e164(data.phone_number);
  await verifyCode(c.env, 'login', phone, data.otp);
  const user = await findActiveByPhone(c.env.CONTROL, phone);
  if (!user) throw new ApiError(400, 'otp_invalid', MESSAGES.otpWrong);
  return c.json(await startSession(c, user));
});

route(authRoutes, ops.logout, async (c) => {
  await revokeSession(c.env.CONTROL, c.get('sessionId'));
  clearSessionCookies(c);
  return c.json({ success: true, status: 200, message: 'Logged out' });
});
