// Publishing (DESIGN §15): publish the draft, roll back, restore, schedule. The snapshot goes to R2 first (create-only,
// content-addressed), then one D1 batch flips the live pointer: a failure between the two leaves an unreferenced
// snapshot, never a live pointer to a missing one.
import type { Publication, PublishingState, StoreContent } from '@app/contracts';
import { readSnapshotContent, readStoreContent } from '@app/db';
import { flipLive, getLivePublication, getPublication, insertLivePublication, insertPublication } from '../db/publications';
import { getSchedule } from '../db/schedules';
import type { DataEnv } from '@app/db';
import type { Bindings } from '../env';
import { conflict, notFound } from '../errors';
import { shardOfStore } from '../lib/store-db';
import { nowIso } from '../lib/time';
import { putSnapshot } from '../storage/snapshots';
import { diffContent } from './publishing-diff';
import { restoreContent } from './restore';

// The store's rows come from its shard (the directory says which), snapshots from MEDIA.
type Env = DataEnv & Pick<Bindings, 'MEDIA'>;
export type Expected = { given: boolean; id: number | null };
const NO_CAS: Expected = { given: false, id: null };

export const publicationNotFound = () => notFound('Publication not found', 'publication_not_found');
const publishConflict = () => conflict('The live publication changed since you loaded it', 'publish_conflict');

async function draftOf(env: Env, websiteId: number): Promise<StoreContent> {
  const content = await readStoreContent(await shardOfStore(env, websiteId), websiteId);
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
  const db = await shardOfStore(env, websiteId);
  const id = await insertLivePublication(db, { websiteId, ...snap, note, authorId }, expected);
  if (id == null) throw publishConflict();
  return (await getPublication({ db, control: env.CONTROL }, websiteId, id))!;
}

/** Snapshots the draft as it is now into a publication that the cron makes live at `at` (see db/schedules.ts). */
export async function snapshotForSchedule(env: Env, websiteId: number, authorId: number, note: string): Promise<Publication> {
  const db = await shardOfStore(env, websiteId);
  const id = await insertPublication(db, { websiteId, ...(await snapshotDraft(env, websiteId)), note, authorId });
  return (await getPublication({ db, control: env.CONTROL }, websiteId, id))!;
}

export async function rollback(env: Env, websiteId: number, id: number, authorId: number, expected = NO_CAS): Promise<Publication> {
  const db = await shardOfStore(env, websiteId);
  if (!(await getPublication({ db, control: env.CONTROL }, websiteId, id))) throw publicationNotFound();
  if (!(await flipLive(db, websiteId, id, 'rollback', authorId, expected))) throw publishConflict();
  return (await getPublication({ db, control: env.CONTROL }, websiteId, id))!;
}

export async function restore(env: Env, websiteId: number, id: number): Promise<Publication> {
  const db = await shardOfStore(env, websiteId);
  const pub = await getPublication({ db, control: env.CONTROL }, websiteId, id);
  if (!pub) throw publicationNotFound();
  const content = await readSnapshotContent(env.MEDIA, websiteId, pub.hash);
  // A row whose snapshot is gone cannot be restored; to the merchant it is as absent as a deleted one.
  if (!content || content.website.id !== websiteId) throw publicationNotFound();
  await restoreContent(db, content, nowIso());
  return pub;
}

/**
 * Stores from before publishing existed have no live publication: their draft IS what shoppers see, so publishing it
 * unchanged is exact. Done here on first use and by the every-minute cron (backfillUnpublished); the CAS on null
 * makes two racing backfills publish once.
 */
export async function ensureLive(env: Env, websiteId: number): Promise<Publication | null> {
  const db = await shardOfStore(env, websiteId);
  const live = await getLivePublication({ db, control: env.CONTROL }, websiteId);
  if (live) return live;
  try {
    return await publishDraft(env, websiteId, null, 'Published at upgrade', { given: true, id: null });
  } catch {
    return getLivePublication({ db, control: env.CONTROL }, websiteId);
  }
}

export async function publishingState(env: Env, websiteId: number): Promise<PublishingState> {
  const live = await ensureLive(env, websiteId);
  const [draft, liveContent, scheduled] = await Promise.all([
    draftOf(env, websiteId),
    live ? readSnapshotContent(env.MEDIA, websiteId, live.hash) : null,
    shardOfStore(env, websiteId).then((db) => getSchedule(db, websiteId)),
  ]);
  const changes = diffContent(liveContent, draft);
  return { live, scheduled, has_unpublished_changes: changes.length > 0, changes };
}
