// User rows. Raw D1 statements: each is one round trip and the SQL is the contract the tests check.
import type { User } from '@app/contracts';
import { nowIso } from '../lib/time';

/** Public columns only: the password hash never leaves this module through these. */
const USER_COLUMNS = 'id, username, email, phone_number, role_name, created_at';

export interface UserWithSecret extends User {
  password_hash: string | null;
  status: string;
}

export async function findByUsername(d1: D1Database, username: string): Promise<UserWithSecret | null> {
  return d1.prepare(`SELECT ${USER_COLUMNS}, password_hash, status FROM users WHERE username = ?`).bind(username).first<UserWithSecret>();
}

export async function findActiveByPhone(d1: D1Database, phone: string): Promise<User | null> {
  return d1.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE phone_number = ? AND status = 'active'`).bind(phone).first<User>();
}

// A pending sign-up is held while its phone has a register code that is still valid (unused and unexpired): nobody
// else can take its username or phone meanwhile. Once every code has expired, the identifiers are free again.
const LIVE_PENDING = `users.status = 'pending' AND EXISTS (
  SELECT 1 FROM otp_codes o
   WHERE o.phone_number = users.phone_number AND o.purpose = 'register' AND o.used_at IS NULL AND o.expires_at > ?3)`;

export interface Holder {
  username: string;
  phone: string | null;
  active: boolean;
}

/** The accounts (active, or pending within their code's validity) that hold this username or this phone. */
export async function holdersOf(
  d1: D1Database,
  username: string,
  phone: string,
): Promise<{ byUsername: Holder | null; byPhone: Holder | null }> {
  const { results } = await d1
    .prepare(
      `SELECT username, phone_number, status FROM users
      WHERE (username = ?1 OR phone_number = ?2) AND (status = 'active' OR (${LIVE_PENDING}))`,
    )
    .bind(username, phone, nowIso())
    .all<{ username: string; phone_number: string | null; status: string }>();
  const holders = results.map((r) => ({ username: r.username, phone: r.phone_number, active: r.status === 'active' }));
  return { byUsername: holders.find((h) => h.username === username) ?? null, byPhone: holders.find((h) => h.phone === phone) ?? null };
}

/**
 * Inserts a pending account, first deleting pending ones on this username or phone whose codes have all expired,
 * in one atomic batch. A live holder (active, or pending within its code's validity) is never deleted: the unique
 * indexes then make the batch fail and nothing is written; the caller decides what that means.
 */
export async function insertPending(
  d1: D1Database,
  u: { username: string; email: string | null; phone: string; passwordHash: string },
): Promise<number> {
  const [, inserted] = await d1.batch<{ id: number }>([
    d1
      .prepare(`DELETE FROM users WHERE (username = ?1 OR phone_number = ?2) AND status = 'pending' AND NOT (${LIVE_PENDING})`)
      .bind(u.username, u.phone, nowIso()),
    d1
      .prepare(
        `INSERT INTO users (username, email, phone_number, password_hash, role_name, status)
       VALUES (?, ?, ?, ?, 'user', 'pending') RETURNING id`,
      )
      .bind(u.username, u.email, u.phone, u.passwordHash),
  ]);
  return inserted.results[0].id;
}

/** Pending -> active; the account, or null when no pending account holds the phone (already active or replaced). */
export async function activateByPhone(d1: D1Database, phone: string): Promise<User | null> {
  return d1
    .prepare(`UPDATE users SET status = 'active' WHERE phone_number = ? AND status = 'pending' RETURNING ${USER_COLUMNS}`)
    .bind(phone)
    .first<User>();
}

/** Whether a sign-up waits for this phone's code (a resend for it is useful). */
export async function hasPendingPhone(d1: D1Database, phone: string): Promise<boolean> {
  return (await d1.prepare(`SELECT 1 AS x FROM users WHERE phone_number = ? AND status = 'pending'`).bind(phone).first()) !== null;
}

export const toPublicUser = (u: User): User => ({
  id: u.id,
  username: u.username,
  email: u.email,
  phone_number: u.phone_number,
  role_name: u.role_name,
  created_at: u.created_at,
});
