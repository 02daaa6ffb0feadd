// Scheduled publishes: one per website. The publication is snapshotted when the merchant schedules (what they
// reviewed is what goes live, not edits made afterwards, which stay in the draft); the cron flips it live when due.
export interface Schedule {
  publication_id: number;
  at: string;
}

export async function getSchedule(db: D1Database, websiteId: number): Promise<Schedule | null> {
  return db.prepare('SELECT publication_id, at FROM scheduled_publishes WHERE website_id = ?').bind(websiteId).first<Schedule>();
}

/** Replaces any earlier schedule of the website (scheduling again means "this one instead"). */
export async function putSchedule(db: D1Database, websiteId: number, publicationId: number, at: string, authorId: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO scheduled_publishes (website_id, publication_id, at, author_id) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (website_id) DO UPDATE SET publication_id = ?2, at = ?3, author_id = ?4`,
    )
    .bind(websiteId, publicationId, at, authorId)
    .run();
}

/** Cancels the schedule; its publication was never live, so it leaves the history too. */
export async function deleteSchedule(db: D1Database, websiteId: number): Promise<void> {
  await db.batch([
    db
      .prepare(
        `DELETE FROM publications WHERE website_id = ?1
         AND id = (SELECT publication_id FROM scheduled_publishes WHERE website_id = ?1)
         AND id NOT IN (SELECT publication_id FROM publication_events WHERE website_id = ?1)
         AND id IS NOT (SELECT live_publication_id FROM websites WHERE id = ?1)`,
      )
      .bind(websiteId),
    db.prepare('DELETE FROM scheduled_publishes WHERE website_id = ?').bind(websiteId),
  ]);
}

/** Due schedules, oldest first, a bounded number per run (the next minute takes the rest). */
export async function dueSchedules(db: D1Database, now: string, limit = 50) {
  const { results } = await db
    .prepare('SELECT website_id, publication_id, author_id FROM scheduled_publishes WHERE at <= ? ORDER BY at LIMIT ?')
    .bind(now, limit)
    .all<{ website_id: number; publication_id: number; author_id: number | null }>();
  return results;
}

/**
 * Makes a due schedule live and removes it, in one batch; the flip is guarded by the schedule still being there, so
 * a cancel that wins the race publishes nothing.
 */
export async function runSchedule(db: D1Database, s: { website_id: number; publication_id: number; author_id: number | null }) {
  const [flip] = await db.batch([
    db
      .prepare(
        `UPDATE websites SET live_publication_id = ?2 WHERE id = ?1
         AND EXISTS (SELECT 1 FROM scheduled_publishes WHERE website_id = ?1 AND publication_id = ?2)`,
      )
      .bind(s.website_id, s.publication_id),
    db
      .prepare(
        `INSERT INTO publication_events (website_id, publication_id, kind, author_id)
         SELECT ?1, ?2, 'scheduled', ?3 WHERE changes() = 1`,
      )
      .bind(s.website_id, s.publication_id, s.author_id),
    db.prepare('DELETE FROM scheduled_publishes WHERE website_id = ? AND publication_id = ?').bind(s.website_id, s.publication_id),
  ]);
  return flip.meta.changes === 1;
}
