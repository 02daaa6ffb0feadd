// Restore to draft (POST /website/publications/{id}/restore): a snapshot's content written back into the draft
// tables in one D1 batch, so the builder never sees half of it. Nothing goes live: the merchant publishes when ready.
// Rows keep their ids (AUTOINCREMENT never hands a deleted id to another row), so links to a page stay valid.
import type { StoreContent } from '@app/contracts';

function navStatements(db: D1Database, c: StoreContent): D1PreparedStatement[] {
  const id = c.website.id;
  const out = [
    db.prepare('DELETE FROM nav_items WHERE website_id = ?').bind(id),
    db.prepare('DELETE FROM chrome WHERE website_id = ?').bind(id),
  ];
  for (const place of ['header', 'footer'] as const) {
    const hf = c[place];
    if (!hf) continue;
    out.push(db.prepare('INSERT INTO chrome (website_id, place, html_content) VALUES (?, ?, ?)').bind(id, place, hf.html_content));
    hf.navs.forEach((n, position) =>
      out.push(
        db
          .prepare('INSERT INTO nav_items (website_id, place, position, title, link) VALUES (?, ?, ?, ?, ?)')
          .bind(id, place, position, n.title, n.link),
      ),
    );
  }
  return out;
}

function pageStatements(db: D1Database, c: StoreContent): D1PreparedStatement[] {
  const id = c.website.id;
  const out = [
    db.prepare('DELETE FROM sections WHERE website_id = ?').bind(id),
    db.prepare('DELETE FROM pages WHERE website_id = ?').bind(id),
  ];
  for (const p of c.pages) {
    out.push(
      db
        .prepare('INSERT INTO pages (id, website_id, title, slug, meta_title, meta_description, is_published) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .bind(p.id, id, p.title, p.slug, p.meta_title, p.meta_description, p.is_published ? 1 : 0),
    );
    for (const s of p.sections) {
      out.push(
        db
          .prepare('INSERT INTO sections (id, website_id, page_id, title, type, content, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?)')
          .bind(s.id, id, p.id, s.title, s.type, JSON.stringify(s.content), s.order),
      );
    }
  }
  return out;
}

export async function restoreContent(db: D1Database, c: StoreContent, now: string): Promise<void> {
  const id = c.website.id;
  const h = c.hero;
  await db.batch([
    db
      .prepare('UPDATE websites SET title = ?, description = ?, updated_at = ? WHERE id = ?')
      .bind(c.website.title, c.website.description, now, id),
    ...navStatements(db, c),
    db.prepare('DELETE FROM heroes WHERE website_id = ?').bind(id),
    ...(h
      ? [
          db
            .prepare('INSERT INTO heroes (website_id, title, subtitle, image_key, call_to_action, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
            .bind(id, h.title, h.subtitle, h.image_key, h.call_to_action, now),
        ]
      : []),
    ...pageStatements(db, c),
  ]);
}
