// Publishing (DESIGN §15): publish the draft, roll back, restore, schedule. The snapshot goes to R2 first (create-only,
// content-addressed), then one D1 batch flips the live pointer: a failure between the two leaves an unreferenced
// snapshot, never a live pointer to a missing one.
import type { Publication, PublishingState, StoreContent } from '@app/contracts';
import { readSnapshotContent, readStoreContent } from '@app/db';
import { flipLive, getLivePublication, getPublication, insertLivePublication, insertPublication } from '../db/publications';
import { getSchedule } from '../db/schedules';
import type { Bindings } from '../env';
import { conflict, notFound } from '../errors';
import { nowIso } from '../lib/time';
import { putSnapshot } from '../storage/snapshots';
import { diffContent } from './publishing-diff';
import { restoreContent } from './restore';

type Env = Pick<Bindings, 'DB' | 'MEDIA'>;
export type Expected = { given: boolean; id: number | null };
const NO_CAS: Expected = { given: false, id: null };

export const publicationNotFound = () => notFound('Publication not found', 'publication_not_found');
const publishConflict = () => conflict('The live publication changed since you loaded it', 'publish_conflict');

async function draftOf(env: Env, websiteId: number): Promise<StoreContent> {
  const content = await readStoreContent(env.DB, websiteId);
  if (!content) throw notFound('Website not found', 'website_not_found');
  return content;
}

/** Snapshots the draft to R2: its hash and the media it shows. */
async function snapshotDraft(env: Env, websiteId: number) {
  const content = await draftOf(env, websiteId);
  return { hash: await putSnapshot(env.MEDIA, content), mediaKeys: content.hero?.image_key ? [content.hero.image_key] : [] };
}

/** Snapshots the draft and makes it live; 409 publish_conflict when `expected` is given and stale. */
export async function publishDraft(
  env: Env,
  websiteId: number,
  authorId: number | null,
  note: string,
  expected = NO_CAS,
): Promise<Publication> {
  const snap = await snapshotDraft(env, websiteId);
  const id = await insertLivePublication(env.DB, { websiteId, ...snap, note, authorId }, expected);
  if (id == null) throw publishConflict();
  return (await getPublication(env.DB, websiteId, id))!;
}

/** Snapshots the draft as it is now into a publication that the cron makes live at `at` (see db/schedules.ts). */
export async function snapshotForSchedule(env: Env, websiteId: number, authorId: number, note: string): Promise<Publication> {
  const id = await insertPublication(env.DB, { websiteId, ...(await snapshotDraft(env, websiteId)), note, authorId });
  return (await getPublication(env.DB, websiteId, id))!;
}

export async function rollback(env: Env, websiteId: number, id: number, authorId: number, expected = NO_CAS): Promise<Publication> {
  if (!(await getPublication(env.DB, websiteId, id))) throw publicationNotFound();
  if (!(await flipLive(env.DB, websiteId, id, 'rollback', authorId, expected))) throw publishConflict();
  return (await getPublication(env.DB, websiteId, id))!;
}

export async function restore(env: Env, websiteId: number, id: number): Promise<Publication> {
  const pub = await getPublication(env.DB, websiteId, id);
  if (!pub) throw publicationNotFound();
  const content = await readSnapshotContent(env.MEDIA, websiteId, pub.hash);
  // A row whose snapshot is gone cannot be restored; to the merchant it is as absent as a deleted one.
  if (!content || content.website.id !== websiteId) throw publicationNotFound();
  await restoreContent(env.DB, content, nowIso());
  return pub;
}

/**
 * Stores from before publishing existed have no live publication: their draft IS what shoppers see, so publishing it
 * unchanged is exact. Done here on first use and by the every-minute cron (backfillUnpublished); the CAS on null
 * makes two racing backfills publish once.
 */
export async function ensureLive(env: Env, websiteId: number): Promise<Publication | null> {
  const live = await getLivePublication(env.DB, websiteId);
  if (live) return live;
  try {
    return await publishDraft(env, websiteId, null, 'Published at upgrade', { given: true, id: null });
  } catch {
    return getLivePublication(env.DB, websiteId);
  }
}

export async function publishingState(env: Env, websiteId: number): Promise<PublishingState> {
  const live = await ensureLive(env, websiteId);
  const [draft, liveContent, scheduled] = await Promise.all([
    draftOf(env, websiteId),
    live ? readSnapshotContent(env.MEDIA, websiteId, live.hash) : null,
    getSchedule(env.DB, websiteId),
  ]);
  const changes = diffContent(liveContent, draft);
  return { live, scheduled, has_unpublished_changes: changes.length > 0, changes };
}
