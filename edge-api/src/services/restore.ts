// Restore to draft (POST /website/publications/{id}/restore): a snapshot's content written back into the draft
// tables in one D1 batch, so the builder never sees half of it. Nothing goes live: the merchant publishes when ready.
// Rows keep their ids (AUTOINCREMENT never hands a deleted id to another row), so links to a page stay valid and
// the snapshot's translations name the restored rows. The store's languages and content translations come back too
// (a version-1 snapshot has none: the store is back to its default language alone); product translations stay.
import { DEFAULT_STORE_LOCALES, type StoreContent } from '@app/contracts';
import { localeStatements } from '../db/translations';

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
    // A version-1 snapshot's nav items have no id: they get new ones.
    hf.navs.forEach((n, position) =>
      out.push(
        db
          .prepare('INSERT INTO nav_items (id, website_id, place, position, title, link) VALUES (?, ?, ?, ?, ?, ?)')
          .bind(n.id ?? null, id, place, position, n.title, n.link),
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

/** After the rows (whose delete triggers dropped their translations): the snapshot's translations and languages. */
function translationStatements(db: D1Database, c: StoreContent, now: string): D1PreparedStatement[] {
  const id = c.website.id;
  return [
    db.prepare("DELETE FROM translations WHERE website_id = ? AND resource_type <> 'product'").bind(id),
    ...(c.translations ?? []).map((t) =>
      db
        .prepare(
          'INSERT INTO translations (website_id, resource_type, resource_id, locale, fields, source_hash, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .bind(id, t.type, t.id, t.locale, JSON.stringify(t.fields), t.source_hash, now),
    ),
    ...localeStatements(db, id, c.locales ?? DEFAULT_STORE_LOCALES),
  ];
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
    ...translationStatements(db, c, now),
  ]);
}
