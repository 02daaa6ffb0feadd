// Sessions: D1 keeps only SHA-256(token); a leaked table cannot be replayed as bearer tokens.
import { SESSION_DAYS } from '@app/contracts';
import type { Bindings } from '../env';
import { randomToken, sha256Hex } from '../lib/crypto';
import { nowIso } from '../lib/time';

export const SESSION_SECONDS = SESSION_DAYS * 24 * 60 * 60;

export async function createSession(env: Bindings, userId: number): Promise<{ token: string; tokenHash: string }> {
  const token = randomToken(); // 256 bits
  const tokenHash = await sha256Hex(token);
  await env.DB.prepare('INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)')
    .bind(tokenHash, userId, nowIso(Date.now() + SESSION_SECONDS * 1000))
    .run();
  return { token, tokenHash };
}

export async function revokeSession(env: Bindings, sessionId: number): Promise<void> {
  await env.DB.prepare('UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').bind(nowIso(), sessionId).run();
}
