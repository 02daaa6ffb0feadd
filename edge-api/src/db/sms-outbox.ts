// The local/dev SMS outbox (SMS_PROVIDER=outbox): messages a developer reads at GET /api/__dev/sms.
import type { SmsMessage } from '@app/contracts';

export async function insertOutboxMessage(d1: D1Database, to: string, body: string, code: string | null): Promise<void> {
  await d1.prepare('INSERT INTO sms_outbox (to_phone, body, code) VALUES (?, ?, ?)').bind(to, body, code).run();
}

/** The outbox of one phone, newest first (at most 50). */
export async function outboxFor(d1: D1Database, phone: string): Promise<SmsMessage[]> {
  const { results } = await d1
    .prepare(`SELECT to_phone AS "to", body, code, created_at FROM sms_outbox WHERE to_phone = ? ORDER BY id DESC LIMIT 50`)
    .bind(phone)
    .all<SmsMessage>();
  return results;
}
