// Shared website reads (edge-api and storefront-worker): the Website DTO with header, footer, hero and pages.
// Public reads never carry owner id, phone or email (the DTO has no such fields) and hide unpublished pages.
import type { HeaderFooter, Hero, Website } from '@app/contracts';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { BatchResponse } from 'drizzle-orm/batch';
import { headerFooters, heroes, navItems, pages, websites } from '../schema';
import { mediaUrl } from './media';
import { asDrizzle, toPageDto, type Queryable } from './sections';

export type HeaderFooterPlace = 'header' | 'footer';
export type WebsiteLookup = { id: number } | { domain: string } | { ownerId: number };

function lookupCondition(by: WebsiteLookup): SQL {
  if ('id' in by) return eq(websites.id, by.id);
  if ('domain' in by) return eq(websites.domain, by.domain);
  return eq(websites.ownerId, by.ownerId);
}

/**
 * The five reads of a website (found by id, domain or owner) for one D1 batch: the child tables are filtered by a
 * subquery on the unique website lookup rather than a second query. A caller may add its own reads to the batch
 * (the storefront home adds its product page) and hand the first five results to toWebsite.
 */
export function websiteReads(db: Queryable, by: WebsiteLookup, opts: { publishedOnly: boolean }) {
  const d = asDrizzle(db);
  const cond = lookupCondition(by);
  const siteIds = d.select({ id: websites.id }).from(websites).where(cond);
  const pageConds = [inArray(pages.websiteId, siteIds)];
  if (opts.publishedOnly) pageConds.push(eq(pages.isPublished, true));
  return [
    d.select().from(websites).where(cond),
    d.select().from(headerFooters).where(inArray(headerFooters.websiteId, siteIds)),
    d.select().from(navItems).where(inArray(navItems.websiteId, siteIds)).orderBy(asc(navItems.position), asc(navItems.id)),
    d.select().from(heroes).where(inArray(heroes.websiteId, siteIds)),
    d
      .select()
      .from(pages)
      .where(and(...pageConds))
      .orderBy(asc(pages.id)),
  ] as const;
}

export type WebsiteReadResults = BatchResponse<ReturnType<typeof websiteReads>>;

/** The Website DTO from the results of websiteReads, or null when there is no such website. */
export function toWebsite([siteRows, headerFooterRows, navRows, heroRows, pageRows]: WebsiteReadResults): Website | null {
  const site = siteRows[0];
  if (!site) return null;

  const headerFooterAt = (place: HeaderFooterPlace): HeaderFooter | null => {
    const row = headerFooterRows.find((r) => r.place === place);
    if (!row) return null;
    return {
      html_content: row.htmlContent,
      navs: navRows.filter((n) => n.place === place).map((n) => ({ title: n.title, link: n.link })),
    };
  };
  const h = heroRows[0];
  const hero: Hero | null = h
    ? { title: h.title, subtitle: h.subtitle, background_image: mediaUrl(h.imageKey), call_to_action: h.callToAction }
    : null;

  return {
    id: site.id,
    domain: site.domain,
    title: site.title,
    description: site.description,
    currency: site.currency,
    content_version: site.contentVersion,
    created_at: site.createdAt,
    header: headerFooterAt('header'),
    footer: headerFooterAt('footer'),
    hero,
    pages: pageRows.map(toPageDto),
  };
}

/** The website found by id, domain or owner, or null; one D1 round trip. */
export async function getWebsite(db: Queryable, by: WebsiteLookup, opts: { publishedOnly: boolean }): Promise<Website | null> {
  const d = asDrizzle(db);
  return toWebsite(await d.batch(websiteReads(d, by, opts)));
}

/** Storefront and public API reads: published pages only. */
export const getPublicWebsiteByDomain = (db: Queryable, domain: string) =>
  getWebsite(db, { domain: domain.trim().toLowerCase() }, { publishedOnly: true });
export const getPublicWebsiteById = (db: Queryable, id: number) => getWebsite(db, { id }, { publishedOnly: true });

/** Whether a website exists (a public 404 must say which of site or page is missing). */
export async function websiteExists(db: Queryable, id: number): Promise<boolean> {
  const row = await asDrizzle(db).select({ id: websites.id }).from(websites).where(eq(websites.id, id)).get();
  return row != null;
}
