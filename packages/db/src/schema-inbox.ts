// Tables of what shoppers send a store: newsletter sign-ups and contact-form messages (kept apart from schema.ts so
// each file stays readable; drizzle-kit reads both, see edge-api/drizzle.config.ts).
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, websites } from './schema';

// Newsletter sign-ups from a store's footer box: one row per (store, lowercased email); a repeat is ignored.
export const newsletterSubscribers = sqliteTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_site_email_uq').on(t.websiteId, t.email),
    index('newsletter_site_created_idx').on(t.websiteId, t.createdAt, t.id),
  ],
);

// Contact-form submissions (form sections). The section's title and page slug are copied in, so the inbox still
// says where a message came from after the section is edited or deleted.
export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id').notNull(),
    pageSlug: text('page_slug').notNull(),
    sectionTitle: text('section_title').notNull(),
    // JSON object of the submitted values, keyed by the section's content keys.
    fields: text('fields').notNull(),
    // The sender's email (#34 item 5: the form asks for it, the server checks it), so the merchant can reply;
    // '' on messages sent before the form asked.
    senderEmail: text('sender_email').notNull().default(''),
    isRead: integer('is_read', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_site_created_idx').on(t.websiteId, t.createdAt, t.id),
    index('contact_messages_site_read_idx').on(t.websiteId, t.isRead),
  ],
);
