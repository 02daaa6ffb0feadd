// Publication rows (DESIGN §15). Every flip of websites.live_publication_id is one D1 batch whose statements are
// guarded by the same compare-and-swap: a later statement runs only when the one before changed a row (changes()),
// so a lost race writes nothing at all.
import type { Publication } from '@app/contracts';

export type EventKind = 'publish' | 'rollback' | 'scheduled';

/** `live_publication_id IS ?` when the caller expects a live id, else always true. `?` is bound to expected. */
const CAS = (expectedGiven: boolean) => (expectedGiven ? 'live_publication_id IS ?' : '1 = 1 OR ? IS NULL');

export interface NewPublication {
  websiteId: number;
  hash: string;
  note: string;
  authorId: number | null;
  /** R2 keys the snapshot shows (publication_media keeps them from deletion). */
  mediaKeys: string[];
}

/** Rows of publication_media for the publication `idSql` names, when the statement before changed a row. */
const mediaInsert = (db: D1Database, p: NewPublication, idSql: string) =>
  db
    .prepare(
      `INSERT OR IGNORE INTO publication_media (website_id, publication_id, key)
       SELECT ?1, (${idSql}), value FROM json_each(?2) WHERE changes() = 1`,
    )
    .bind(p.websiteId, JSON.stringify(p.mediaKeys));

/**
 * Inserts the publication, makes it live and appends the event, in one batch; the id of the new live publication,
 * or null when `expected` was given and is not the live id (nothing written).
 */
export async function insertLivePublication(
  db: D1Database,
  p: NewPublication,
  expected: { given: boolean; id: number | null },
): Promise<number | null> {
  const cas = CAS(expected.given);
  const [ins] = await db.batch([
    db
      .prepare(
        `INSERT INTO publications (website_id, hash, note, author_id)
         SELECT ?1, ?2, ?3, ?4 FROM websites WHERE id = ?1 AND (${cas.replace('?', '?5')})`,
      )
      .bind(p.websiteId, p.hash, p.note, p.authorId, expected.id),
    db.prepare('UPDATE websites SET live_publication_id = last_insert_rowid() WHERE id = ?1 AND changes() = 1').bind(p.websiteId),
    db
      .prepare(
        `INSERT INTO publication_events (website_id, publication_id, kind, author_id)
         SELECT id, live_publication_id, 'publish', ?2 FROM websites WHERE id = ?1 AND changes() = 1`,
      )
      .bind(p.websiteId, p.authorId),
    mediaInsert(db, p, 'SELECT live_publication_id FROM websites WHERE id = ?1'),
  ]);
  if (!ins.meta.changes) return null;
  return ins.meta.last_row_id;
}

/** Makes an existing publication of the website live (rollback, a due schedule); false when the CAS or guard failed. */
export async function flipLive(
  db: D1Database,
  websiteId: number,
  publicationId: number,
  kind: EventKind,
  authorId: number | null,
  expected: { given: boolean; id: number | null },
): Promise<boolean> {
  const cas = CAS(expected.given).replace('?', '?3');
  const [upd] = await db.batch([
    db
      .prepare(
        `UPDATE websites SET live_publication_id = ?2 WHERE id = ?1 AND (${cas})
         AND EXISTS (SELECT 1 FROM publications WHERE id = ?2 AND website_id = ?1)`,
      )
      .bind(websiteId, publicationId, expected.id),
    db
      .prepare(
        `INSERT INTO publication_events (website_id, publication_id, kind, author_id)
         SELECT ?1, ?2, ?3, ?4 WHERE changes() = 1`,
      )
      .bind(websiteId, publicationId, kind, authorId),
  ]);
  return upd.meta.changes === 1;
}

/** A publication that is not live (a scheduled one): its id. */
export async function insertPublication(db: D1Database, p: NewPublication): Promise<number> {
  const [r] = await db.batch([
    db
      .prepare('INSERT INTO publications (website_id, hash, note, author_id) VALUES (?, ?, ?, ?)')
      .bind(p.websiteId, p.hash, p.note, p.authorId),
    mediaInsert(db, p, 'SELECT last_insert_rowid()'),
  ]);
  return r.meta.last_row_id;
}

/** Whether a retained publication shows this R2 object (then replacing the draft's hero must not delete it). */
export async function isPublishedMedia(db: D1Database, websiteId: number, key: string): Promise<boolean> {
  const row = await db.prepare('SELECT 1 FROM publication_media WHERE website_id = ? AND key = ? LIMIT 1').bind(websiteId, key).first();
  return row != null;
}

interface PublicationRow {
  id: number;
  hash: string;
  note: string;
  author_id: number | null;
  created_at: string;
  is_live: number;
}

/** The store's shard (publications) and CONTROL (the authors' usernames: users live there, DESIGN §20). */
export interface PublicationDbs {
  db: D1Database;
  control: D1Database;
}

/** Rows with their authors' usernames, read from CONTROL in one query (null once the account is gone). */
async function withAuthors(control: D1Database, rows: PublicationRow[]): Promise<Publication[]> {
  const ids = [...new Set(rows.map((r) => r.author_id).filter((id): id is number => id != null))];
  const names = new Map<number, string>();
  if (ids.length) {
    const { results } = await control
      .prepare(`SELECT id, username FROM users WHERE id IN (${ids.map(() => '?').join(', ')})`)
      .bind(...ids)
      .all<{ id: number; username: string }>();
    for (const u of results) names.set(u.id, u.username);
  }
  return rows.map(({ author_id, ...r }) => ({
    ...r,
    author: (author_id != null && names.get(author_id)) || null,
    is_live: r.is_live === 1,
  }));
}

const SELECT = `SELECT p.id, p.hash, p.note, p.author_id, p.created_at,
  (p.id = (SELECT live_publication_id FROM websites WHERE id = p.website_id)) AS is_live
  FROM publications p`;

export async function getPublication({ db, control }: PublicationDbs, websiteId: number, id: number): Promise<Publication | null> {
  const row = await db.prepare(`${SELECT} WHERE p.website_id = ? AND p.id = ?`).bind(websiteId, id).first<PublicationRow>();
  return row ? (await withAuthors(control, [row]))[0]! : null;
}

export async function getLivePublication({ db, control }: PublicationDbs, websiteId: number): Promise<Publication | null> {
  const row = await db
    .prepare(`${SELECT} WHERE p.website_id = ?1 AND p.id = (SELECT live_publication_id FROM websites WHERE id = ?1)`)
    .bind(websiteId)
    .first<PublicationRow>();
  return row ? (await withAuthors(control, [row]))[0]! : null;
}

/** Newest first; the count and the page in one batch. */
export async function listPublications({ db, control }: PublicationDbs, websiteId: number, page: number, limit: number) {
  const [count, rows] = await db.batch<{ n?: number } & PublicationRow>([
    db.prepare('SELECT count(*) AS n FROM publications WHERE website_id = ?').bind(websiteId),
    db.prepare(`${SELECT} WHERE p.website_id = ? ORDER BY p.id DESC LIMIT ? OFFSET ?`).bind(websiteId, limit, (page - 1) * limit),
  ]);
  return { items: await withAuthors(control, rows.results), total: count.results[0]?.n ?? 0, page, limit };
}
