// Sign-up, password sign-in and session issuing (DESIGN.md §5). Routes stay thin; the rules live here.
import { AUTH_COOKIE, XSRF_COOKIE, type TokenResponse, type User } from '@app/contracts';
import { setCookie } from 'hono/cookie';
import type { Bindings, Ctx } from '../env';
import { ApiError, conflict, tooMany } from '../errors';
import { hashPassword, verifyPassword } from '../lib/crypto';
import { xsrfFor } from '../middleware/auth';
import { findByUsername, holdersOf, insertPending, toPublicUser } from '../db/users';
import { createSession, SESSION_SECONDS } from '../db/sessions';
import { uniqueColumnOf } from '../db/d1-errors';
import { clear, counterKeys, hit, LIMITS } from './counters';
import { deliverCode, enforceSendLimits } from './otp';
import { getSmsSender } from './sms';

const INVALID_CREDENTIALS = 'Incorrect username or password';

// A well-formed hash of nothing: unknown usernames still cost one PBKDF2 run, so timing does not reveal them.
const DUMMY_HASH = `pbkdf2-sha256$100000$${'A'.repeat(22)}==$${'A'.repeat(43)}=`;

export interface RegisterInput {
  username: string;
  email: string | null;
  phone: string; // E.164
  password: string;
}

const REGISTERED_NOTICE =
  'Someone tried to create an account with this phone number. If it was you, sign in or use the code already sent. Nothing was changed.';

/**
 * Creates a pending account and sends its code. A phone that is registered (or in a sign-up still within its code's
 * validity) is answered like a new one: its owner gets a notice by SMS instead, and nothing is written, so neither the
 * answer nor its timing tells a stranger whether the phone is known. A username in use is a 409 (usernames are
 * public on sign-in anyway). The caller has already counted the request against the client's limit.
 */
export async function register(env: Bindings, input: RegisterInput): Promise<void> {
  const { byUsername, byPhone } = await holdersOf(env.CONTROL, input.username, input.phone);
  // The same person signing up again (same username and phone, not yet verified) gets a new code below.
  const again = byUsername && !byUsername.active && byUsername.phone === input.phone;
  if (byUsername && !again) throw usernameTaken();

  // Before any write and for every phone: re-registering must not become a way around the send limits.
  await enforceSendLimits(env, input.phone);
  // Always paid, so a known phone answers no faster than a new one.
  const passwordHash = await hashPassword(input.password, env.PEPPER);

  if (again) return deliverCode(env, 'register', input.phone);
  if (byPhone) return notify(env, input.phone);
  try {
    await insertPending(env.CONTROL, { username: input.username, email: input.email, phone: input.phone, passwordHash });
  } catch (err) {
    // Someone took either identifier between the check and the batch, which wrote nothing.
    const column = uniqueColumnOf(err, 'users');
    if (column === 'username') throw usernameTaken();
    if (column === 'phone_number') return notify(env, input.phone);
    throw err;
  }
  await deliverCode(env, 'register', input.phone);
}

const usernameTaken = () => conflict('This username is already taken', 'username_taken');

async function notify(env: Bindings, phone: string): Promise<void> {
  try {
    await getSmsSender(env).send({ to: phone, body: REGISTERED_NOTICE });
  } catch (err) {
    // An error only for known phones would reveal them.
    console.error('register notice not sent', err);
  }
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
  const user = await findByUsername(env.CONTROL, username);
  const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH, env.PEPPER);
  // Unknown user, wrong password and pending account give the same answer.
  if (!user || !ok || user.status !== 'active') throw new ApiError(401, 'invalid_credentials', INVALID_CREDENTIALS);
  await clear(env, key);
  return toPublicUser(user);
}

const cookieBase = { secure: true, sameSite: 'Strict', path: '/' } as const;

/** New session: the bearer token in the body, plus the auth cookie and its XSRF companion for the dashboard. */
export async function startSession(c: Ctx, user: User): Promise<TokenResponse> {
  const { token, tokenHash } = await createSession(c.env.CONTROL, user.id);
  setCookie(c, AUTH_COOKIE, token, { ...cookieBase, httpOnly: true, maxAge: SESSION_SECONDS });
  // Readable by the page's script (not HttpOnly): it echoes it in X-XSRF-TOKEN.
  setCookie(c, XSRF_COOKIE, await xsrfFor(c.env, tokenHash), { ...cookieBase, maxAge: SESSION_SECONDS });
  return { access_token: token, token_type: 'bearer', user: toPublicUser(user) };
}

export function clearSessionCookies(c: Ctx): void {
  setCookie(c, AUTH_COOKIE, '', { ...cookieBase, httpOnly: true, maxAge: 0 });
  setCookie(c, XSRF_COOKIE, '', { ...cookieBase, maxAge: 0 });
}
