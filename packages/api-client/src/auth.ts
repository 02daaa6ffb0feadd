// What the front door's sign-in page (shell/worker/sign-in/client) calls, as its own entry: the package's index builds
// `api` with every wrapper over the whole operations table, all of which the page's island would bundle for its four
// calls. The same wrappers (`api.auth.<fn>`) and messages, from the account table alone.
import { createClient } from './client';
import { authApi } from './endpoints/auth';

export { readCookie } from './client';
export * from './auth-messages';
export { resendCode } from './resend-code';

/** `api.auth` of the dashboard's `api`, for a page that calls no other resource. */
export const api = { auth: authApi(createClient()) };
