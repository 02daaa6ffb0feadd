// The every-minute publishing cron: due schedules go live, stores without a publication get their first one, and
// (daily, from housekeeping) old publications and their snapshots are deleted. Each walks every store shard at once,
// each shard on its own bounded share (DESIGN §20): a backlog or a failure in one never delays or stops another; the
// results are reported per shard.
import { PUBLICATION_RETENTION } from '@app/contracts';
import type { DataEnv } from '@app/db';
import { dueSchedules, runSchedule } from '../db/schedules';
import type { Bindings } from '../env';
import { eachShard, type Shard } from '../lib/each-shard';
import { nowIso } from '../lib/time';
import { deleteSnapshots, snapshotKey } from '../storage/snapshots';
import { ensureLive } from './publishing';

type Env = Parameters<typeof ensureLive>[0] & DataEnv & Pick<Bindings, 'MEDIA'>;

/** One shard's due schedules (at most dueSchedules' bound a minute); how many went live. */
async function publishDueIn(db: D1Database, now: string): Promise<number> {
  let n = 0;
  for (const s of await dueSchedules(db, now)) if (await runSchedule(db, s)) n++;
  return n;
}

/** Publishes every schedule that is due, in every shard; how many went live in each. */
export function publishDue(env: Env, now = Date.now(), shards?: readonly Shard[]) {
  return eachShard(env, (db) => publishDueIn(db, nowIso(now)), 'publishing: scheduled', shards);
}

/** Stores from before publishing (live_publication_id null) get their draft published, `limit` a minute per shard. */
export function backfillUnpublished(env: Env, limit = 20, shards?: readonly Shard[]) {
  return eachShard(
    env,
    async (db) => {
      const { results } = await db
        .prepare('SELECT id FROM websites WHERE live_publication_id IS NULL LIMIT ?')
        .bind(limit)
        .all<{ id: number }>();
      // One store that cannot be published (its directory row gone, its draft broken) stops neither the rest of its
      // shard nor the other shards.
      let published = 0;
      for (const r of results) {
        try {
          if (await ensureLive(env, r.id)) published++;
        } catch (err) {
          console.error('publishing: backfill of store', r.id, 'failed', err);
        }
      }
      return published;
    },
    'publishing: backfill',
    shards,
  );
}

/**
 * Deletes one shard's publications past retention: older than keepDays AND not among the newest keepLast of their
 * store, never the live one nor a scheduled one. A snapshot is deleted only when no remaining publication of the store
 * has its hash (identical content published twice shares one object).
 */
async function prunePublicationsIn(env: Env, db: D1Database, now: number): Promise<number> {
  const cutoff = nowIso(now - PUBLICATION_RETENTION.keepDays * 86_400_000);
  const { results } = await db
    .prepare(
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
    const still = await db
      .prepare('SELECT 1 FROM publications WHERE website_id = ? AND hash = ? LIMIT 1')
      .bind(r.website_id, r.hash)
      .first();
    if (!still) orphaned.push(snapshotKey(r.website_id, r.hash));
  }
  await deleteSnapshots(env.MEDIA, [...new Set(orphaned)]);
  return results.length;
}

/** Deletes publications past retention in every shard; how many in each. */
export function prunePublications(env: Env, now = Date.now(), shards?: readonly Shard[]) {
  return eachShard(env, (db) => prunePublicationsIn(env, db, now), 'publishing: retention', shards);
}
