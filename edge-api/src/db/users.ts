// User rows. Raw D1 statements: each is one round trip and the SQL is the contract the tests check.
import type { User } from '@app/contracts';
import type { Bindings } from '../env';

/** Public columns only: the password hash never leaves this module through these. */
const USER_COLUMNS = 'id, username, email, phone_number, role_name, created_at';

export interface UserWithSecret extends User {
  password_hash: string | null;
  status: string;
}

export async function findByUsername(env: Bindings, username: string): Promise<UserWithSecret | null> {
  return env.DB.prepare(`SELECT ${USER_COLUMNS}, password_hash, status FROM users WHERE username = ?`)
    .bind(username)
    .first<UserWithSecret>();
}

export async function findActiveByPhone(env: Bindings, phone: string): Promise<User | null> {
  return env.DB.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE phone_number = ? AND status = 'active'`).bind(phone).first<User>();
}

/** Which of the two identifiers an ACTIVE account already holds (pending ones may be replaced). */
export async function activeConflicts(env: Bindings, username: string, phone: string) {
  const { results } = await env.DB.prepare(
    `SELECT username, phone_number FROM users WHERE status = 'active' AND (username = ? OR phone_number = ?)`,
  )
    .bind(username, phone)
    .all<{ username: string; phone_number: string | null }>();
  return {
    username: results.some((r) => r.username === username),
    phone: results.some((r) => r.phone_number === phone),
  };
}

/**
 * Replaces any pending account holding this username or phone and inserts the new pending one, in one atomic
 * batch. If an active account took either identifier meanwhile, the unique index makes the batch fail and
 * nothing is deleted; the caller maps that to 409.
 */
export async function replacePending(
  env: Bindings,
  u: { username: string; email: string | null; phone: string; passwordHash: string },
): Promise<number> {
  const [, inserted] = await env.DB.batch<{ id: number }>([
    env.DB.prepare(`DELETE FROM users WHERE status = 'pending' AND (username = ? OR phone_number = ?)`).bind(u.username, u.phone),
    env.DB.prepare(
      `INSERT INTO users (username, email, phone_number, password_hash, role_name, status)
       VALUES (?, ?, ?, ?, 'user', 'pending') RETURNING id`,
    ).bind(u.username, u.email, u.phone, u.passwordHash),
  ]);
  return inserted.results[0].id;
}

/** Pending -> active. Returns false when no pending account holds the phone (already active or replaced). */
export async function activateByPhone(env: Bindings, phone: string): Promise<boolean> {
  const res = await env.DB.prepare(`UPDATE users SET status = 'active' WHERE phone_number = ? AND status = 'pending'`).bind(phone).run();
  return res.meta.changes > 0;
}

export const toPublicUser = (u: User): User => ({
  id: u.id,
  username: u.username,
  email: u.email,
  phone_number: u.phone_number,
  role_name: u.role_name,
  created_at: u.created_at,
});
