// Sessions: D1 keeps only SHA-256(token); a leaked table cannot be replayed as bearer tokens.
import { SESSION_DAYS, type User } from '@app/contracts';
import { randomToken, sha256Hex } from '../lib/crypto';
import { nowIso } from '../lib/time';

export const SESSION_SECONDS = SESSION_DAYS * 24 * 60 * 60;

export async function createSession(d1: D1Database, userId: number): Promise<{ token: string; tokenHash: string }> {
  const token = randomToken(); // 256 bits
  const tokenHash = await sha256Hex(token);
  await d1
    .prepare('INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)')
    .bind(tokenHash, userId, nowIso(Date.now() + SESSION_SECONDS * 1000))
    .run();
  return { token, tokenHash };
}

export async function revokeSession(d1: D1Database, sessionId: number): Promise<void> {
  await d1.prepare('UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').bind(nowIso(), sessionId).run();
}

/** The session of this token hash and its user, when the session is live and the account active. */
export async function findLiveSession(d1: D1Database, tokenHash: string): Promise<{ sessionId: number; user: User } | null> {
  const row = await d1
    .prepare(
      `SELECT s.id AS session_id, u.id, u.username, u.email, u.phone_number, u.role_name, u.created_at
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ? AND u.status = 'active'`,
    )
    .bind(tokenHash, nowIso())
    .first<User & { session_id: number }>();
  if (!row) return null;
  const { session_id, ...user } = row;
  return { sessionId: session_id, user };
}
