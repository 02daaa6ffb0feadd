// Shopper emails a local run "sends" (EMAIL_PROVIDER=outbox, migration 0019): kept whole, as the provider would get
// them, so a developer or a test reads exactly what a shopper would (GET /__dev/email?to= with DEV_ROUTES).
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './schema';

export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_to_idx').on(t.toEmail, t.createdAt)],
);
