// The owner's Website DTO from the draft tables (header, footer, hero and every page, published or not). Public
// answers come from the live publication instead (live-website.ts).
import type { HeaderFooter, Hero, Website } from '@app/contracts';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { BatchResponse } from 'drizzle-orm/batch';
import { headerFooters, heroes, navItems, pages, websites } from '../schema';
import { heroImageUrl } from './media';
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
 * subquery on the unique website lookup rather than a second query. A caller may add its own reads to the batch and hand the first five results to toWebsite.
 */
export function websiteReads(db: Queryable, by: WebsiteLookup) {
  const d = asDrizzle(db);
  const cond = lookupCondition(by);
  const siteIds = d.select({ id: websites.id }).from(websites).where(cond);
  return [
    d.select().from(websites).where(cond),
    d.select().from(headerFooters).where(inArray(headerFooters.websiteId, siteIds)),
    d.select().from(navItems).where(inArray(navItems.websiteId, siteIds)).orderBy(asc(navItems.position), asc(navItems.id)),
    d.select().from(heroes).where(inArray(heroes.websiteId, siteIds)),
    d.select().from(pages).where(inArray(pages.websiteId, siteIds)).orderBy(asc(pages.id)),
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
    ? { title: h.title, subtitle: h.subtitle, background_image: heroImageUrl(h.imageKey), call_to_action: h.callToAction }
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
export async function getWebsite(db: Queryable, by: WebsiteLookup): Promise<Website | null> {
  const d = asDrizzle(db);
  return toWebsite(await d.batch(websiteReads(d, by)));
}

/** Whether a website exists (a public 404 must say which of site or page is missing). */
export async function websiteExists(db: Queryable, id: number): Promise<boolean> {
  const row = await asDrizzle(db).select({ id: websites.id }).from(websites).where(eq(websites.id, id)).get();
  return row != null;
}
