// The local email outbox (EMAIL_PROVIDER=outbox, migration 0019): what a shopper would have received, whole, for
// GET /__dev/email?to= (DEV_ROUTES only). Same shape and limits as the SMS outbox (db/sms-outbox.ts).
import type { DevEmail } from '@app/contracts';
import type { EmailMessage } from './message';

export async function insertEmail(d1: D1Database, m: EmailMessage): Promise<void> {
  await d1
    .prepare('INSERT INTO email_outbox (to_email, subject, text_body, html_body, locale) VALUES (?, ?, ?, ?, ?)')
    .bind(m.to.toLowerCase(), m.subject, m.text, m.html, m.locale)
    .run();
}

/** The outbox of one address (case-insensitive), newest first (at most 50). */
export async function emailsTo(d1: D1Database, to: string): Promise<DevEmail[]> {
  const { results } = await d1
    .prepare(
      `SELECT to_email AS "to", subject, text_body AS text, html_body AS html, locale, created_at
         FROM email_outbox WHERE to_email = ? ORDER BY id DESC LIMIT 50`,
    )
    .bind(to.trim().toLowerCase())
    .all<DevEmail>();
  return results;
}
