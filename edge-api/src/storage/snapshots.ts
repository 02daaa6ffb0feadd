// Publication snapshots in R2 (DESIGN §15): snapshots/{website_id}/{hash}.json, content-addressed and create-only.
import { contentHash, type StoreContent } from '@app/contracts';
import { snapshotKey } from '@app/db';

export { snapshotKey };

/**
 * Stores the content under its hash unless it is already there; returns the hash. Create-only: a key names one
 * content for ever, so an existing object is never rewritten (two racing writers would write the same bytes anyway).
 */
export async function putSnapshot(bucket: R2Bucket, content: StoreContent): Promise<string> {
  const hash = await contentHash(content);
  const key = snapshotKey(content.website.id, hash);
  if (!(await bucket.head(key))) {
    // Stored in the draft's own key order, not canonicalJson's sorted one: a form section's fields (content keys) are
    // shown in that order, and sorting them would reorder the live contact form. The hash stays canonical.
    await bucket.put(key, JSON.stringify(content), { httpMetadata: { contentType: 'application/json' } });
  }
  return hash;
}

export async function deleteSnapshots(bucket: R2Bucket, keys: string[]): Promise<void> {
  // R2 deletes up to 1000 keys per call.
  for (let i = 0; i < keys.length; i += 1000) await bucket.delete(keys.slice(i, i + 1000));
}
