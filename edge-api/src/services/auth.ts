// Sign-up, password sign-in and session issuing (DESIGN.md §5). Routes stay thin; the rules live here.
import { AUTH_COOKIE, XSRF_COOKIE, type TokenResponse, type User } from '@app/contracts';
import { setCookie } from 'hono/cookie';
import type { Bindings, Ctx } from '../env';
import { ApiError, conflict, tooMany } from '../errors';
import { hashPassword, verifyPassword } from '../lib/crypto';
import { xsrfFor } from '../middleware/auth';
import { activeConflicts, findByUsername, replacePending, toPublicUser } from '../db/users';
import { createSession, SESSION_SECONDS } from '../db/sessions';
import { clear, counterKeys, hit, LIMITS } from './counters';
import { deliverCode, enforceSendLimits } from './otp';

export const INVALID_CREDENTIALS = 'Incorrect username or password';

// A well-formed hash of nothing: unknown usernames still cost one PBKDF2 run, so timing does not reveal them.
const DUMMY_HASH = `pbkdf2-sha256$100000$${'A'.repeat(22)}==$${'A'.repeat(43)}=`;

const isUniqueViolation = (err: unknown) => String((err as Error)?.message ?? err).includes('UNIQUE constraint failed');

export interface RegisterInput {
  username: string;
  email: string | null;
  phone: string; // E.164
  password: string;
}

/** Creates (or replaces) a pending account and sends its code. */
export async function register(env: Bindings, input: RegisterInput): Promise<void> {
  const taken = await activeConflicts(env, input.username, input.phone);
  if (taken.username) throw conflict('This username is already taken', 'username_taken');
  if (taken.phone) throw conflict('This phone number is already registered', 'phone_taken');

  // Before any write: re-registering must not become a way around the send limits.
  await enforceSendLimits(env, input.phone);

  const passwordHash = await hashPassword(input.password, env.PEPPER);
  try {
    await replacePending(env, { username: input.username, email: input.email, phone: input.phone, passwordHash });
  } catch (err) {
    // An account was activated between the check and the batch: the batch wrote nothing.
    if (isUniqueViolation(err)) throw conflict('This username or phone number is already registered', 'conflict');
    throw err;
  }
  await deliverCode(env, 'register', input.phone);
}

/**
 * Password sign-in. The failure counter is hit before the password is checked and cleared on success, so while
 * locked even the right password gets 429, and parallel guesses cannot exceed the budget.
 */
export async function loginWithPassword(env: Bindings, username: string, password: string): Promise<User> {
  const key = counterKeys.loginFailures(username);
  const attempts = await hit(env, key, LIMITS.loginFailures);
  if (attempts.over) {
    throw tooMany(`Too many failed sign-in attempts. Try again in ${Math.ceil(attempts.retryAfter / 60)} minutes.`, attempts.retryAfter);
  }
  const user = await findByUsername(env, username);
  const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH, env.PEPPER);
  // Unknown user, wrong password and pending account give the same answer.
  if (!user || !ok || user.status !== 'active') throw new ApiError(401, 'invalid_credentials', INVALID_CREDENTIALS);
  await clear(env, key);
  return toPublicUser(user);
}

const cookieBase = { secure: true, sameSite: 'Strict', path: '/' } as const;

/** New session: the bearer token in the body, plus the auth cookie and its XSRF companion for the dashboard. */
export async function startSession(c: Ctx, user: User): Promise<TokenResponse> {
  const { token, tokenHash } = await createSession(c.env, user.id);
  setCookie(c, AUTH_COOKIE, token, { ...cookieBase, httpOnly: true, maxAge: SESSION_SECONDS });
  // Readable by the page's script (not HttpOnly): it echoes it in X-XSRF-TOKEN.
  setCookie(c, XSRF_COOKIE, await xsrfFor(c.env, tokenHash), { ...cookieBase, maxAge: SESSION_SECONDS });
  return { access_token: token, token_type: 'bearer', user: toPublicUser(user) };
}

export function clearSessionCookies(c: Ctx): void {
  setCookie(c, AUTH_COOKIE, '', { ...cookieBase, httpOnly: true, maxAge: 0 });
  setCookie(c, XSRF_COOKIE, '', { ...cookieBase, maxAge: 0 });
}
