// SPEC §8: which message each failure shows.
import { ApiError } from './client';
import { describe, expect, it } from 'vitest';
import {
  loginError,
  loginOtpError,
  phoneLoginError,
  phoneLoginToast,
  registerOtpError,
  registrationErrors,
  registrationRefused,
} from './auth-messages';

const texts = (list: { text: string }[]) => list.map((s) => s.text);

describe('auth errors: the server message, else the SPEC default', () => {
  it.each([
    ['login', loginError, 'Login failed', 'login'],
    ['phone login', phoneLoginError, 'OTP failed', 'otp'],
    ['phone login code', loginOtpError, 'OTP verification failed', 'otpVerification'],
    ['register code', registerOtpError, 'Please enter the valid code', 'otpWrong'],
  ])('%s', (_name, pick, text, name) => {
    // The default carries its key among the shared messages (`common`), so it is shown in the reader's language.
    const fallback = { text, key: `common:defaults.${name}` };
    expect(pick(new ApiError(401, 'invalid_credentials', 'Incorrect username or password'))).toEqual({
      text: 'Incorrect username or password',
      code: 'invalid_credentials',
    });
    expect(pick(new Error(''))).toEqual(fallback);
    expect(pick({})).toEqual(fallback);
    expect(pick(null)).toEqual(fallback);
    expect(pick('boom')).toEqual(fallback);
  });
});

describe('registration failure toasts', () => {
  it('a detail list shows each item msg, an item without one "Invalid input"', () => {
    const err = new ApiError(400, 'validation_failed', 'Username is required', [
      { loc: ['body', 'username'], msg: 'Username is required' },
      { loc: ['body', 'password'], msg: '' } as never,
    ]);
    expect(texts(registrationErrors(err))).toEqual(['Username is required', 'Invalid input']);
  });
  it('a detail item that names its rule keeps the rule and params, to be shown in any language', () => {
    const err = new ApiError(400, 'validation_failed', 'Username must be at most 32 characters', [
      { loc: ['body', 'username'], msg: 'Username must be at most 32 characters', rule: 'usernameMax', params: { max: 32 } },
    ]);
    expect(registrationErrors(err)).toEqual([{ text: 'Username must be at most 32 characters', rule: 'usernameMax', params: { max: 32 } }]);
  });
  it('a string detail is shown as is', () => {
    expect(texts(registrationErrors({ detail: 'Phone already used', message: 'Conflict' }))).toEqual(['Phone already used']);
  });
  it('else the message', () => {
    expect(texts(registrationErrors(new ApiError(409, 'username_taken', 'This username is already taken')))).toEqual([
      'This username is already taken',
    ]);
    expect(texts(registrationErrors({ detail: [], message: 'Nope' }))).toEqual(['Nope']);
  });
  it("else 'Registration failed. Please try again.'", () => {
    expect(texts(registrationErrors(new Error('')))).toEqual(['Registration failed. Please try again.']);
    expect(texts(registrationErrors(undefined))).toEqual(['Registration failed. Please try again.']);
  });
  it("a 2xx answer that says it failed: its message, else 'Registration failed'", () => {
    expect(registrationRefused({ message: 'Closed for sign-ups' }).text).toBe('Closed for sign-ups');
    expect(registrationRefused({}).text).toBe('Registration failed');
    expect(registrationRefused(null).text).toBe('Registration failed');
  });
});

describe('phone login error toast', () => {
  it('shows the detail (string or list), else the message, else "OTP failed"', () => {
    expect(texts(phoneLoginToast({ detail: 'Number blocked', message: 'x' }))).toEqual(['Number blocked']);
    expect(texts(phoneLoginToast({ detail: [{ msg: 'Enter a valid phone number with its country code' }] }))).toEqual([
      'Enter a valid phone number with its country code',
    ]);
    expect(texts(phoneLoginToast(new ApiError(429, 'rate_limited', 'Please wait 30 seconds before requesting another code.')))).toEqual([
      'Please wait 30 seconds before requesting another code.',
    ]);
    expect(texts(phoneLoginToast(new Error()))).toEqual(['OTP failed']);
  });
});
