// Preview link rows: only the token's SHA-256 is stored (packages/db preview-token.ts signs and checks tokens).
import type { PreviewLink } from '@app/contracts';

type Row = Omit<PreviewLink, 'url'>;

/** A new link row with a placeholder hash (the token names the row's id, so it is signed after the insert). */
export async function insertPreviewLink(
  db: D1Database,
  websiteId: number,
  expiresAt: string,
  purpose: 'share' | 'builder' = 'share',
): Promise<number> {
  const r = await db
    .prepare('INSERT INTO preview_links (website_id, token_hash, expires_at, purpose) VALUES (?, ?, ?, ?)')
    .bind(websiteId, `pending:${crypto.randomUUID()}`, expiresAt, purpose)
    .run();
  return r.meta.last_row_id;
}

export async function setPreviewTokenHash(db: D1Database, websiteId: number, id: number, tokenHash: string): Promise<Row> {
  return (await db
    .prepare('UPDATE preview_links SET token_hash = ? WHERE website_id = ? AND id = ? RETURNING id, expires_at, revoked_at, created_at')
    .bind(tokenHash, websiteId, id)
    .first<Row>())!;
}

/** The website's share links, newest first, expired and revoked ones included (the builder shows them as such). */
export async function listPreviewLinks(db: D1Database, websiteId: number): Promise<Row[]> {
  const { results } = await db
    .prepare(
      `SELECT id, expires_at, revoked_at, created_at FROM preview_links WHERE website_id = ? AND purpose = 'share' ORDER BY id DESC LIMIT 100`,
    )
    .bind(websiteId)
    .all<Row>();
  return results;
}

/** Revokes the link; false when the website has no such link. Revoking twice keeps the first time. */
export async function revokePreviewLink(db: D1Database, websiteId: number, id: number, now: string): Promise<boolean> {
  const r = await db
    .prepare('UPDATE preview_links SET revoked_at = coalesce(revoked_at, ?) WHERE website_id = ? AND id = ?')
    .bind(now, websiteId, id)
    .run();
  return r.meta.changes === 1;
}
