// Newsletter subscribers of a store: the public sign-up (a repeat is ignored) and the owner's list and export.
import type { Paged, Subscriber } from '@app/contracts';

/** True when the address is new to the store (a repeat changes nothing). */
export async function subscribe(d1: D1Database, websiteId: number, email: string): Promise<boolean> {
  const res = await d1
    .prepare('INSERT INTO newsletter_subscribers (website_id, email) VALUES (?, ?) ON CONFLICT (website_id, email) DO NOTHING')
    .bind(websiteId, email)
    .run();
  return res.meta.changes === 1;
}

/** Newest first; the page and the total in one round trip. */
export async function listSubscribers(d1: D1Database, websiteId: number, page: number, limit: number): Promise<Paged<Subscriber>> {
  const [rows, totals] = await d1.batch([
    d1
      .prepare(
        `SELECT id, email, created_at FROM newsletter_subscribers WHERE website_id = ?
          ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .bind(websiteId, limit, (page - 1) * limit),
    d1.prepare('SELECT count(*) AS total FROM newsletter_subscribers WHERE website_id = ?').bind(websiteId),
  ]);
  return { items: rows.results as Subscriber[], total: (totals.results[0] as { total: number }).total, page, limit };
}

const EXPORT_CHUNK = 1000;

/** Every subscriber, oldest first, read in chunks by id (no OFFSET scans however large the list). */
export async function* allSubscribers(d1: D1Database, websiteId: number): AsyncGenerator<Subscriber[]> {
  let after = 0;
  for (;;) {
    const { results } = await d1
      .prepare('SELECT id, email, created_at FROM newsletter_subscribers WHERE website_id = ? AND id > ? ORDER BY id LIMIT ?')
      .bind(websiteId, after, EXPORT_CHUNK)
      .all<Subscriber>();
    if (results.length) yield results;
    if (results.length < EXPORT_CHUNK) return;
    after = results[results.length - 1].id;
  }
}
