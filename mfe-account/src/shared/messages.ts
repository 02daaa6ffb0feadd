// English messages (SPEC §5 and §8, and the contracts' yup rules) and the account-namespace key of each, so a
// message chosen in English by the rules is shown in the reader's language.
import { DEFAULT_ERRORS, MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '@app/contracts';

export const FORM_MESSAGES = {
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  // yup's own wording for registerSchema's email max(254)
  emailTooLong: 'email must be at most 254 characters',
} as const;

const TEXT_KEYS: Record<string, string> = {
  [DEFAULT_ERRORS.login]: 'errors.loginFailed',
  [DEFAULT_ERRORS.otp]: 'errors.otpFailed',
  [DEFAULT_ERRORS.otpVerification]: 'errors.otpVerificationFailed',
  [DEFAULT_ERRORS.register]: 'errors.registerFailed',
  [DEFAULT_ERRORS.registerRetry]: 'errors.registerRetry',
  [DEFAULT_ERRORS.invalidInput]: 'errors.invalidInput',
  [DEFAULT_ERRORS.fetchProfile]: 'errors.fetchProfile',
  [MESSAGES.otpWrong]: 'errors.otpWrong',
  [MESSAGES.otpInvalid]: 'errors.otpInvalid',
  [MESSAGES.phoneEmpty]: 'validation.phoneEmpty',
  'Enter a valid phone number with its country code': 'validation.phoneInvalid',
  'Username is required': 'validation.usernameRequired',
  'Username must be at least 3 characters': 'validation.usernameMin',
  'Username must be at most 32 characters': 'validation.usernameMax',
  'Use letters, digits, dots, dashes and underscores only': 'validation.usernameChars',
  'Enter a valid email address': 'validation.emailInvalid',
  [FORM_MESSAGES.emailTooLong]: 'validation.emailMax',
  'Password is required': 'validation.passwordRequired',
  [`Password must be at least ${PASSWORD_MIN} characters`]: 'validation.passwordMin',
  [`Password must be at most ${PASSWORD_MAX} characters`]: 'validation.passwordMax',
  'This password is too common': 'validation.passwordCommon',
  [FORM_MESSAGES.confirmRequired]: 'validation.confirmRequired',
  [FORM_MESSAGES.passwordsDiffer]: 'validation.passwordsDiffer',
  // The API's success answers on these screens
  'A verification code has been sent to your phone.': 'register.codeSent',
  'Phone number verified. You can now log in.': 'register.verifiedToast',
  'If this phone number belongs to an account, a login code has been sent.': 'login.codeSent',
};

/** The catalogue key of a known English message, if it has one. */
export const keyForText = (text: string): string | undefined => TEXT_KEYS[text];

// Codes the API answers on these screens; in another language their (English) message is replaced by the code's text.
export const SERVER_CODES = [
  'invalid_credentials', 'account_pending', 'otp_invalid', 'otp_expired', 'otp_locked', 'rate_limited',
  'username_taken', 'phone_taken', 'conflict', 'validation_failed', 'network_error',
] as const;
