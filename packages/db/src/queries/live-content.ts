// The live publication of a store (DESIGN §15): what the storefront renders (with the live catalogue) and marks with
// `X-Publication: <hash>`. One D1 read for the pointer and hash, one R2 read for the snapshot: both name one
// immutable object, so a page built from the answer never mixes two publications.
import type { StoreContent } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { websites } from '../schema';
import { publications } from '../schema-publishing';
import { asDrizzle, type Queryable } from './sections';

/** The R2 key of a snapshot: content-addressed, so a key's object never changes (cacheable for ever). */
export const snapshotKey = (websiteId: number, hash: string) => `snapshots/${websiteId}/${hash}.json`;

export interface LiveContent {
  publicationId: number;
  hash: string;
  content: StoreContent;
}

/** The live publication's id and hash, or null (no such store, or one from before publishing: see schema-publishing). */
export async function getLivePointer(db: Queryable, websiteId: number): Promise<{ publicationId: number; hash: string } | null> {
  const row = await asDrizzle(db)
    .select({ publicationId: publications.id, hash: publications.hash })
    .from(websites)
    .innerJoin(publications, eq(publications.id, websites.livePublicationId))
    .where(eq(websites.id, websiteId))
    .get();
  return row ?? null;
}

/** A snapshot's content, or null when it is missing or unreadable. Immutable: a caller may keep it as long as it likes. */
export async function readSnapshotContent(bucket: R2Bucket, websiteId: number, hash: string): Promise<StoreContent | null> {
  const obj = await bucket.get(snapshotKey(websiteId, hash));
  if (!obj) return null;
  try {
    return (await obj.json()) as StoreContent;
  } catch {
    return null;
  }
}

/** The live publication with its snapshot's content, or null when there is none or its snapshot is unreadable. */
export async function readLiveContent(db: Queryable, bucket: R2Bucket, websiteId: number): Promise<LiveContent | null> {
  const live = await getLivePointer(db, websiteId);
  if (!live) return null;
  const content = await readSnapshotContent(bucket, websiteId, live.hash);
  return content ? { ...live, content } : null;
}
