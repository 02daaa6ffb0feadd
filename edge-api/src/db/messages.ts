// Contact-form messages: the form section they answer, the public insert and the owner's inbox.
import type { ContactMessage, ContactMessagePage } from '@app/contracts';
import { parseContent } from '@app/db';

export interface FormSection {
  id: number;
  title: string;
  slug: string;
  keys: string[];
}

/** A `form` section on a published page of the store, with its field keys; null otherwise. */
export async function publishedFormSection(d1: D1Database, websiteId: number, sectionId: number): Promise<FormSection | null> {
  const row = await d1
    .prepare(
      `SELECT s.id, s.title, s.content, p.slug FROM sections s JOIN pages p ON p.id = s.page_id AND p.website_id = s.website_id
        WHERE s.id = ? AND s.website_id = ? AND s.type = 'form' AND p.is_published = 1`,
    )
    .bind(sectionId, websiteId)
    .first<{ id: number; title: string; content: string; slug: string }>();
  return row && { id: row.id, title: row.title, slug: row.slug, keys: Object.keys(parseContent(row.content)) };
}

export async function insertMessage(
  d1: D1Database,
  websiteId: number,
  section: FormSection,
  fields: Record<string, string>,
  email: string,
): Promise<void> {
  await d1
    .prepare(
      'INSERT INTO contact_messages (website_id, section_id, page_slug, section_title, fields, sender_email) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .bind(websiteId, section.id, section.slug, section.title, JSON.stringify(fields), email)
    .run();
}

interface MessageRow {
  id: number;
  section_id: number;
  section_title: string;
  page_slug: string;
  fields: string;
  sender_email: string;
  is_read: number;
  created_at: string;
}
const COLUMNS = 'id, section_id, section_title, page_slug, fields, sender_email, is_read, created_at';

const toMessage = (r: MessageRow): ContactMessage => ({
  id: r.id,
  section_id: r.section_id,
  section_title: r.section_title,
  page_slug: r.page_slug,
  fields: parseContent(r.fields),
  email: r.sender_email,
  read: r.is_read === 1,
  created_at: r.created_at,
});

const unreadStatement = (d1: D1Database, websiteId: number) =>
  d1.prepare('SELECT count(*) AS n FROM contact_messages WHERE website_id = ? AND is_read = 0').bind(websiteId);

/** Newest first, with the total and the unread count, in one round trip. */
export async function listMessages(d1: D1Database, websiteId: number, page: number, limit: number): Promise<ContactMessagePage> {
  const [rows, totals, unread] = await d1.batch([
    d1
      .prepare(`SELECT ${COLUMNS} FROM contact_messages WHERE website_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .bind(websiteId, limit, (page - 1) * limit),
    d1.prepare('SELECT count(*) AS n FROM contact_messages WHERE website_id = ?').bind(websiteId),
    unreadStatement(d1, websiteId),
  ]);
  const n = (r: D1Result) => (r.results[0] as { n: number }).n;
  return { items: (rows.results as MessageRow[]).map(toMessage), total: n(totals), unread: n(unread), page, limit };
}

export async function unreadCount(d1: D1Database, websiteId: number): Promise<number> {
  return (await unreadStatement(d1, websiteId).first<{ n: number }>())?.n ?? 0;
}

/** The updated message, or null when the store has no such message. */
export async function setRead(d1: D1Database, websiteId: number, id: number, read: boolean): Promise<ContactMessage | null> {
  const row = await d1
    .prepare(`UPDATE contact_messages SET is_read = ? WHERE id = ? AND website_id = ? RETURNING ${COLUMNS}`)
    .bind(read ? 1 : 0, id, websiteId)
    .first<MessageRow>();
  return row && toMessage(row);
}

export async function deleteMessage(d1: D1Database, websiteId: number, id: number): Promise<boolean> {
  const res = await d1.prepare('DELETE FROM contact_messages WHERE id = ? AND website_id = ?').bind(id, websiteId).run();
  return res.meta.changes > 0;
}
