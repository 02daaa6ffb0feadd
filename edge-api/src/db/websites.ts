// Website writes. Creation is one atomic D1 batch: the site, its header and footer with the standard navs,
// and the three standard pages (DESIGN.md §5: the server does what SPEC §4 had the client do).
import { DEFAULT_META_DESCRIPTION, DEFAULT_META_TITLE, STANDARD_NAVS, STANDARD_PAGES } from '@app/contracts';
import { headerFooters, navItems, pages, websites } from '@app/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import { conflict } from '../errors';
import { getDb } from '../lib/db';
import { nowIso } from '../lib/time';
import { isUniqueViolation } from './d1-errors';

export interface WebsiteInput {
  domain: string;
  title: string;
  description: string;
}

const domainTaken = () => conflict('This domain is already taken', 'domain_taken');
const websiteExists = () => conflict('You already have a website', 'website_exists');

/** Two merchants racing for one domain both pass the pre-check; the unique index decides, mapped to 409. */
function mapUniqueErrors(err: unknown): never {
  if (isUniqueViolation(err, 'websites.domain')) throw domainTaken();
  if (isUniqueViolation(err, 'websites.owner_id')) throw websiteExists();
  throw err;
}

/** The id of the website this user owns, or null. */
export async function findOwnWebsiteId(d1: D1Database, userId: number): Promise<number | null> {
  const row = await getDb(d1).select({ id: websites.id }).from(websites).where(eq(websites.ownerId, userId)).get();
  return row?.id ?? null;
}

/** The id and domain of the website this user owns, or null. */
export async function findOwnWebsite(d1: D1Database, userId: number): Promise<{ id: number; domain: string } | null> {
  const row = await getDb(d1).select({ id: websites.id, domain: websites.domain }).from(websites).where(eq(websites.ownerId, userId)).get();
  return row ?? null;
}

async function isDomainUsed(d1: D1Database, domain: string, exceptId?: number): Promise<boolean> {
  const db = getDb(d1);
  const cond = exceptId == null ? eq(websites.domain, domain) : and(eq(websites.domain, domain), ne(websites.id, exceptId));
  return (await db.select({ id: websites.id }).from(websites).where(cond).get()) != null;
}

export async function createWebsite(d1: D1Database, ownerId: number, input: WebsiteInput): Promise<void> {
  const db = getDb(d1);
  if ((await findOwnWebsiteId(d1, ownerId)) != null) throw websiteExists();
  if (await isDomainUsed(d1, input.domain)) throw domainTaken();

  // The new id is not known inside the batch; owner_id is unique, so a subquery on it names the new row.
  const siteId = sql<number>`(SELECT ${websites.id} FROM ${websites} WHERE ${websites.ownerId} = ${ownerId})`;
  const places = ['header', 'footer'] as const;
  try {
    await db.batch([
      db.insert(websites).values({ ownerId, domain: input.domain, title: input.title, description: input.description }),
      db.insert(headerFooters).values(places.map((place) => ({ websiteId: siteId, place, htmlContent: '' }))),
      db
        .insert(navItems)
        .values(
          places.flatMap((place) =>
            STANDARD_NAVS.map((n, position) => ({ websiteId: siteId, place, position, title: n.title, link: n.link })),
          ),
        ),
      db.insert(pages).values(
        STANDARD_PAGES.map((p) => ({
          websiteId: siteId,
          title: p.title,
          slug: p.slug,
          metaTitle: DEFAULT_META_TITLE,
          metaDescription: DEFAULT_META_DESCRIPTION,
          isPublished: true,
        })),
      ),
    ]);
  } catch (err) {
    mapUniqueErrors(err);
  }
}

/** Updates the merchant's website (a trigger bumps its content_version, migration 0004). */
export async function updateWebsite(d1: D1Database, websiteId: number, input: WebsiteInput): Promise<void> {
  const db = getDb(d1);
  if (await isDomainUsed(d1, input.domain, websiteId)) throw domainTaken();
  try {
    await db
      .update(websites)
      .set({
        domain: input.domain,
        title: input.title,
        description: input.description,
        updatedAt: nowIso(),
      })
      .where(eq(websites.id, websiteId));
  } catch (err) {
    mapUniqueErrors(err);
  }
}
