// One-time codes. Only an HMAC of (purpose, phone, code) is stored, so a read of the table does not give
// usable codes and a code cannot be replayed for another phone or purpose.
import { OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from '@app/contracts';
import { hmacHex } from '../lib/crypto';
import { nowIso } from '../lib/time';

export type OtpPurpose = 'register' | 'login';

export const hashCode = (pepper: string, purpose: OtpPurpose, phone: string, code: string) =>
  hmacHex(pepper, `otp:${purpose}:${phone}:${code}`);

export async function insertCode(d1: D1Database, purpose: OtpPurpose, phone: string, codeHash: string): Promise<void> {
  await d1
    .prepare('INSERT INTO otp_codes (phone_number, purpose, code_hash, expires_at) VALUES (?, ?, ?, ?)')
    .bind(phone, purpose, codeHash, nowIso(Date.now() + OTP_TTL_MINUTES * 60_000))
    .run();
}

export interface OtpRow {
  id: number;
  code_hash: string;
  attempts: number;
  expires_at: string;
  used_at: string | null;
}

/** The newest code of this phone and purpose (to tell an expired code from a wrong one). */
export async function latestCode(d1: D1Database, purpose: OtpPurpose, phone: string): Promise<OtpRow | null> {
  return d1
    .prepare(
      `SELECT id, code_hash, attempts, expires_at, used_at FROM otp_codes
      WHERE phone_number = ? AND purpose = ? ORDER BY id DESC LIMIT 1`,
    )
    .bind(phone, purpose)
    .first<OtpRow>();
}

/**
 * Consumes the newest live code (unused, unexpired, not killed) of this phone and purpose that matches. Every live
 * code counts, not only the newest: a resend (by its owner or by anyone) never cancels a code already sent.
 * One conditional statement, so two concurrent requests with the right code cannot both succeed (single use).
 */
export async function consumeCode(d1: D1Database, purpose: OtpPurpose, phone: string, codeHash: string): Promise<boolean> {
  const row = await d1
    .prepare(
      `UPDATE otp_codes SET used_at = ?1
      WHERE used_at IS NULL AND id = (
        SELECT id FROM otp_codes
         WHERE phone_number = ?2 AND purpose = ?3 AND code_hash = ?4 AND used_at IS NULL AND expires_at > ?1 AND attempts < ?5
         ORDER BY id DESC LIMIT 1)
      RETURNING id`,
    )
    .bind(nowIso(), phone, purpose, codeHash, OTP_MAX_ATTEMPTS)
    .first<{ id: number }>();
  return row !== null;
}

/**
 * A wrong guess counts against every live code of the phone and purpose: after OTP_MAX_ATTEMPTS a code is dead
 * even if the right digits arrive later. Returns how many live codes there were.
 */
export async function recordMiss(d1: D1Database, purpose: OtpPurpose, phone: string): Promise<number> {
  const res = await d1
    .prepare(
      `UPDATE otp_codes SET attempts = attempts + 1
      WHERE phone_number = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? AND attempts < ?`,
    )
    .bind(phone, purpose, nowIso(), OTP_MAX_ATTEMPTS)
    .run();
  return res.meta.changes;
}
