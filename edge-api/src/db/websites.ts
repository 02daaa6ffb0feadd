// Website writes. Creation is one atomic D1 batch: the site, its header and footer with the standard navs, the three
// standard pages (DESIGN.md §5: the server does what SPEC §4 had the client do) and the starter content that makes a
// new store presentable to shoppers (services/starter-content.ts).
import { DEFAULT_META_DESCRIPTION, DEFAULT_META_TITLE, DOMAIN_REDIRECT_DAYS, type Language } from '@app/contracts';
import { domainRedirects, headerFooters, heroes, navItems, pages, sections, websites } from '@app/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import { conflict } from '../errors';
import { getDb } from '../lib/db';
import { nowIso } from '../lib/time';
import { starterPages } from '../services/starter-content';
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

/** `lang`: the merchant's language, the store's default language and its starter content's. */
export async function createWebsite(d1: D1Database, ownerId: number, input: WebsiteInput, lang: Language = 'en'): Promise<void> {
  const db = getDb(d1);
  if ((await findOwnWebsiteId(d1, ownerId)) != null) throw websiteExists();
  if (await isDomainUsed(d1, input.domain)) throw domainTaken();

  // The new id is not known inside the batch; owner_id is unique, so a subquery on it names the new row.
  const siteId = sql<number>`(SELECT ${websites.id} FROM ${websites} WHERE ${websites.ownerId} = ${ownerId})`;
  const pageId = (slug: string) =>
    sql<number>`(SELECT ${pages.id} FROM ${pages} WHERE ${pages.websiteId} = ${siteId} AND ${pages.slug} = ${slug})`;
  const places = ['header', 'footer'] as const;
  const starter = starterPages(lang, input.title);
  try {
    await db.batch([
      // A name another store left behind is this store's now: its redirect ends.
      db.delete(domainRedirects).where(eq(domainRedirects.domain, input.domain)),
      db
        .insert(websites)
        .values({ ownerId, domain: input.domain, title: input.title, description: input.description, defaultLocale: lang }),
      db.insert(headerFooters).values(places.map((place) => ({ websiteId: siteId, place, htmlContent: '' }))),
      db
        .insert(navItems)
        .values(
          places.flatMap((place) => starter.map((p, position) => ({ websiteId: siteId, place, position, title: p.nav, link: p.slug }))),
        ),
      db.insert(pages).values(
        starter.map((p) => ({
          websiteId: siteId,
          title: p.title,
          slug: p.slug,
          metaTitle: DEFAULT_META_TITLE,
          metaDescription: DEFAULT_META_DESCRIPTION,
          isPublished: true,
        })),
      ),
      db.insert(sections).values(
        starter.flatMap((p) =>
          p.sections.map((x, order) => ({
            websiteId: siteId,
            pageId: pageId(p.slug),
            title: x.title,
            type: x.type,
            content: JSON.stringify(x.content),
            order,
          })),
        ),
      ),
      // No image: the storefront shows a plain banner until the merchant uploads one.
      db.insert(heroes).values({ websiteId: siteId, title: input.title, subtitle: input.description, imageKey: '', callToAction: '' }),
    ]);
  } catch (err) {
    mapUniqueErrors(err);
  }
}

/**
 * Updates the merchant's website (a trigger bumps its content_version, migration 0004). A new domain keeps the old one
 * redirecting to the store for DOMAIN_REDIRECT_DAYS (domain_redirects); taking a name ends any redirect from it (the
 * store's own former name, or another store's: the name is this store's now).
 */
export async function updateWebsite(d1: D1Database, websiteId: number, input: WebsiteInput, now = new Date()): Promise<void> {
  const db = getDb(d1);
  if (await isDomainUsed(d1, input.domain, websiteId)) throw domainTaken();
  const old = await db.select({ domain: websites.domain }).from(websites).where(eq(websites.id, websiteId)).get();
  const moved = old != null && old.domain !== input.domain;
  const expiresAt = new Date(now.getTime() + DOMAIN_REDIRECT_DAYS * 86_400_000).toISOString();
  try {
    await db.batch([
      db.delete(domainRedirects).where(eq(domainRedirects.domain, input.domain)),
      db
        .update(websites)
        .set({
          domain: input.domain,
          title: input.title,
          description: input.description,
          updatedAt: nowIso(),
        })
        .where(eq(websites.id, websiteId)),
      ...(moved
        ? [
            db
              .insert(domainRedirects)
              .values({ domain: old.domain, websiteId, expiresAt })
              .onConflictDoUpdate({ target: domainRedirects.domain, set: { websiteId, expiresAt } }),
          ]
        : []),
    ]);
  } catch (err) {
    mapUniqueErrors(err);
  }
}
