// Sign-up, sign-in, the profile and the local SMS outbox (SPEC §7 /auth, /protected; DESIGN §5 /__dev).
import type {
  LoginWithPhoneRequest,
  MessageResponse,
  RegisterRequest,
  ResendCodeRequest,
  ResendCodeResponse,
  SmsMessage,
  DevEmail,
  TokenResponse,
  User,
  VerifyOtpRequest,
  VerifyPhoneRequest,
} from '../types';
import { op } from './define';

const BODY = ['bad_request', 'invalid_json', 'validation_failed'] as const;
const SEND = [...BODY, 'rate_limited'] as const;
const CODE = [...BODY, 'otp_invalid', 'otp_expired', 'otp_locked'] as const;

export const accountOperations = {
  register: op<undefined, RegisterRequest, MessageResponse>()({
    id: 'register',
    method: 'POST',
    auth: false,
    path: '/auth/register',
    errors: [...SEND, 'username_taken', 'phone_taken'],
  }),
  /** Verifying the phone signs the new merchant in: the login answer and cookies. */
  verifyPhone: op<undefined, VerifyPhoneRequest, TokenResponse & { message?: string }>()({
    id: 'verifyPhone',
    method: 'POST',
    auth: false,
    path: '/auth/verify-phone',
    errors: CODE,
  }),
  /** The same answer whether or not the phone is known; 429 (Retry-After) over the send limits. */
  resendCode: op<undefined, ResendCodeRequest, ResendCodeResponse>()({
    id: 'resendCode',
    method: 'POST',
    auth: false,
    path: '/auth/resend-code',
    errors: SEND,
  }),
  /** OAuth2-style form fields (JSON is accepted too); checked by loginSchema. */
  login: op<undefined, URLSearchParams, TokenResponse>()({
    id: 'login',
    method: 'POST',
    auth: false,
    path: '/auth/login',
    errors: [...BODY, 'invalid_credentials', 'account_pending', 'rate_limited'],
  }),
  loginWithPhone: op<undefined, LoginWithPhoneRequest & { role_name?: string }, MessageResponse & { detail?: string }>()({
    id: 'loginWithPhone',
    method: 'POST',
    auth: false,
    path: '/auth/login-with-phone',
    errors: SEND,
  }),
  verifyOtp: op<undefined, VerifyOtpRequest & { role_name?: string }, TokenResponse>()({
    id: 'verifyOtp',
    method: 'POST',
    auth: false,
    path: '/auth/verify-otp',
    errors: CODE,
  }),
  logout: op<undefined, undefined, MessageResponse>()({ id: 'logout', method: 'POST', auth: true, path: '/auth/logout', errors: [] }),
  profile: op<undefined, undefined, { user: User }>()({ id: 'profile', method: 'GET', auth: true, path: '/protected/', errors: [] }),
  /** Only when DEV_ROUTES=true (local runs); otherwise answered like a missing route. */
  devSms: op<{ phone: string }, undefined, { messages: SmsMessage[] }>()({
    id: 'devSms',
    method: 'GET',
    auth: false,
    path: '/__dev/sms',
    errors: ['validation_failed', 'not_found'],
  }),
  /**
   * Ends one phone's wait between codes (the 30 s interval) as if it had passed (local runs only: DEV_ROUTES), so a
   * browser test asks for a second code without sleeping. The hourly limit stays.
   */
  devSmsInterval: op<undefined, { phone: string }, undefined>()({
    id: 'devSmsInterval',
    method: 'POST',
    auth: false,
    path: '/__dev/sms/interval-end',
    errors: ['validation_failed', 'not_found'],
  }),
  /** The email outbox of one address, newest first (local runs only: DEV_ROUTES). */
  devEmail: op<{ to: string }, undefined, { messages: DevEmail[] }>()({
    id: 'devEmail',
    method: 'GET',
    auth: false,
    path: '/__dev/email',
    errors: ['validation_failed', 'not_found'],
  }),
  /** Runs one cron's jobs now and answers with their results (local runs only: the ticker of `pnpm start`). */
  devCron: op<undefined, { cron: string }, { results: Record<string, unknown> }>()({
    id: 'devCron',
    method: 'POST',
    auth: false,
    path: '/__dev/cron',
    errors: ['validation_failed', 'not_found'],
  }),
} as const;
