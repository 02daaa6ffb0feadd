// Account calls: register, the phone's code, sign-in (password or SMS code), sign-out and the signed-in profile.
// The account table alone (not @app/contracts' `ops`), so the sign-in page's bundle holds no other rows.
import type { RegisterRequest } from '@app/contracts';
import { accountOperations as ops } from '@app/contracts/operations/account';
import type { Client } from '../client';

export type RegisterInput = Omit<RegisterRequest, 'role_name'>;

export const authApi = (client: Client) => ({
  register: (input: RegisterInput) => client.op(ops.register, {}, { ...input, role_name: 'user' }, { defaultMessage: 'register' }),
  /** Verifying the phone signs the new merchant in (the login answer and cookies); there is no `message` any more. */
  verifyPhone: (phone_number: string, code: string) =>
    client.op(ops.verifyPhone, {}, { phone_number, code }, { defaultMessage: 'otpVerification' }),
  /** Same answer for known and unknown phones; 429 rate_limited (Retry-After) over the send limits. */
  resendCode: (phone_number: string, purpose: 'register' | 'login') =>
    client.op(ops.resendCode, {}, { phone_number, purpose }, { defaultMessage: 'otp' }),
  login: (username: string, password: string) =>
    client.op(ops.login, {}, new URLSearchParams({ username, password, scope: '', client_id: 'string', client_secret: 'string' }), {
      defaultMessage: 'login',
    }),
  loginWithPhone: (phone_number: string) =>
    client.op(ops.loginWithPhone, {}, { phone_number, role_name: 'user' }, { defaultMessage: 'otp' }),
  verifyOtp: (phone_number: string, otp: string) =>
    client.op(ops.verifyOtp, {}, { phone_number, otp, role_name: 'user' }, { defaultMessage: 'otpVerification' }),
  logout: () => client.op(ops.logout, {}),
  profile: () => client.op(ops.profile, {}, undefined, { defaultMessage: 'fetchProfile' }),
});
