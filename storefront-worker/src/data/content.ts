// The store content a page shows apart from the catalogue (contracts StoreContent): the live publication's snapshot,
// or the draft for a preview (and for a store not published yet). Every part of a page (head, header, body, footer)
// is built from the one StoreContent the request resolved, so no response mixes two publications.
import type { PageWithSections, Section, StoreContent, Website } from '@app/contracts';
import { readSnapshotContent, readStoreContent, websiteFromContent } from '@app/db';
import type { StoreRow } from './store-row';

/**
 * Parsed snapshots kept in this isolate's memory by (website, hash). A snapshot is content-addressed and never
 * rewritten, so an entry can never be stale: the bound only limits memory (a 50-page store's snapshot is ~100 KB).
 * Only the parsed value is kept, never the pending read: workerd ties a promise (and the R2 read behind it) to the
 * request that made it, and cancels the others awaiting it when that request ends ("A promise was resolved or
 * rejected from a different request context", issue #32). Concurrent first requests for a new snapshot therefore
 * each read it; once one has parsed it, the rest of the isolate's requests take it from here.
 */
const SNAPSHOTS_KEPT = 32;
const snapshots = new Map<string, StoreContent>();

function remember(key: string, content: StoreContent) {
  snapshots.delete(key);
  snapshots.set(key, content);
  // A Map iterates in insertion order: the first key is the least recently used.
  while (snapshots.size > SNAPSHOTS_KEPT) snapshots.delete(snapshots.keys().next().value!);
}

/** The content of a publication, from memory or from R2. A missing snapshot is our fault: it throws. */
export async function snapshotContent(bucket: R2Bucket, websiteId: number, hash: string): Promise<StoreContent> {
  const key = `${websiteId}:${hash}`;
  const kept = snapshots.get(key);
  if (kept) {
    remember(key, kept);
    return kept;
  }
  const content = await readSnapshotContent(bucket, websiteId, hash);
  if (!content) throw new Error(`snapshot ${key} missing`);
  remember(key, content);
  return content;
}

async function draftContent(db: D1Database, websiteId: number): Promise<StoreContent> {
  const c = await readStoreContent(db, websiteId);
  if (!c) throw new Error('store vanished');
  return c;
}

/**
 * What shoppers see: the live publication. A store with no publication yet (possible only between migration 0007
 * and the first minute of edge-api's cron, which publishes every such store's draft unchanged) shows its draft as
 * before publishing existed; its pages carry no X-Publication.
 */
export function liveContent(env: Env, row: StoreRow): Promise<StoreContent> {
  return row.hash ? snapshotContent(env.MEDIA, row.id, row.hash) : draftContent(row.db, row.id);
}

/** What a preview shows: the draft as it is now. */
export const previewContent = (row: StoreRow) => draftContent(row.db, row.id);

/** The Website the markup renders: the same public shape edge-api's public reads answer (packages/db live-website). */
export const siteOf = (content: StoreContent, row: StoreRow): Website =>
  websiteFromContent(content, { id: row.id, domain: row.domain, currency: row.currency, contentVersion: row.version, createdAt: '' });

/** The published page at `slug` (already lower case) with its sections in display order, or null. */
export function publishedPage(content: StoreContent, slug: string): PageWithSections | null {
  return content.pages.find((p) => p.is_published && p.slug.toLowerCase() === slug) ?? null;
}

/**
 * The sections a shopper sees on a page, in its order: text sections with a title or words, and form sections with
 * fields (a form without fields would send nothing). Other types have no editor yet and are not shown.
 */
export function shownSections(page: { sections: Section[] }): Section[] {
  return page.sections.filter((s) =>
    s.type === 'text' ? !!(s.title.trim() || String(s.content.text ?? '').trim()) : s.type === 'form' && Object.keys(s.content).length > 0,
  );
}

/**
 * What shoppers get (DESIGN §8): a published page with nothing to show is left out, so its URL is the store's 404 and
 * the header's and footer's links to it drop out with it (they lead only to the site's pages). A preview keeps it:
 * the merchant sees the hint that it is empty.
 */
export function forShoppers(content: StoreContent): StoreContent {
  const pages = content.pages.filter((p) => !p.is_published || shownSections(p).length > 0);
  return pages.length === content.pages.length ? content : { ...content, pages };
}
