// The remote registry's writes and the reads only the deploy API needs (DESIGN.md §19). The channel changes only by
// compare-and-swap: one conditional statement whose changed-rows count says whether this request won.
import {
  RELEASE_LIST_LIMIT,
  type ReleaseSummary,
  type RemoteFailure,
  type RemoteFailureReport,
  type RemoteRollback,
} from '@app/contracts/releases';
import { nowIso } from '../lib/time';

export interface ReleaseRow extends ReleaseSummary {
  id: number;
  /** JSON: a remote's { shared, files } or the shell's { shared }. */
  manifest: string;
}

export interface Channel {
  active: ReleaseRow;
  previous: ReleaseRow | null;
}

export async function findRelease(db: D1Database, remote: string, version: string): Promise<ReleaseRow | null> {
  return db
    .prepare('SELECT id, version, manifest, created_at FROM remote_releases WHERE remote = ? AND version = ?')
    .bind(remote, version)
    .first<ReleaseRow>();
}

/** Registers a release once: the existing row, unchanged, when (remote, version) is already there. */
export async function insertRelease(
  db: D1Database,
  remote: string,
  version: string,
  manifest: unknown,
): Promise<{ release: ReleaseRow; created: boolean }> {
  const inserted = await db
    .prepare(
      `INSERT INTO remote_releases (remote, version, manifest, created_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (remote, version) DO NOTHING RETURNING id, version, manifest, created_at`,
    )
    .bind(remote, version, JSON.stringify(manifest), nowIso())
    .first<ReleaseRow>();
  if (inserted) return { release: inserted, created: true };
  return { release: (await findRelease(db, remote, version))!, created: false };
}

const RELEASE_COLUMNS = (alias: string) =>
  ['id', 'version', 'manifest', 'created_at'].map((c) => `${alias}.${c} AS ${alias}_${c}`).join(', ');
type Prefixed<P extends string> = { [K in keyof ReleaseRow as `${P}_${K}`]: ReleaseRow[K] | null };
const unprefix = <P extends string>(row: Prefixed<P>, p: P): ReleaseRow | null => {
  const r = row as Record<string, unknown>;
  return r[`${p}_id`] == null
    ? null
    : {
        id: r[`${p}_id`] as number,
        version: r[`${p}_version`] as string,
        manifest: r[`${p}_manifest`] as string,
        created_at: r[`${p}_created_at`] as string,
      };
};

/** The channel's active and previous releases, or null when the remote has never been activated. */
export async function findChannel(db: D1Database, remote: string): Promise<Channel | null> {
  const row = await db
    .prepare(
      `SELECT ${RELEASE_COLUMNS('a')}, ${RELEASE_COLUMNS('p')} FROM remote_channels c
       JOIN remote_releases a ON a.id = c.active_release_id
       LEFT JOIN remote_releases p ON p.id = c.previous_release_id
       WHERE c.remote = ?`,
    )
    .bind(remote)
    .first<Prefixed<'a'> & Prefixed<'p'>>();
  const active = row && unprefix(row, 'a');
  return active ? { active, previous: unprefix(row, 'p') } : null;
}

/**
 * Makes `releaseId` the active release if the active one is still `expectedActive` (null: the channel does not exist
 * yet); the one that was active becomes the previous. False when another activation got there first.
 */
export async function swapActive(db: D1Database, remote: string, releaseId: number, expectedActive: string | null): Promise<boolean> {
  const now = nowIso();
  const result =
    expectedActive === null
      ? await db
          .prepare(
            `INSERT INTO remote_channels (remote, active_release_id, previous_release_id, updated_at) VALUES (?, ?, NULL, ?)
             ON CONFLICT (remote) DO NOTHING`,
          )
          .bind(remote, releaseId, now)
          .run()
      : await db
          .prepare(
            `UPDATE remote_channels SET previous_release_id = active_release_id, active_release_id = ?1, updated_at = ?2
             WHERE remote = ?3 AND active_release_id = (SELECT id FROM remote_releases WHERE remote = ?3 AND version = ?4)`,
          )
          .bind(releaseId, now, remote, expectedActive)
          .run();
  return result.meta.changes === 1;
}

/** The shell's channel follows every PUT /admin/shell (no swap: the shell's deploy is the one writer). */
export async function setShellActive(db: D1Database, remote: string, releaseId: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO remote_channels (remote, active_release_id, previous_release_id, updated_at) VALUES (?1, ?2, NULL, ?3)
       ON CONFLICT (remote) DO UPDATE SET
         previous_release_id = CASE WHEN active_release_id = ?2 THEN previous_release_id ELSE active_release_id END,
         active_release_id = ?2, updated_at = ?3`,
    )
    .bind(remote, releaseId, nowIso())
    .run();
}

export async function listReleases(db: D1Database, remote: string): Promise<ReleaseSummary[]> {
  const { results } = await db
    .prepare('SELECT version, created_at FROM remote_releases WHERE remote = ? ORDER BY id DESC LIMIT ?')
    .bind(remote, RELEASE_LIST_LIMIT)
    .all<ReleaseSummary>();
  return results;
}

export async function listFailures(db: D1Database, remote: string): Promise<RemoteFailure[]> {
  const { results } = await db
    .prepare('SELECT version, stage, message, created_at FROM remote_failures WHERE remote = ? ORDER BY id DESC LIMIT ?')
    .bind(remote, RELEASE_LIST_LIMIT)
    .all<RemoteFailure>();
  return results;
}

/** Whether this session already reported this failure (a report again adds nothing and spends no remote's cap). */
export async function failureReported(db: D1Database, report: RemoteFailureReport, sessionId: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS hit FROM remote_failures WHERE remote = ? AND version = ? AND stage = ? AND session_id = ?')
    .bind(report.remote, report.version, report.stage, sessionId)
    .first();
  return row !== null;
}

/** Records a session's report once (remote_failures_session_uq): false when it was already there. */
export async function insertFailure(db: D1Database, report: RemoteFailureReport, sessionId: number): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO remote_failures (remote, version, stage, message, session_id, created_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (remote, version, stage, session_id) DO NOTHING`,
    )
    .bind(report.remote, report.version, report.stage, report.message, sessionId, nowIso())
    .run();
  return result.meta.changes === 1;
}

/** How many distinct signed-in sessions reported this release failing since `since` (an ISO time). */
export async function failingSessions(db: D1Database, remote: string, version: string, since: string): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COUNT(DISTINCT session_id) AS n FROM remote_failures
       WHERE remote = ? AND version = ? AND created_at >= ? AND session_id IS NOT NULL`,
    )
    .bind(remote, version, since)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export async function insertRollback(db: D1Database, remote: string, rollback: Omit<RemoteRollback, 'created_at'>): Promise<void> {
  await db
    .prepare('INSERT INTO remote_rollbacks (remote, from_version, to_version, actor, reason, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(remote, rollback.from_version, rollback.to_version, rollback.actor, rollback.reason, nowIso())
    .run();
}

export async function listRollbacks(db: D1Database, remote: string): Promise<RemoteRollback[]> {
  const { results } = await db
    .prepare('SELECT from_version, to_version, actor, reason, created_at FROM remote_rollbacks WHERE remote = ? ORDER BY id DESC LIMIT ?')
    .bind(remote, RELEASE_LIST_LIMIT)
    .all<RemoteRollback>();
  return results;
}

/** Whether the registry itself once rolled back from this release (it never makes it active again by itself). */
export async function autoRolledBackFrom(db: D1Database, remote: string, version: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS hit FROM remote_rollbacks WHERE remote = ? AND from_version = ? AND actor = 'auto'")
    .bind(remote, version)
    .first();
  return row !== null;
}
