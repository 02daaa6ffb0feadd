// The public API's reads of a store (GET /website/domain/{d}, /website/id/{id} and a page's public sections): the
// live publication, exactly what the storefront shows (DESIGN §15). The draft tables are the owner's and the preview's;
// nothing here reads them, except for a store that has no publication yet, which the storefront also shows as it is
// (possible only until edge-api's cron publishes it unchanged: see storefront-worker data/content.ts).
import type { HeaderFooter, Section, StoreContent, StoreHeaderFooter, Website } from '@app/contracts';
import { eq, type SQL } from 'drizzle-orm';
import { websites } from '../schema';
import { publications } from '../schema-publishing';
import { readSnapshotContent } from './live-content';
import { heroImageUrl } from './media';
import { asDrizzle, type Queryable } from './sections';
import { readStoreContent } from './store-content';

/** The store's row facts a public answer carries beside its published content. */
export interface LiveStoreRow {
  id: number;
  domain: string;
  currency: string;
  contentVersion: number;
  createdAt: string;
  /** The live publication's hash; null before the store's first publication. */
  hash: string | null;
}

async function liveRow(db: Queryable, cond: SQL): Promise<LiveStoreRow | null> {
  const row = await asDrizzle(db)
    .select({
      id: websites.id,
      domain: websites.domain,
      currency: websites.currency,
      contentVersion: websites.contentVersion,
      createdAt: websites.createdAt,
      hash: publications.hash,
    })
    .from(websites)
    .leftJoin(publications, eq(publications.id, websites.livePublicationId))
    .where(cond)
    .get();
  return row ?? null;
}

/** What the public sees of a store: its live snapshot (a missing snapshot is our fault: it throws). */
export async function publishedContent(db: Queryable, bucket: R2Bucket, row: LiveStoreRow): Promise<StoreContent> {
  const content = row.hash ? await readSnapshotContent(bucket, row.id, row.hash) : await readStoreContent(db, row.id);
  if (!content) throw new Error(`store ${row.id}: live content ${row.hash ?? '(draft)'} unreadable`);
  return content;
}

/** A published header or footer as the public Website shape has it: nav ids are the translations' business. */
const publicHeaderFooter = (hf: StoreHeaderFooter | null): HeaderFooter | null =>
  hf && { html_content: hf.html_content, navs: hf.navs.map(({ title, link }) => ({ title, link })) };

/** The Website DTO of a publication: published pages only, the hero's image as a media URL. */
export function websiteFromContent(content: StoreContent, row: Omit<LiveStoreRow, 'hash'>): Website {
  const { hero } = content;
  return {
    id: row.id,
    domain: row.domain,
    title: content.website.title,
    description: content.website.description,
    currency: row.currency,
    content_version: row.contentVersion,
    created_at: row.createdAt,
    header: publicHeaderFooter(content.header),
    footer: publicHeaderFooter(content.footer),
    hero: hero && {
      title: hero.title,
      subtitle: hero.subtitle,
      call_to_action: hero.call_to_action,
      background_image: heroImageUrl(hero.image_key),
    },
    pages: content.pages.filter((p) => p.is_published).map(({ sections: _s, ...p }) => p),
  };
}

/** The live Website found by id or (lower-case) domain, or null when there is no such store. */
export async function getLiveWebsite(db: Queryable, bucket: R2Bucket, by: { id: number } | { domain: string }): Promise<Website | null> {
  const row = await liveRow(db, 'id' in by ? eq(websites.id, by.id) : eq(websites.domain, by.domain));
  return row && websiteFromContent(await publishedContent(db, bucket, row), row);
}

/**
 * The sections of the live publication's published page at `slug` (lower case), in display order;
 * 'no_site' when there is no such store, 'no_page' when the publication has no such published page.
 */
export async function getLivePageSections(
  db: Queryable,
  bucket: R2Bucket,
  websiteId: number,
  slug: string,
): Promise<Section[] | 'no_site' | 'no_page'> {
  const row = await liveRow(db, eq(websites.id, websiteId));
  if (!row) return 'no_site';
  const content = await publishedContent(db, bucket, row);
  const page = content.pages.find((p) => p.is_published && p.slug.toLowerCase() === slug);
  return page ? page.sections : 'no_page';
}
