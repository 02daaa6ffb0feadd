// The every-minute publishing cron: due schedules go live, stores without a publication get their first one, and
// (daily, from housekeeping) old publications and their snapshots are deleted.
import { PUBLICATION_RETENTION } from '@app/contracts';
import { dueSchedules, runSchedule } from '../db/schedules';
import type { Bindings } from '../env';
import { nowIso } from '../lib/time';
import { deleteSnapshots, snapshotKey } from '../storage/snapshots';
import { ensureLive } from './publishing';

type Env = Pick<Bindings, 'DB' | 'MEDIA'>;

/** Publishes every schedule that is due; returns how many went live. */
export async function publishDue(env: Env, now = Date.now()): Promise<number> {
  let n = 0;
  for (const s of await dueSchedules(env.DB, nowIso(now))) if (await runSchedule(env.DB, s)) n++;
  return n;
}

/** Stores from before publishing (live_publication_id null) get their draft published, a bounded number a minute. */
export async function backfillUnpublished(env: Env, limit = 20): Promise<number> {
  const { results } = await env.DB.prepare('SELECT id FROM websites WHERE live_publication_id IS NULL LIMIT ?')
    .bind(limit)
    .all<{ id: number }>();
  for (const r of results) await ensureLive(env, r.id);
  return results.length;
}

/**
 * Deletes publications past retention: older than keepDays AND not among the newest keepLast of their store, never the
 * live one nor a scheduled one. A snapshot is deleted only when no remaining publication of the store has its hash
 * (identical content published twice shares one object).
 */
export async function prunePublications(env: Env, now = Date.now()): Promise<number> {
  const cutoff = nowIso(now - PUBLICATION_RETENTION.keepDays * 86_400_000);
  const { results } = await env.DB.prepare(
    `DELETE FROM publications AS p WHERE p.created_at < ?1
       AND p.id NOT IN (SELECT live_publication_id FROM websites WHERE id = p.website_id AND live_publication_id IS NOT NULL)
       AND p.id NOT IN (SELECT publication_id FROM scheduled_publishes WHERE website_id = p.website_id)
       AND p.id < coalesce((SELECT q.id FROM publications q WHERE q.website_id = p.website_id ORDER BY q.id DESC LIMIT 1 OFFSET ?2 - 1), 0)
     RETURNING website_id, hash`,
  )
    .bind(cutoff, PUBLICATION_RETENTION.keepLast)
    .all<{ website_id: number; hash: string }>();
  const orphaned: string[] = [];
  for (const r of results) {
    const still = await env.DB.prepare('SELECT 1 FROM publications WHERE website_id = ? AND hash = ? LIMIT 1')
      .bind(r.website_id, r.hash)
      .first();
    if (!still) orphaned.push(snapshotKey(r.website_id, r.hash));
  }
  await deleteSnapshots(env.MEDIA, [...new Set(orphaned)]);
  return results.length;
}
