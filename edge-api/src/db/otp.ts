// One-time codes. Only an HMAC of (purpose, phone, code) is stored, so a read of the table does not give
// usable codes and a code cannot be replayed for another phone or purpose.
import { OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from '@app/contracts';
import type { Bindings } from '../env';
import { hmacHex } from '../lib/crypto';
import { nowIso } from '../lib/time';

export type OtpPurpose = 'register' | 'login';

export const hashCode = (env: Bindings, purpose: OtpPurpose, phone: string, code: string) =>
  hmacHex(env.PEPPER, `otp:${purpose}:${phone}:${code}`);

export async function insertCode(env: Bindings, purpose: OtpPurpose, phone: string, code: string): Promise<void> {
  await env.DB.prepare('INSERT INTO otp_codes (phone_number, purpose, code_hash, expires_at) VALUES (?, ?, ?, ?)')
    .bind(phone, purpose, await hashCode(env, purpose, phone, code), nowIso(Date.now() + OTP_TTL_MINUTES * 60_000))
    .run();
}

export interface OtpRow {
  id: number;
  code_hash: string;
  attempts: number;
  expires_at: string;
  used_at: string | null;
}

/** Only the newest code counts: sending a new code silently retires the older ones. */
export async function latestCode(env: Bindings, purpose: OtpPurpose, phone: string): Promise<OtpRow | null> {
  return env.DB.prepare(
    `SELECT id, code_hash, attempts, expires_at, used_at FROM otp_codes
      WHERE phone_number = ? AND purpose = ? ORDER BY id DESC LIMIT 1`,
  )
    .bind(phone, purpose)
    .first<OtpRow>();
}

/**
 * Marks the code used if it is still live and matches. Conditional in SQL so that two concurrent requests with
 * the right code cannot both succeed (single use).
 */
export async function consumeCode(env: Bindings, id: number, codeHash: string): Promise<boolean> {
  const now = nowIso();
  const row = await env.DB.prepare(
    `UPDATE otp_codes SET used_at = ?1
      WHERE id = ?2 AND code_hash = ?3 AND used_at IS NULL AND expires_at > ?1 AND attempts < ?4
      RETURNING id`,
  )
    .bind(now, id, codeHash, OTP_MAX_ATTEMPTS)
    .first<{ id: number }>();
  return row !== null;
}

/** A wrong guess: after OTP_MAX_ATTEMPTS the code is dead even if the right digits arrive later. */
export async function recordMiss(env: Bindings, id: number): Promise<void> {
  await env.DB.prepare('UPDATE otp_codes SET attempts = attempts + 1 WHERE id = ?').bind(id).run();
}
