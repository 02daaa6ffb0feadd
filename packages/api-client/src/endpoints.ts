// The app-wide client. Every call names its row of the contracts' operations table where it is made:
// `api.client.op(ops.<id>, params, body, { defaultMessage, headers, query })` (README "API notes"). There are no
// per-resource wrappers: the table is the one list of operations, and each call site carries its own SPEC §8
// default message.
import { ops, type RegisterRequest } from '@app/contracts';
import { createClient, type Client } from './client';

export type { PageInput, SectionInput, WebsiteInput } from '@app/contracts';
export type RegisterInput = Omit<RegisterRequest, 'role_name'>;

/** POST /auth/login takes the OAuth2 password form (SPEC §7); only username and password vary. */
export const loginForm = (username: string, password: string) =>
  new URLSearchParams({ username, password, scope: '', client_id: 'string', client_secret: 'string' });

/**
 * The sign-in island's calls (shell/worker/sign-in/client: main.ts and sign-in-forms.ts), kept here only until that
 * island calls `api.client.op` itself; nothing else may use them.
 */
function signInIslandAuth(client: Client) {
  return {
    login: (username: string, password: string) => client.op(ops.login, {}, loginForm(username, password), { defaultMessage: 'login' }),
    loginWithPhone: (phone_number: string) =>
      client.op(ops.loginWithPhone, {}, { phone_number, role_name: 'user' }, { defaultMessage: 'otp' }),
    verifyOtp: (phone_number: string, otp: string) =>
      client.op(ops.verifyOtp, {}, { phone_number, otp, role_name: 'user' }, { defaultMessage: 'otpVerification' }),
    profile: () => client.op(ops.profile, {}, undefined, { defaultMessage: 'fetchProfile' }),
  };
}

function createApi(client: Client = createClient()) {
  return { client, auth: signInIslandAuth(client) };
}

export type Api = ReturnType<typeof createApi>;
/** The app-wide instance (a federation singleton, so the shell and every remote share it). */
export const api = createApi();
